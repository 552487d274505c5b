import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError, OpenAIError } from 'openai'
import { mapSdkError, type SdkErrorClasses } from '../map-sdk-error.js'

const OPENAI_ERRORS: SdkErrorClasses = {
  base: OpenAIError,
  apiError: APIError,
  userAbort: APIUserAbortError,
  connection: APIConnectionError,
  connectionTimeout: APIConnectionTimeoutError,
}

/** Translates an error of the `openai` SDK into a ProviderError (see `mapSdkError`). */
export function mapOpenAiError(error: unknown, signal: AbortSignal | undefined, provider = 'openai'): unknown {
  return mapSdkError(error, signal, { provider, classes: OPENAI_ERRORS })
}
