import type { LanguageModel, LanguageModelUsage, ToolSet } from 'ai'
import { aiSdkModelOf } from '../../config/ai-sdk-model.js'
import type { ModelConfig } from '../../config/model-config.js'
import { missingPeer, providerRuntime, type AdapterOptions } from '../adapter-options.js'
import type { ModelPorts, CallOptions, ChatMessage } from '../ports.js'
import { providerModel, providerPorts, type ProviderKit, type ProviderModel, type TurnParams } from '../provider-ports.js'
import { ProviderError } from '../../errors/provider-error.js'
import { redactSecrets } from '../../errors/redact-secrets.js'
import { loadOnce } from '../../utils/lazy-node.js'
import { callProvider, type ProviderRuntime } from '../provider-call.js'
import { categoryOfStatus, httpProviderError } from '../map-sdk-error.js'
import { aiSdkUsage, assistantMessageOf, toModelMessages } from './wire.js'

/**
 * The ports of an AI SDK `LanguageModel` given in code (interface `ai_sdk`): chat, judge (structured output)
 * and tool-loop agent over `generateText`, with Karenina's retry policy (the AI SDK's retries off), the
 * process-wide limiter of the provider, per-request timeouts and usage in Karenina's shape. `ai` is loaded
 * on first use (optional peer). The model's own provider settings (key, base URL, fetch) stay the user's.
 */
export async function createAiSdkPorts(config: ModelConfig, options: AdapterOptions = {}): Promise<ModelPorts> {
  const model = aiSdkModelOf(config)
  const ai = await loadAi()
  // The limiter is per AI SDK provider (`openai.chat`, `anthropic.messages`, …): its key and base URL are inside the model.
  const runtime = providerRuntime(`ai_sdk:${model.provider}`, config, options, { baseURL: undefined, apiKey: undefined }, (error) => error)
  const ctx: AiSdkContext = {
    ai,
    model: model as unknown as LanguageModel,
    runtime,
    ...providerModel(config, options),
  }
  return providerPorts(aiSdkKit(ctx))
}

/** The `ai` package, loaded on first use: it is an optional peer, needed only by `ai_sdk` models. */
export type AiModule = typeof import('ai')

/** Loads `ai`; a missing package is a ConfigError naming it and what to install. */
export const loadAi: () => Promise<AiModule> = loadOnce(() =>
  import('ai').catch(missingPeer('an AI SDK model needs the optional peer dependency "ai", which is not installed (npm install ai)')),
)

/**
 * What the AI SDK ports share: the `ai` module, the user's model, the runtime (its `mapError` is the identity:
 * `generate` maps errors itself, as only it knows the attempt's timeout signal) and the model's settings.
 */
export interface AiSdkContext extends ProviderModel {
  ai: AiModule
  model: LanguageModel
  runtime: ProviderRuntime
}

type StructuredOutput = Parameters<AiModule['generateText']>[0]['output']

/** What Karenina reads of one `generateText` step: what its assistant message is made of, its usage and finish reason. */
type GeneratedStep = Parameters<typeof assistantMessageOf>[0] & { usage: LanguageModelUsage | undefined; finishReason: string }

/**
 * One model call through `generateText` (a single step: tools are never executed by the AI SDK), inside the
 * runtime: Karenina's retries (the AI SDK's own are off, `maxRetries: 0`), the account's limiter, the
 * per-attempt timeout and the caller's signal.
 */
