import { usageOfResponse } from '../batch-api.js'
import type { ModelIdentity } from '../../config/model-identity.js'
import type { CallOptions, ChatRequest, ChatResult, LlmPort, PortCapabilities } from '../ports.js'
import { isUsageEmpty } from '../usage.js'
import { createMessage, type AnthropicContext } from './context.js'
import { anthropicUsage, contentOf, fromAnthropicContent } from './wire.js'

/** Capabilities of the Anthropic ports. */
export const ANTHROPIC_CAPABILITIES: PortCapabilities = {
  supportsSystemPrompt: true,
  supportsStructuredOutput: true,
  supportsStreaming: false,
}

/** LlmPort over the Anthropic Messages API. */
export class AnthropicChat implements LlmPort {
  readonly capabilities = ANTHROPIC_CAPABILITIES
  readonly identity: ModelIdentity

  constructor(private readonly ctx: AnthropicContext) {
    this.identity = ctx.identity
  }

  async invoke(request: ChatRequest, options: CallOptions = {}): Promise<ChatResult> {
    const message = await createMessage(this.ctx, request, {}, options)
    const usage = usageOfResponse(message, anthropicUsage(this.ctx.display, message.usage))
    return {
      content: fromAnthropicContent(contentOf(message)).content,
      usage,
      usageUnavailable: isUsageEmpty(usage),
      ...(message.stop_reason ? { finishReason: message.stop_reason } : {}),
    }
  }
}
