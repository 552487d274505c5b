import type { JsonValue } from './normalized-request.js'
import type {
  ChattyJsonReply,
  ConnectionResetReply,
  EmptyReply,
  FencedJsonReply,
  HangReply,
  HttpErrorReply,
  MalformedJsonReply,
  SchemaViolationReply,
} from './reply.js'

/** Options of an HTTP error fault. */
export interface HttpErrorOptions {
  message?: string
  /** `retry-after` header, in seconds. */
  retryAfterSeconds?: number
  /** `retry-after-ms` header. */
  retryAfterMs?: number
  /** `x-should-retry` header. */
  shouldRetry?: boolean
  errorType?: string
  code?: string
  /** Append the request's credential headers verbatim to the message (see {@link fault.leakCredentials}). */
  echoCredentials?: boolean
}

/** Builders for faults: transport failures, HTTP errors and misbehaving model output. */
export const fault = {
  /** Any HTTP error status, in the provider's error shape. */
  status: (status: number, options: HttpErrorOptions = {}): HttpErrorReply => ({ kind: 'http-error', status, ...options }),
  /** 429 rate limit; the official SDKs retry it, waiting `retry-after-ms`, else `retry-after`. */
  rateLimit: (options: HttpErrorOptions = {}): HttpErrorReply => ({
    kind: 'http-error',
    status: 429,
    message: 'Rate limit reached (scripted by @karenina/testing)',
    ...options,
  }),
  /** A 5xx error (500 by default; 503 for unavailable, 529 for Anthropic's overloaded). */
  serverError: (status: 500 | 502 | 503 | 504 | 529 = 500, options: HttpErrorOptions = {}): HttpErrorReply => ({
    kind: 'http-error',
    status,
    message: `Server error ${status} (scripted by @karenina/testing)`,
    ...options,
  }),
  /**
   * An HTTP error (401 by default) whose message echoes the request's credential headers verbatim
   * (`authorization: Bearer sk-…`), as a misbehaving proxy does: for tests that secrets never leak.
   */
  leakCredentials: (status = 401, options: HttpErrorOptions = {}): HttpErrorReply => ({
    kind: 'http-error',
    status,
    message: `Invalid credentials (scripted by @karenina/testing)`,
    shouldRetry: false,
    ...options,
    echoCredentials: true,
  }),
  /** Keep the socket open without answering, so the client's timeout fires. */
  hang: (): HangReply => ({ kind: 'hang' }),
  /** A 200 response with a truncated JSON body. */
  malformedJson: (): MalformedJsonReply => ({ kind: 'malformed-json' }),
  /** Reset the connection without answering. */
  connectionReset: (): ConnectionResetReply => ({ kind: 'connection-reset' }),
  /** JSON inside a ```json fence, as text. */
  fencedJson: (value?: JsonValue): FencedJsonReply =>
    value === undefined ? { kind: 'fenced-json' } : { kind: 'fenced-json', value },
  /** JSON inside chatty prose, as text. */
  chattyJson: (value?: JsonValue): ChattyJsonReply =>
    value === undefined ? { kind: 'chatty-json' } : { kind: 'chatty-json', value },
  /** A value that violates the requested schema. */
  schemaViolation: (value?: JsonValue): SchemaViolationReply =>
    value === undefined ? { kind: 'schema-violation' } : { kind: 'schema-violation', value },
  /** An empty answer. */
  empty: (): EmptyReply => ({ kind: 'empty' }),
} as const
