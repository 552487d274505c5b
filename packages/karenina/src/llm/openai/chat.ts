import { usageOfResponse } from '../batch-api.js'
import type { ModelIdentity } from '../../config/model-identity.js'
import type { CallOptions, ChatRequest, ChatResult, LlmPort, PortCapabilities } from '../ports.js'
import { isUsageEmpty } from '../usage.js'
import { createCompletion, type OpenAiContext } from './context.js'
import { firstMessage, openAiUsage } from './wire.js'

/** Capabilities of the OpenAI-family ports. */
export const OPENAI_CAPABILITIES: PortCapabilities = {
  supportsSystemPrompt: true,
  supportsStructuredOutput: true,
  supportsStreaming: false,
}

/** LlmPort over OpenAI chat completions (also OpenRouter and OpenAI-compatible endpoints). */
export class OpenAiChat implements LlmPort {
  readonly capabilities = OPENAI_CAPABILITIES
  readonly identity: ModelIdentity

  constructor(private readonly ctx: OpenAiContext) {
    this.identity = ctx.identity
  }

  async invoke(request: ChatRequest, options: CallOptions = {}): Promise<ChatResult> {
    const completion = await createCompletion(this.ctx, request, {}, options)
    const usage = usageOfResponse(completion, openAiUsage(this.ctx.display, completion.usage))
    const finishReason = completion.choices?.[0]?.finish_reason
    const message = firstMessage(completion)
    return {
      content: message.content ?? message.refusal ?? '',
      usage,
      usageUnavailable: isUsageEmpty(usage),
      ...(finishReason ? { finishReason } : {}),
    }
  }
}
