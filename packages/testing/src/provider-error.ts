import type { Provider } from './normalized-request.js'
import type { HttpErrorReply } from './reply.js'

/** An HTTP error about to be sent. */
type ErrorSpec = Pick<HttpErrorReply, 'status' | 'errorType' | 'code'> & { message: string }

// Anthropic documents one error type per status; other 4xx are invalid_request_error.
const ANTHROPIC_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  529: 'overloaded_error',
}

const OPENAI_CODES: Record<number, string> = {
  401: 'invalid_api_key',
  404: 'not_found',
  429: 'rate_limit_exceeded',
}

/**
 * The error body in the provider's shape: OpenAI `{ error: { message, type, param, code } }`,
 * Anthropic `{ type: 'error', error: { type, message }, request_id }`.
 */
export function providerErrorBody(provider: Provider, error: ErrorSpec, requestId: string): Record<string, unknown> {
  if (provider === 'anthropic') {
    const type = error.errorType ?? ANTHROPIC_TYPES[error.status] ?? (error.status >= 500 ? 'api_error' : 'invalid_request_error')
    return { type: 'error', error: { type, message: error.message }, request_id: requestId }
  }
  const type =
    error.errorType ?? (error.status === 429 ? 'requests' : error.status >= 500 ? 'server_error' : 'invalid_request_error')
  return { error: { message: error.message, type, param: null, code: error.code ?? OPENAI_CODES[error.status] ?? null } }
}
