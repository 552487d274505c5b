import type { IncomingMessage, ServerResponse } from 'node:http'
import { renderAnthropicMessage } from './anthropic-messages.js'
import { renderAnthropicStream } from './anthropic-stream.js'
import type { NormalizedRequest, Provider } from './normalized-request.js'
import { renderOpenAiChat } from './openai-chat.js'
import { renderOpenAiEmbeddings } from './openai-embeddings.js'
import { renderOpenAiResponse } from './openai-responses.js'
import { providerErrorBody } from './provider-error.js'
import { API_KEY_HEADERS, type RecordedReply } from './recorded-request.js'
import type { Outcome } from './resolve-reply.js'
import type { IdSource } from './wire-values.js'

/** What was sent, for the request log. */
type Sent = Pick<RecordedReply, 'status' | 'body'>

/** Writes an outcome to the wire. A hang writes nothing and leaves the socket open. */
export function sendOutcome(
  outcome: Outcome,
  provider: Provider,
  request: NormalizedRequest | undefined,
  req: IncomingMessage,
  res: ServerResponse,
  ids: IdSource,
): Sent {
  const requestId = ids.next('req_')
  // Each provider's header for its request id.
  const idHeader = { [provider === 'anthropic' ? 'request-id' : 'x-request-id']: requestId }
  switch (outcome.type) {
    case 'hang':
      return { status: null }
    case 'connection-reset':
      // RST rather than FIN, so the client sees ECONNRESET as from a dropped connection.
      req.socket.resetAndDestroy()
      return { status: null }
    case 'malformed-json': {
      const text = provider === 'anthropic'
        ? '{"id":"msg_truncated","type":"message","role":"assistant","content":[{"type":"text","text":"The answ'
        : '{"id":"chatcmpl-truncated","object":"chat.completion","choices":[{"index":0,"message":{"role":"assis'
      writeText(res, 200, text, idHeader)
      return { status: 200, body: text }
    }
    case 'raw': {
      const text = typeof outcome.body === 'string' ? outcome.body : JSON.stringify(outcome.body)
      writeText(res, outcome.status, text, { ...idHeader, ...lowerCaseKeys(outcome.headers) })
      return { status: outcome.status, body: outcome.body }
    }
    case 'error': {
      const body = providerErrorBody(provider, outcome.echoCredentials ? { ...outcome, message: `${outcome.message}; received ${credentialHeaders(req)}` } : outcome, requestId)
      const headers: Record<string, string> = { ...idHeader }
      if (outcome.retryAfterSeconds !== undefined) headers['retry-after'] = String(outcome.retryAfterSeconds)
      if (outcome.retryAfterMs !== undefined) headers['retry-after-ms'] = String(outcome.retryAfterMs)
      if (outcome.shouldRetry !== undefined) headers['x-should-retry'] = String(outcome.shouldRetry)
      writeText(res, outcome.status, JSON.stringify(body), headers)
      return { status: outcome.status, body }
    }
    case 'embeddings':
    case 'message': {
      if (request === undefined) throw new Error('a success outcome needs a parsed request')
      const body = renderSuccess(outcome, provider, request, ids)
      if (provider === 'anthropic' && request.body['stream'] === true) {
        writeText(res, 200, renderAnthropicStream(body), { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...idHeader })
      } else {
        writeText(res, 200, JSON.stringify(body), idHeader)
      }
      return { status: 200, body }
    }
  }
}

/** The success body of an outcome, as the provider's endpoint renders it (batched requests too). */
export function renderSuccess(
  outcome: Extract<Outcome, { type: 'message' | 'embeddings' }>,
  provider: Provider,
  request: NormalizedRequest,
  ids: IdSource,
): Record<string, unknown> {
  if (outcome.type === 'embeddings') return renderOpenAiEmbeddings(outcome.vectors, request)
  if (provider === 'anthropic') return renderAnthropicMessage(outcome, request, ids)
  return request.wireApi === 'responses' ? renderOpenAiResponse(outcome, request, ids) : renderOpenAiChat(outcome, request, ids)
}

// The credential headers as sent, for `fault.leakCredentials` (deliberately unredacted).
function credentialHeaders(req: IncomingMessage): string {
  const sent = API_KEY_HEADERS.flatMap((name) => {
    const value = req.headers[name]
    return value === undefined ? [] : [`${name}: ${Array.isArray(value) ? value.join(', ') : value}`]
  })
  return sent.length > 0 ? sent.join(', ') : 'no credentials'
}

export function writeText(res: ServerResponse, status: number, text: string, headers: Record<string, string>): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  })
  res.end(text)
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
}
