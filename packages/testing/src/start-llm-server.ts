import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { BatchApi, type BatchApiControl, type BatchApiOptions } from './batch-api.js'
import { decide, handleRequest } from './handle-request.js'
import { DEFAULT_EMBEDDING_DIMENSIONS } from './hashed-embedding.js'
import type { RecordedRequest } from './recorded-request.js'
import type { Reply, ReplyInput } from './reply.js'
import { ScriptedRule, type RuleHandle, type RuleMatcher } from './rule.js'
import type { IdSource } from './wire-values.js'

/** Options of {@link startLlmServer}. */
export interface LlmServerOptions {
  /**
   * Answer to a chat request no rule matches: `'error'` (a 404 naming the request, so the test
   * fails clearly), `'echo'` (the last user message, or a schema sample for structured requests),
   * or any reply. Unmatched embeddings requests always get the hashed default embedding.
   * @default 'error'
   */
  defaultReply?: 'error' | 'echo' | ReplyInput
  /**
   * Latency before every answer whose rule sets no `delayMs`, in ms.
   * @default 0
   */
  defaultDelayMs?: number
  /**
   * Size of default embeddings when the request sends no `dimensions`.
   * @default 64
   */
  embeddingDimensions?: number
  /**
   * Clock for request timestamps and `created`, in ms since epoch.
   * @default Date.now
   */
  now?: () => number
  /**
   * Port on 127.0.0.1.
   * @default 0 (an ephemeral port)
   */
  port?: number
  /** The emulated batch APIs (OpenAI Batch, Anthropic Message Batches): when a batch ends. */
  batch?: BatchApiOptions
}

/** Counters of a running server. */
export interface LlmServerStats {
  /** Requests received. */
  total: number
  /** Requests received and not yet answered (or abandoned by the client). */
  inFlight: number
  /** Highest `inFlight` seen: proves a client-side concurrency limit holds. */
  maxInFlight: number
  /** TCP connections accepted. */
  connections: number
  /** TCP connections open now. */
  openConnections: number
}

/** Which requests `failNext` faults apply to (as a rule's conditions; `endpoint` defaults to `'any'`), and how many. */
export interface FailNextOptions extends Pick<RuleMatcher, 'provider' | 'endpoint' | 'model' | 'delayMs'> {
  /**
   * How many requests get the fault.
   * @default 1
   */
  count?: number
}

/** A running loopback LLM server. */
export interface LlmServer extends AsyncDisposable {
  /** `http://127.0.0.1:<port>` */
  readonly url: string
  /** `baseURL` for the `openai` SDK: `${url}/v1`. */
  readonly openaiBaseURL: string
  /** `baseURL` for the `@anthropic-ai/sdk` SDK: `url`. */
  readonly anthropicBaseURL: string
  /**
   * The emulated OpenAI Batch API (`/v1/files`, `/v1/batches`) and Anthropic Message Batches
   * (`/v1/messages/batches`): each batched request is answered by the same rules as a live one when its
   * batch ends (after `batch.completeAfterPolls` status reads, never by a clock). Counts, hold, expiry.
   */
  readonly batches: BatchApiControl
  /** Every request received since start or the last `reset()`, in arrival order (a live view). */
  readonly requests: readonly RecordedRequest[]
  /** A snapshot of the counters. */
  readonly stats: LlmServerStats
  /** Adds a rule at the end of the ordered list; the first matching rule answers. */
  on(matcher: RuleMatcher, reply: ReplyInput): RuleHandle
  /** Answers the next `count` matching requests (any endpoint by default) with a reply, before any rule. */
  failNext(reply: Reply, options?: FailNextOptions): RuleHandle
  /** Clears rules, pending faults, the request log and the counters (in-flight requests still count). */
  reset(): void
  /** Stops listening and drops every connection, hanging ones included. Idempotent. */
  close(): Promise<void>
}

/**
 * Starts a real HTTP server on 127.0.0.1 that speaks the OpenAI (`/v1/chat/completions`,
 * `/v1/embeddings`) and Anthropic (`/v1/messages`) wire formats, answers from scripted rules,
 * injects faults on demand and records every request. Any API key is accepted and never stored.
 *
 * @example
 * ```ts
 * import OpenAI from 'openai'
 * import { startLlmServer, reply, fault } from '@karenina/testing'
 *
 * await using server = await startLlmServer()
 * server.on({ match: /capital of France/ }, 'Paris')
 * server.on({ match: 'dose' }, reply.json({ drug: 'imatinib', dose_mg: 400 }))
 * server.failNext(fault.rateLimit({ retryAfterMs: 10 }))
 *
 * const client = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'test', maxRetries: 1 })
 * const res = await client.chat.completions.create({
 *   model: 'gpt-4o-mini',
 *   messages: [{ role: 'user', content: 'What is the capital of France?' }],
 * })
 * res.choices[0]?.message.content              // 'Paris', after one retried 429
 * server.requests.map((r) => r.reply?.status)  // [429, 200]
 * ```
 */
