import type { LanguageModel, LanguageModelUsage, ToolSet } from 'ai'
import type { CompatMode } from '../../compat/compat-mode.js'
import type { ModelConfig } from '../../config/model-config.js'
import type { ModelIdentity } from '../../config/model-identity.js'
import type { CallOptions, ChatMessage, PortCapabilities } from '../ports.js'
import { callProvider, type ProviderRuntime } from '../provider-call.js'
import type { AiModule } from './load-ai.js'
import { mapAiSdkError } from './map-error.js'
import { toModelMessages } from './wire.js'

/**
 * What the AI SDK ports share: the `ai` module, the user's model, the runtime (its `mapError` is the identity:
 * `generate` maps errors itself, as only it knows the attempt's timeout signal) and the model's settings.
 */
export interface AiSdkContext {
  ai: AiModule
  model: LanguageModel
  runtime: ProviderRuntime
  config: ModelConfig
  identity: ModelIdentity
  /** ModelIdentity display string, the `model` of usage records. */
  display: string
  compat: CompatMode
}

/** Capabilities of the AI SDK ports (structured output: the provider's JSON mode or forced tool, chosen by the AI SDK). */
export const AI_SDK_CAPABILITIES: PortCapabilities = {
  supportsSystemPrompt: true,
  supportsStructuredOutput: true,
  supportsStreaming: false,
}

/** Per-call settings of one `generateText` call. */
export interface GenerateParams {
  messages: readonly ChatMessage[]
  temperature?: number | undefined
  maxTokens?: number | undefined
  /** Tools offered without `execute`: the model's calls come back to Karenina's loop (one step per call). */
  tools?: ToolSet
  output?: Parameters<AiModule['generateText']>[0]['output']
}

/** What Karenina reads of one `generateText` step. */
export interface GeneratedStep {
  text: string
  reasoningText?: string | undefined
  toolCalls: readonly { toolCallId: string; toolName: string; input: unknown }[]
  usage: LanguageModelUsage | undefined
  finishReason: string
}

/**
 * One model call through `generateText` (a single step: tools are never executed by the AI SDK), inside the
 * runtime: Karenina's retries (the AI SDK's own are off, `maxRetries: 0`), the account's limiter, the
 * per-attempt timeout and the caller's signal.
 */
export function generate(ctx: AiSdkContext, params: GenerateParams, options: CallOptions): Promise<GeneratedStep> {
  const messages = toModelMessages(params.messages)
  return callProvider(ctx.runtime, options, async ({ timeoutMs, signal }) => {
    const timeout = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs)
    const abortSignal = signal && timeout ? AbortSignal.any([signal, timeout]) : (signal ?? timeout)
    try {
      return (await ctx.ai.generateText({
        model: ctx.model,
        messages,
        allowSystemInMessages: true,
        maxRetries: 0,
        temperature: params.temperature ?? ctx.config.temperature,
        maxOutputTokens: params.maxTokens ?? ctx.config.max_tokens,
        ...(params.tools ? { tools: params.tools } : {}),
        ...(params.output ? { output: params.output } : {}),
        ...(abortSignal ? { abortSignal } : {}),
        // OpenAI's strict mode rejects the optional fields judge schemas have; the ladder validates instead.
        providerOptions: { openai: { strictJsonSchema: false } },
      })) as GeneratedStep
    } catch (error) {
      // The AI SDK parses structured output itself and throws when the reply is not clean JSON; Karenina's
      // ladder reads the reply text instead (fences, prose, truncation are recovered there).
      if (params.output && ctx.ai.NoObjectGeneratedError.isInstance(error) && !signal?.aborted) {
        return { text: error.text ?? '', toolCalls: [], usage: error.usage, finishReason: error.finishReason ?? 'unknown' }
      }
      throw mapAiSdkError(ctx.ai, error, ctx.runtime.provider, { caller: signal, timeout })
    }
  })
}
