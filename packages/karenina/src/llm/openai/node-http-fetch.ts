import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest, type RequestOptions } from 'node:https'
import { urlToHttpOptions } from 'node:url'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import { bufferedResponse } from './buffered-response.js'

// Why not globalThis.fetch: Node's fetch (undici) registers every Request and Response with a
// FinalizationRegistry, and V8's minor GC treats registry targets as live. Each request's whole state
// (request, response, streams, headers, and what they reference) is therefore promoted to the old
// generation and only freed by a full GC: on a long batch run this is most of the heap growth. A buffered
// request over node:http holds nothing beyond the call.

/**
 * Where a caller's cancellation signal travels to this transport, as a key of the SDK's per-request
 * `fetchOptions` (which the SDK copies into the `fetch` init). Given the signal as its own `signal`
 * option instead, the SDK composes it with `AbortSignal.any` and weak callbacks, which again keeps each
 * request reachable until a full GC; the SDK's own controller (its timeout) still arrives as `init.signal`.
 */
export const CALLER_SIGNAL: unique symbol = Symbol('karenina.callerSignal')

/** The `fetch` init entries that carry a caller's signal to {@link nodeHttpFetch}. */
export function callerSignalInit(signal: AbortSignal): { [CALLER_SIGNAL]: AbortSignal } {
  return { [CALLER_SIGNAL]: signal }
}

function callerSignalOf(init: RequestInit | undefined): AbortSignal | undefined {
  return (init as { [CALLER_SIGNAL]?: AbortSignal } | undefined)?.[CALLER_SIGNAL]
}

/** `init` keys this transport implements; any other (e.g. undici's `dispatcher`) goes to globalThis.fetch. */
const HANDLED_INIT_KEYS = new Set(['method', 'headers', 'body', 'signal', 'redirect'])
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])

/** A request URL parsed once, with the options node:http would derive from it on every request. */
interface Target {
  url: URL
  options: RequestOptions
}

// An SDK client sends every call to the same few URLs: parsing each (and node:http deriving its options from
// the URL object again) was measurable per request. Bounded, as a run only ever sees a handful.
const targets = new Map<string, Target | null>()

function targetOf(input: string | URL): Target | null {
  if (input instanceof URL) return webTarget(input)
  let target = targets.get(input)
  if (target === undefined) {
    target = URL.canParse(input) ? webTarget(new URL(input)) : null
    if (targets.size >= 64) targets.clear()
    targets.set(input, target)
  }
  return target
}

function webTarget(url: URL): Target | null {
  return url.protocol === 'http:' || url.protocol === 'https:' ? { url, options: urlToHttpOptions(url) } : null
}

function isHandled(input: string | URL | Request, init: RequestInit | undefined): Target | null {
  if (input instanceof Request) return null
  const target = targetOf(input)
  if (target === null || init === undefined) return target
  for (const key in init) if (!HANDLED_INIT_KEYS.has(key) && init[key as keyof RequestInit] !== undefined) return null
  const body = init.body
  if (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof Uint8Array) && !(body instanceof ArrayBuffer)) return null
  return target
}

function requestHeaders(init: RequestInit | undefined, body: Buffer | null): Record<string, string> {
  const headers: Record<string, string> = {}
  const given = init?.headers
  // The SDK passes a Headers object: read it as is rather than copying it into another one.
  const source = given instanceof Headers ? given : new Headers(given)
  source.forEach((value, key) => (headers[key] = value))
  // What fetch sends by default; the body is decoded below, as fetch does.
  headers['accept'] ??= '*/*'
  headers['accept-encoding'] ??= 'gzip, deflate, br'
  if (body !== null) headers['content-length'] = String(body.length)
  return headers
}

/**
 * The headers as node:http's flat `[name, value, ...]` form, with the Host header node:http would add. Given an
 * object, ClientRequest validates and stores each header twice (setHeader, then the head); given this array, once.
 */
function flatHeaders(headers: Record<string, string>, url: URL): string[] {
  const flat: string[] = []
  if (!('host' in headers)) flat.push('Host', url.host)
  for (const key in headers) flat.push(key, headers[key]!)
  return flat
}

/**
 * The Content-Encoding and Location of a reply as node:http's `headers` gives them (repeated encodings joined
 * with ", ", the first Location), read from `rawHeaders`: that getter builds an object of every header per reply.
 */
function encodingAndLocation(rawHeaders: readonly string[]): { encoding: string | undefined; location: string | undefined } {
  let encoding: string | undefined
  let location: string | undefined
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!
    if (name.length === 16 && name.toLowerCase() === 'content-encoding') encoding = encoding === undefined ? rawHeaders[i + 1] : `${encoding}, ${rawHeaders[i + 1]}`
    else if (name.length === 8 && location === undefined && name.toLowerCase() === 'location') location = rawHeaders[i + 1]
  }
  return { encoding, location }
}

function decoded(response: IncomingMessage, contentEncoding: string | undefined): NodeJS.ReadableStream {
  const encoding = contentEncoding?.trim().toLowerCase()
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(createGunzip())
  if (encoding === 'deflate') return response.pipe(createInflate())
  if (encoding === 'br') return response.pipe(createBrotliDecompress())
  return response
}

/**
 * The response with the reply's headers appended as received (repeats kept). Appended to the Response's own
 * Headers: given a Headers object as `init.headers`, the constructor would validate and copy every header again.
 */
