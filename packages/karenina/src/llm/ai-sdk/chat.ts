import type { ModelIdentity } from '../../config/model-identity.js'
import type { CallOptions, ChatRequest, ChatResult, LlmPort } from '../ports.js'
import { isUsageEmpty } from '../usage.js'
import { AI_SDK_CAPABILITIES, generate, type AiSdkContext } from './context.js'
import { aiSdkUsage } from './wire.js'

/** LlmPort over an AI SDK LanguageModel (`generateText`). */
export class AiSdkChat implements LlmPort {
  readonly capabilities = AI_SDK_CAPABILITIES
  readonly identity: ModelIdentity

  constructor(private readonly ctx: AiSdkContext) {
    this.identity = ctx.identity
  }

  async invoke(request: ChatRequest, options: CallOptions = {}): Promise<ChatResult> {
    const result = await generate(this.ctx, { messages: request.messages, temperature: request.temperature, maxTokens: request.maxTokens }, options)
    const usage = aiSdkUsage(this.ctx.display, result.usage)
    return { content: result.text, usage, usageUnavailable: isUsageEmpty(usage), finishReason: result.finishReason }
  }
}
