import type { JsonValue, NormalizedRequest } from './normalized-request.js'

/** Token counts to report instead of the server's estimate. */
export interface UsageOverride {
  inputTokens?: number
  outputTokens?: number
}

/** A tool call the scripted model makes. */
export interface ToolCallSpec {
  name: string
  arguments: JsonValue
  /** Defaults to a sequential `call_…` (OpenAI) or `toolu_…` (Anthropic) id. */
  id?: string
}

/** Plain assistant text. `finishReason: 'length'` simulates a reply cut off by `max_tokens`. */
export interface TextReply {
  kind: 'text'
  text: string
  finishReason?: 'stop' | 'length'
  usage?: UsageOverride
}

/**
 * A JSON value, rendered in the shape the request asked for: the forced tool's input (Anthropic
 * `tool_use`, OpenAI `tool_calls`) when one tool is forced, otherwise the message text.
 */
export interface JsonReply {
  kind: 'json'
  value: JsonValue
  usage?: UsageOverride
}

/** One or more tool calls, with optional text before them. */
export interface ToolCallsReply {
  kind: 'tool-calls'
  calls: ToolCallSpec[]
  text?: string
  usage?: UsageOverride
}

/** Embedding vectors: one vector for every input, or exactly one per input. */
export interface EmbeddingReply {
  kind: 'embedding'
  vectors: number[][]
}

/** An HTTP error in the provider's error shape. */
export interface HttpErrorReply {
  kind: 'http-error'
  status: number
  message?: string
  /** Sent as `retry-after` (seconds, may be fractional). */
  retryAfterSeconds?: number
  /** Sent as `retry-after-ms`, which the official SDKs prefer over `retry-after`. */
  retryAfterMs?: number
  /** Sent as `x-should-retry`, which overrides the SDKs' status-based retry decision. */
  shouldRetry?: boolean
  /** Overrides the provider error `type` derived from the status. */
  errorType?: string
  /** OpenAI `error.code`. */
  code?: string
  /**
   * Appends the request's credential headers (`authorization`, `x-api-key`, `api-key`) verbatim to the
   * message, as a misbehaving proxy or provider does: tests that keys never reach logs or reports.
   */
  echoCredentials?: boolean
}

/** Never answer: the socket stays open until the client gives up or the server closes. */
export interface HangReply {
  kind: 'hang'
}

/** A 200 response whose JSON body is cut off mid-way. */
export interface MalformedJsonReply {
  kind: 'malformed-json'
}

/** Drop the TCP connection (RST) without a response. */
export interface ConnectionResetReply {
  kind: 'connection-reset'
}

/** JSON wrapped in a Markdown ```json fence, as message text. `value` defaults to a schema sample. */
export interface FencedJsonReply {
  kind: 'fenced-json'
  value?: JsonValue
}

/** JSON surrounded by chatty prose, as message text. `value` defaults to a schema sample. */
export interface ChattyJsonReply {
  kind: 'chatty-json'
  value?: JsonValue
}

/** A JSON value that breaks the requested schema, rendered like {@link JsonReply}. */
export interface SchemaViolationReply {
  kind: 'schema-violation'
  /** Defaults to a value of the wrong type for every property of the requested schema. */
  value?: JsonValue
}

/** An empty answer: `content: ''` (OpenAI), `content: []` (Anthropic). */
export interface EmptyReply {
  kind: 'empty'
}

/**
 * A verbatim HTTP response, e.g. a recorded wire body from a test fixture file. The body is sent
 * as is when it is a string, else as JSON; `content-type` defaults to `application/json`.
 */
export interface RawReply {
  kind: 'raw'
  /** @default 200 */
  status?: number
  body: unknown
  headers?: Record<string, string>
}

/** Everything the scripted model can answer. */
export type Reply =
  | TextReply
  | JsonReply
  | ToolCallsReply
  | EmbeddingReply
  | HttpErrorReply
  | HangReply
  | MalformedJsonReply
  | ConnectionResetReply
  | FencedJsonReply
  | ChattyJsonReply
  | SchemaViolationReply
  | EmptyReply
  | RawReply

/** The discriminant of {@link Reply}. */
export type ReplyKind = Reply['kind']

/** Context passed to reply functions. */
export interface ReplyContext {
  /** 1-based count of requests this rule has answered, this one included. */
  call: number
}

/** Computes a reply from the request; a string is shorthand for a text reply. */
export type ReplyFunction = (request: NormalizedRequest, context: ReplyContext) => string | Reply | Promise<string | Reply>

/** What `server.on()` accepts: a string (text), a {@link Reply}, or a {@link ReplyFunction}. */
export type ReplyInput = string | Reply | ReplyFunction

/** Builders for successful replies. */
export const reply = {
  /** Plain text. */
  text: (text: string, options: Omit<TextReply, 'kind' | 'text'> = {}): TextReply => ({ kind: 'text', text, ...options }),
  /** A JSON value, shaped as the request asked (structured output content or forced tool input). */
  json: (value: JsonValue, options: { usage?: UsageOverride } = {}): JsonReply => ({ kind: 'json', value, ...options }),
  /** One tool call. */
  toolCall: (name: string, args: JsonValue, options: { id?: string; text?: string } = {}): ToolCallsReply => ({
    kind: 'tool-calls',
    calls: [options.id === undefined ? { name, arguments: args } : { name, arguments: args, id: options.id }],
    ...(options.text === undefined ? {} : { text: options.text }),
  }),
  /** Several tool calls in one turn. */
  toolCalls: (calls: ToolCallSpec[], options: { text?: string } = {}): ToolCallsReply => ({
    kind: 'tool-calls',
    calls,
    ...options,
  }),
  /** An embedding: one vector reused for every input, or a list with one vector per input. */
  embedding: (vectors: number[] | number[][]): EmbeddingReply => ({
    kind: 'embedding',
    vectors: isMatrix(vectors) ? vectors : [vectors],
  }),
  /** A verbatim response (a recorded wire body), for either provider and endpoint. */
  raw: (body: unknown, options: Omit<RawReply, 'kind' | 'body'> = {}): RawReply => ({ kind: 'raw', body, ...options }),
} as const

/** Options of an HTTP error fault: the fields of {@link HttpErrorReply} but its kind and status. */
export type HttpErrorOptions = Omit<HttpErrorReply, 'kind' | 'status'>

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

function isMatrix(v: number[] | number[][]): v is number[][] {
  return v.length > 0 && Array.isArray(v[0])
}

/** Normalizes a string shorthand to a text reply. */
export function toReply(value: string | Reply): Reply {
  return typeof value === 'string' ? { kind: 'text', text: value } : value
}