export async function startLlmServer(options: LlmServerOptions = {}): Promise<LlmServer> {
  const server = new LoopbackLlmServer(options)
  await server.listen(options.port ?? 0)
  return server
}

/** The server; request handlers read and update its state. */
export class LoopbackLlmServer implements LlmServer {
  readonly requests: RecordedRequest[] = []
  /** `failNext` faults, consulted before the rules. */
  readonly priorityRules: ScriptedRule[] = []
  readonly rules: ScriptedRule[] = []
  /** `'error'`, `'echo'`, or a chat rule holding the scripted default reply (so its calls are counted). */
  readonly defaultReply: 'error' | 'echo' | ScriptedRule
  readonly defaultDelayMs: number
  readonly embeddingDimensions: number
  readonly ids: IdSource
  readonly batches: BatchApi
  private readonly closer = new AbortController()
  private readonly http: Server
  private readonly sockets = new Set<Socket>()
  private readonly counters = { total: 0, inFlight: 0, maxInFlight: 0, connections: 0 }
  private closed: Promise<void> | undefined
  private port = 0

  constructor(options: LlmServerOptions) {
    const delay = options.defaultDelayMs ?? 0
    if (!(delay >= 0)) throw new RangeError(`@karenina/testing: 'defaultDelayMs' must be >= 0, got ${String(delay)}`)
    const dims = options.embeddingDimensions ?? DEFAULT_EMBEDDING_DIMENSIONS
    if (!(Number.isInteger(dims) && dims > 0)) {
      throw new RangeError(`@karenina/testing: 'embeddingDimensions' must be a positive integer, got ${String(dims)}`)
    }
    const fallback = options.defaultReply ?? 'error'
    this.defaultReply = fallback === 'error' || fallback === 'echo' ? fallback : new ScriptedRule({ endpoint: 'chat' }, fallback)
    this.defaultDelayMs = delay
    this.embeddingDimensions = dims
    const now = options.now ?? Date.now
    let nextId = 0
    this.ids = { now, next: (prefix: string) => `${prefix}test_${String(++nextId).padStart(6, '0')}` }
    this.batches = new BatchApi(this.ids, async (request) => (await decide(this, request)).outcome, () => this.url, options.batch)
    this.http = createServer((req, res) => {
      handleRequest(this, req, res).catch((error: unknown) => {
        // Only reachable on a bug in this package; fail the request loudly rather than hang it.
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
        res.end(`@karenina/testing internal error: ${error instanceof Error ? error.stack : String(error)}`)
      })
    })
    this.http.on('connection', (socket: Socket) => {
      this.counters.connections++
      this.sockets.add(socket)
      socket.once('close', () => this.sockets.delete(socket))
    })
  }

  /** Aborted when the server closes, cutting every pending delay short. */
  get closing(): AbortSignal {
    return this.closer.signal
  }

  async listen(port: number): Promise<void> {
    this.http.listen(port, '127.0.0.1')
    // Rejects on an 'error' event instead (e.g. the port is taken).
    await once(this.http, 'listening')
    this.port = (this.http.address() as AddressInfo).port
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`
  }

  get openaiBaseURL(): string {
    return `${this.url}/v1`
  }

  get anthropicBaseURL(): string {
    return this.url
  }

  get stats(): LlmServerStats {
    return { ...this.counters, openConnections: this.sockets.size }
  }

  /** Counts a request in flight; the returned function (idempotent) counts it out. */
  enter(): () => void {
    const c = this.counters
    c.total++
    c.inFlight++
    c.maxInFlight = Math.max(c.maxInFlight, c.inFlight)
    let left = false
    return () => {
      if (left) return
      left = true
      c.inFlight--
    }
  }

  on(matcher: RuleMatcher, reply: ReplyInput): RuleHandle {
    const rule = new ScriptedRule(matcher, reply)
    this.rules.push(rule)
    return rule
  }

  failNext(reply: Reply, options: FailNextOptions = {}): RuleHandle {
    const { count = 1, endpoint = 'any', ...rest } = options
    const rule = new ScriptedRule({ ...rest, endpoint, times: count }, reply)
    this.priorityRules.push(rule)
    return rule
  }

  reset(): void {
    this.rules.length = 0
    this.priorityRules.length = 0
    this.requests.length = 0
    this.batches.reset()
    // In place: requests still in flight hold this object and count themselves out of it.
    Object.assign(this.counters, { total: 0, maxInFlight: this.counters.inFlight, connections: 0 })
  }

  close(): Promise<void> {
    this.closed ??= new Promise<void>((resolve, reject) => {
      this.closer.abort()
      this.http.close((error) => (error ? reject(error) : resolve()))
      // Hanging and keep-alive sockets would hold close() open; drop them all.
      for (const socket of this.sockets) socket.destroy()
    })
    return this.closed
  }

  [Symbol.asyncDispose](): Promise<void> {
    return this.close()
  }
}
