import type { IncomingHttpHeaders } from 'node:http'
import type { Endpoint, NormalizedRequest, NormalizedResponseFormat, NormalizedToolChoice, Provider } from './normalized-request.js'

/** What the server answered to one request. */
export interface RecordedReply {
  /** The reply kind, or `unmatched` (no rule), `bad-request` (unreadable request), `script-error` (a rule misfired). */
  kind: string
  /** HTTP status sent, or `null` when nothing was sent (hang, connection reset, client gone). */
  status: number | null
  /** The JSON body sent, when there was one. */
  body?: unknown
  /** Milliseconds of scripted latency applied. */
  delayMs: number
}

/** One request the server received, as tests inspect it in `server.requests` (the request's fields as it was read). */
export interface RecordedRequest extends Pick<NormalizedRequest, 'messages' | 'system' | 'lastUserText' | 'tools' | 'input'> {
  /** 1-based arrival order. */
  seq: number
  /** `undefined` when the path belongs to no known endpoint. */
  provider: Provider | undefined
  endpoint: Endpoint | undefined
  method: string
  path: string
  model: string | undefined
  toolChoice: NormalizedToolChoice | undefined
  responseFormat: NormalizedResponseFormat | undefined
  /** Parsed JSON body, or the raw text when it was not JSON. */
  body: unknown
  /** Request headers with credential values replaced by `[redacted]`. */
  headers: Record<string, string>
  /** Whether a credential header (`authorization`, `x-api-key`, `api-key`) was sent; its value is never kept. */
  apiKeySent: boolean
  /** Arrival time from the server's clock (ms since epoch). */
  timestamp: number
  /** Filled in once the reply is decided (a hang: `status: null`); `undefined` while a delay runs. */
  reply: RecordedReply | undefined
}

/** The fields of a request its record keeps, once the body is read. */
export function recordedFields(request: NormalizedRequest): Partial<RecordedRequest> {
  const { provider, endpoint, model, messages, system, lastUserText, tools, toolChoice, responseFormat, input } = request
  return { provider, endpoint, model, messages, system, lastUserText, tools, toolChoice, responseFormat, input }
}

const CREDENTIAL_HEADERS = new Set(['authorization', 'proxy-authorization', 'x-api-key', 'api-key', 'cookie'])
/** The headers the SDKs send an API key in. */
export const API_KEY_HEADERS = ['authorization', 'x-api-key', 'api-key'] as const

/** Copies headers, replacing the value of every credential header so no secret is retained. */
export function redactHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    out[name] = CREDENTIAL_HEADERS.has(name) ? '[redacted]' : Array.isArray(value) ? value.join(', ') : value
  }
  return out
}

/** True when the request carried an API key in any header the SDKs use. */
export function hasApiKey(headers: IncomingHttpHeaders): boolean {
  return API_KEY_HEADERS.some((name) => {
    const value = headers[name]
    return typeof value === 'string' && value.trim() !== ''
  })
}
