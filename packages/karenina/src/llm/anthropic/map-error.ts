import { AnthropicError, APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from '@anthropic-ai/sdk'
import { mapSdkError, type SdkErrorClasses } from '../map-sdk-error.js'

const ANTHROPIC_ERRORS: SdkErrorClasses = {
  base: AnthropicError,
  apiError: APIError,
  userAbort: APIUserAbortError,
  connection: APIConnectionError,
  connectionTimeout: APIConnectionTimeoutError,
}

/** Translates an error of `@anthropic-ai/sdk` into a ProviderError (see `mapSdkError`); 529 "overloaded" is a rate limit. */
export function mapAnthropicError(error: unknown, signal: AbortSignal | undefined, provider = 'anthropic'): unknown {
  return mapSdkError(error, signal, { provider, classes: ANTHROPIC_ERRORS, rateLimitStatuses: [429, 529] })
}
