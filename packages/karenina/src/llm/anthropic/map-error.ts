import { AnthropicError, APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from '@anthropic-ai/sdk'
import type { ErrorCategory } from '../../errors/error-category.js'
import { ProviderError } from '../../errors/provider-error.js'
import { retryAfterMs } from '../retry-after.js'

function categoryOfStatus(status: number, headers: Headers | undefined): ErrorCategory {
  const hint = headers?.get('x-should-retry')
  if (hint === 'false') return 'permanent'
  // 529 "overloaded" is Python's OverloadedError → rate_limit (spec 05 §2.3).
  if (status === 429 || status === 529) return 'rate_limit'
  if (status === 408) return 'timeout'
  if (status >= 500) return 'server_error'
  return hint === 'true' ? 'server_error' : 'permanent'
}

/**
 * Translates an error of `@anthropic-ai/sdk` into a ProviderError (status, category, retry-after); an abort
 * becomes the caller's abort reason; a truncated 200 body is a retryable server error.
 */
export function mapAnthropicError(error: unknown, signal: AbortSignal | undefined, provider = 'anthropic'): unknown {
  if (signal?.aborted) return signal.reason
  if (error instanceof APIUserAbortError) return new DOMException('The operation was aborted.', 'AbortError')
  if (error instanceof APIConnectionTimeoutError)
    return new ProviderError(provider, `request timed out (${error.message})`, { category: 'timeout', cause: error })
  if (error instanceof APIConnectionError)
    return new ProviderError(provider, `connection failed (${error.message})`, { category: 'connection', cause: error })
  if (error instanceof APIError && typeof error.status === 'number') {
    const headers = error.headers instanceof Headers ? error.headers : undefined
    const after = retryAfterMs(headers)
    return new ProviderError(provider, error.message, {
      status: error.status,
      category: categoryOfStatus(error.status, headers),
      ...(after === undefined ? {} : { retryAfterMs: after }),
      cause: error,
    })
  }
  if (error instanceof SyntaxError)
    return new ProviderError(provider, `malformed response body (${error.message})`, { category: 'server_error', cause: error })
  if (error instanceof AnthropicError) return new ProviderError(provider, error.message, { cause: error })
  return error
}
