import type { ErrorCategory } from '../../errors/error-category.js'
import { ProviderError } from '../../errors/provider-error.js'
import { redactSecrets } from '../../errors/redact-secrets.js'
import { retryAfterMs } from '../retry-after.js'
import type { AiModule } from './load-ai.js'

function categoryOf(status: number, headers: Headers): ErrorCategory {
  // The server's explicit hint wins, as in the SDKs' own retry logic (llm/map-sdk-error.ts).
  const hint = headers.get('x-should-retry')
  if (hint === 'false') return 'permanent'
  // 529: Anthropic's "overloaded".
  if (status === 429 || status === 529) return 'rate_limit'
  if (status === 408) return 'timeout'
  if (status >= 500) return 'server_error'
  // A 200 whose body could not be read (truncated JSON): the AI SDK reports it with the response's status.
  if (status < 400) return 'server_error'
  return hint === 'true' ? 'server_error' : 'permanent'
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
    const after = retryAfterMs(headers)
    return new ProviderError(provider, error.message, {
      status,
      category: categoryOf(status, headers),
      ...(after === undefined ? {} : { retryAfterMs: after }),
      cause: error,
    })
  }
  if (ai.EmptyResponseBodyError.isInstance(error) || ai.JSONParseError.isInstance(error) || ai.InvalidResponseDataError.isInstance(error)) {
    return new ProviderError(provider, `malformed response (${error.message})`, { category: 'server_error', cause: error })
  }
  if (ai.LoadAPIKeyError.isInstance(error)) return new ProviderError(provider, error.message, { category: 'permanent', cause: error })
  return error
}