function responseWith(body: Buffer | ReadableStream<Uint8Array> | null, status: number, statusText: string, rawHeaders: readonly string[]): Response {
  // A whole body is kept as bytes (see buffered-response.ts); a failing or null body is a plain Response's.
  const response = body instanceof Uint8Array ? bufferedResponse(body, { status, statusText }) : new Response(body, { status, statusText })
  const headers = response.headers
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) headers.append(rawHeaders[i]!, rawHeaders[i + 1]!)
  return response
}

/** A response whose body fails when read, as fetch's does when the connection drops mid-body. */
function failingBody(cause: unknown): ReadableStream<Uint8Array> {
  return new ReadableStream({ start: (controller) => controller.error(new TypeError('terminated', { cause })) })
}

function anySignal(signal: AbortSignal | null | undefined, callerSignal: AbortSignal): AbortSignal {
  return signal ? AbortSignal.any([signal, callerSignal]) : callerSignal
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError')
}

/** A response read whole; `failure` when the connection broke after the headers. */
interface BufferedReply {
  status: number
  statusText: string
  /** node:http's `rawHeaders`: names and values alternating, as received. */
  rawHeaders: string[]
  /** The Location header, for redirects. */
  location: string | undefined
  bytes: Buffer | null
  failure: unknown
}

/** One HTTP exchange; rejects with the abort reason of whichever signal fired, else a fetch-style TypeError. */
function exchange(target: Target, init: RequestInit | undefined, signal: AbortSignal | undefined, callerSignal: AbortSignal | undefined): Promise<BufferedReply> {
  const rawBody = init?.body ?? null
  const body =
    rawBody === null ? null : typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody instanceof ArrayBuffer ? Buffer.from(rawBody) : Buffer.from(rawBody as Uint8Array)
  const { url } = target
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  const abortedBy = () => (callerSignal?.aborted ? callerSignal : signal?.aborted ? signal : null)
  return new Promise((resolve, reject) => {
    // The URL's options as node:http derives them (cached per URL), rather than the URL to derive them from again.
    const req = send({ ...target.options, method: (init?.method ?? 'GET').toUpperCase(), headers: flatHeaders(requestHeaders(init, body), url) })
    // Both signals are listened to only while the request is open (plain listeners, removed on close): given as
    // node:http's `signal` option, the SDK's would cost an end-of-stream watcher on every request.
    const onAbort = () => req.destroy(new DOMException('This operation was aborted', 'AbortError'))
    signal?.addEventListener('abort', onAbort, { once: true })
    callerSignal?.addEventListener('abort', onAbort, { once: true })
    req.on('close', () => {
      signal?.removeEventListener('abort', onAbort)
      callerSignal?.removeEventListener('abort', onAbort)
    })
    req.on('error', (error) => {
      const by = abortedBy()
      reject(by ? abortReason(by) : new TypeError('fetch failed', { cause: error }))
    })
    req.on('response', (response) => {
      const rawHeaders = response.rawHeaders
      const { encoding, location } = encodingAndLocation(rawHeaders)
      const head = { status: response.statusCode ?? 0, statusText: response.statusMessage ?? '', rawHeaders, location }
      const chunks: Buffer[] = []
      let settled = false
      const finish = (failure: unknown) => {
        if (settled) return
        settled = true
        const by = abortedBy()
        if (by) reject(abortReason(by))
        else resolve({ ...head, bytes: failure === null ? Buffer.concat(chunks) : null, failure })
      }
      const stream = decoded(response, encoding)
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => finish(null))
      stream.on('error', (error) => finish(error))
      response.on('aborted', () => finish(new Error('the connection closed before the response body was complete')))
      response.on('error', (error) => finish(error))
    })
    req.end(body ?? undefined)
  })
}

/**
 * A `fetch` for the provider SDKs over node:http(s): the response body is read whole, then handed over as
 * a standard `Response`. It behaves as fetch for what the SDKs send (string or byte bodies, an abort
 * signal): a transport failure rejects with `TypeError('fetch failed', { cause })`, an abort with the
 * signal's reason, a body cut mid-way fails when read, gzip/deflate/br bodies are decoded. Redirects and
 * anything else (a `Request` input, stream bodies, undici options) are delegated to `globalThis.fetch`.
 * A caller's signal may also come as `init[CALLER_SIGNAL]` (see {@link callerSignalInit}).
 * @example
 * const client = new OpenAI({ apiKey, fetch: nodeHttpFetch })
 */
export async function nodeHttpFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const target = isHandled(input, init)
  const callerSignal = callerSignalOf(init)
  const delegate = () => globalThis.fetch(input, callerSignal ? { ...init, signal: anySignal(init?.signal, callerSignal) } : init)
  if (target === null) return delegate()
  const signal = init?.signal ?? undefined
  if (callerSignal?.aborted) throw abortReason(callerSignal)
  if (signal?.aborted) throw abortReason(signal)
  const { status, statusText, rawHeaders, location, bytes, failure } = await exchange(target, init, signal, callerSignal)
  if (REDIRECT_STATUSES.has(status) && location !== undefined && (init?.redirect ?? 'follow') !== 'manual') return delegate()
  const responseBody = NULL_BODY_STATUSES.has(status) ? null : failure !== null ? failingBody(failure) : bytes
  return responseWith(responseBody, status, statusText, rawHeaders)
}