function generate(
  ctx: AiSdkContext,
  chat: readonly ChatMessage[],
  params: TurnParams,
  output: StructuredOutput | undefined,
  options: CallOptions,
): Promise<GeneratedStep> {
  const messages = toModelMessages(chat)
  // Tools offered without `execute`: the model's calls come back to Karenina's loop (one step per call).
  const tools: ToolSet = Object.fromEntries(
    (params.tools ?? []).map((tool) => [tool.name, ctx.ai.tool({ description: tool.description, inputSchema: ctx.ai.jsonSchema(tool.parameters) })]),
  )
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
        ...(params.tools && params.tools.length > 0 ? { tools } : {}),
        ...(output ? { output } : {}),
        ...(abortSignal ? { abortSignal } : {}),
        // OpenAI's strict mode rejects the optional fields judge schemas have; the ladder validates instead.
        providerOptions: { openai: { strictJsonSchema: false } },
      })) as GeneratedStep
    } catch (error) {
      // The AI SDK parses structured output itself and throws when the reply is not clean JSON; Karenina's
      // ladder reads the reply text instead (fences, prose, truncation are recovered there).
      if (output && ctx.ai.NoObjectGeneratedError.isInstance(error) && !signal?.aborted) {
        return { text: error.text ?? '', toolCalls: [], usage: error.usage, finishReason: error.finishReason ?? 'unknown' }
      }
      throw mapAiSdkError(ctx.ai, error, ctx.runtime.provider, { caller: signal, timeout })
    }
  })
}

/**
 * Translates an error of an AI SDK call into a ProviderError (status, category, retry-after), as the
 * OpenAI and Anthropic adapters do: 429/529 → rate limit, 408 → timeout, 5xx and truncated bodies → server
 * error, 401/403 and other 4xx → permanent, no response → connection; the caller's abort stays an abort, the
 * attempt's own timeout is a timeout.
 */
export function mapAiSdkError(
  ai: AiModule,
  error: unknown,
  provider: string,
  signals: { caller: AbortSignal | undefined; timeout: AbortSignal | undefined },
): unknown {
  if (signals.caller?.aborted) return signals.caller.reason
  if (signals.timeout?.aborted) return new ProviderError(provider, 'request timed out', { category: 'timeout', cause: error })
  if (ai.APICallError.isInstance(error)) {
    error.message = redactSecrets(error.message)
    const status = error.statusCode
    if (status === undefined) {
      return new ProviderError(provider, `connection failed (${error.message})`, { category: error.isRetryable ? 'connection' : 'permanent', cause: error })
    }
    const headers = new Headers(error.responseHeaders ?? {})
    // 529: Anthropic's "overloaded".
    return httpProviderError(provider, error, status, headers, categoryOfStatus(status, headers, [429, 529], true))
  }
  if (ai.EmptyResponseBodyError.isInstance(error) || ai.JSONParseError.isInstance(error) || ai.InvalidResponseDataError.isInstance(error)) {
    return new ProviderError(provider, `malformed response (${error.message})`, { category: 'server_error', cause: error })
  }
  if (ai.LoadAPIKeyError.isInstance(error)) return new ProviderError(provider, error.message, { category: 'permanent', cause: error })
  return error
}

/**
 * The ports' model call over an AI SDK LanguageModel, and native structured output through `generateText` with
 * `Output.object` (the provider's JSON schema mode or forced tool, as the AI SDK chooses).
 */
export function aiSdkKit(ctx: AiSdkContext): ProviderKit {
  const turn: ProviderKit['turn'] = async (messages, params, options) => {
    const result = await generate(ctx, messages, params, undefined, options)
    return { message: assistantMessageOf(result), usage: aiSdkUsage(ctx.display, result.usage), finishReason: result.finishReason }
  }
  const native: ProviderKit['native'] = (request) => async (messages, schema, schemaName, options) => {
    const output = ctx.ai.Output.object({ schema: ctx.ai.jsonSchema(schema), name: schemaName })
    const result = await generate(ctx, messages, { temperature: request.temperature }, output, options)
    // The text, never `result.output`: the ladder validates (and repairs) it with the template's own rules.
    return { text: result.text, usage: aiSdkUsage(ctx.display, result.usage) }
  }
  return { config: ctx.config, identity: ctx.identity, display: ctx.display, compat: ctx.compat, turn, native }
}
