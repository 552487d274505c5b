import type { ErrorCategory } from '../errors/error-category.js'
import { ProviderError } from '../errors/provider-error.js'
import { redactSecrets, redactSecretsDeep } from '../errors/redact-secrets.js'

type ErrorClass = abstract new (...args: never[]) => Error

/**
 * The error classes of a Stainless-generated SDK (`openai`, `@anthropic-ai/sdk`), as both export them: the
 * same hierarchy, so one translation serves both and each provider passes its classes.
 */
export interface SdkErrorClasses {
  /** The SDK's root class (`OpenAIError`, `AnthropicError`). */
  base: ErrorClass
  /** An HTTP error response: `status` and `headers`. */
  APIError: ErrorClass
  APIUserAbortError: ErrorClass
  APIConnectionError: ErrorClass
  /** A subclass of `APIConnectionError`, so it is tested first. */
  APIConnectionTimeoutError: ErrorClass
}

export interface SdkErrorMapping {
  provider: string
  classes: SdkErrorClasses
  /** Statuses that mean "slow down": 429, and for Anthropic 529 "overloaded" (spec 05 §2.3). @default [429] */
  rateLimitStatuses?: readonly number[]
}

/**
 * The error category of an HTTP error response. `truncatedSuccess`: a status below 400 means a 2xx whose body
 * could not be read (truncated JSON), a server error (the AI SDK reports those with the response's status).
 */
export function categoryOfStatus(
  status: number,
  headers: Headers | undefined,
  rateLimitStatuses: readonly number[],
  truncatedSuccess = false,
): ErrorCategory {
  // The server's explicit hint wins, as in the SDKs' own retry logic.
  const hint = headers?.get('x-should-retry')
  if (hint === 'false') return 'permanent'
  if (rateLimitStatuses.includes(status)) return 'rate_limit'
  if (status === 408) return 'timeout'
  if (status >= 500 || (truncatedSuccess && status < 400)) return 'server_error'
  return hint === 'true' ? 'server_error' : 'permanent'
}

/** The ProviderError of an SDK's HTTP error response: its message, status, category and the wait the server asked for. */
export function httpProviderError(provider: string, error: Error, status: number, headers: Headers | undefined, category: ErrorCategory): ProviderError {
  const after = retryAfterMs(headers)
  return new ProviderError(provider, error.message, { status, category, ...(after === undefined ? {} : { retryAfterMs: after }), cause: error })
}

/**
 * Removes credentials an error response echoed (`Bearer sk-…`) from the SDK error, which stays reachable
 * as the ProviderError's `cause`: its message and its parsed error body.
 */
function scrubSdkError(error: Error): void {
  error.message = redactSecrets(error.message)
  const body = (error as Error & { error?: unknown }).error
  if (body !== undefined && body !== null && typeof body === 'object') (error as Error & { error?: unknown }).error = redactSecretsDeep(body)
}

/**
 * Translates an SDK error into a ProviderError (status, category, retry-after); an abort becomes the
 * caller's abort reason; a truncated 200 body is a retryable server error. Anything else is returned as is.
 */
export function mapSdkError(error: unknown, signal: AbortSignal | undefined, mapping: SdkErrorMapping): unknown {
  const { provider, classes } = mapping
  if (error instanceof classes.base) scrubSdkError(error)
  if (signal?.aborted) return signal.reason
  if (error instanceof classes.APIUserAbortError) return new DOMException('The operation was aborted.', 'AbortError')
  if (error instanceof classes.APIConnectionTimeoutError)
    return new ProviderError(provider, `request timed out (${error.message})`, { category: 'timeout', cause: error })
  if (error instanceof classes.APIConnectionError)
    return new ProviderError(provider, `connection failed (${error.message})`, { category: 'connection', cause: error })
  if (error instanceof classes.APIError) {
    const { status, headers: rawHeaders } = error as Error & { status?: unknown; headers?: unknown }
    if (typeof status === 'number') {
      const headers = rawHeaders instanceof Headers ? rawHeaders : undefined
      return httpProviderError(provider, error, status, headers, categoryOfStatus(status, headers, mapping.rateLimitStatuses ?? [429]))
    }
  }
  if (error instanceof SyntaxError)
    return new ProviderError(provider, `malformed response body (${error.message})`, { category: 'server_error', cause: error })
  if (error instanceof classes.base) return new ProviderError(provider, error.message, { cause: error })
  return error
}

/**
 * The wait a server asked for, in ms: `retry-after-ms` (OpenAI/Anthropic extension) first, then
 * `retry-after` as seconds or an HTTP date. `undefined` when absent, unparseable or negative.
 */
export function retryAfterMs(headers: Headers | undefined | null, now: number = Date.now()): number | undefined {
  if (!headers) return undefined
  const ms = headers.get('retry-after-ms')
  if (ms !== null && ms.trim() !== '') {
    const value = Number.parseFloat(ms)
    if (Number.isFinite(value) && value >= 0) return value
  }
  const after = headers.get('retry-after')
  if (after === null || after.trim() === '') return undefined
  const seconds = Number(after.trim())
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined
  const date = Date.parse(after)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}
