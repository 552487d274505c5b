import type { NormalizedRequest, Provider } from './normalized-request.js'
import { providerErrorBody } from './provider-error.js'
import type { Outcome } from './resolve-reply.js'
import { findRoute } from './route.js'
import { renderSuccess, type IdSource } from './send-outcome.js'
import { BadRequest, isRecord, jsonBody } from './wire-values.js'

/** Options of the emulated batch APIs (OpenAI Batch, Anthropic Message Batches). */
export interface BatchApiOptions {
  /**
   * Status reads (`GET /v1/batches/{id}`, `GET /v1/messages/batches/{id}`) a batch answers "in progress"
   * before it ends; the read after them ends it. No clock is involved, so tests stay event-driven.
   * @default 0 (the first read ends it)
   */
  completeAfterPolls?: number
}

/** One batch the server received, as tests inspect it in `server.batches.list`. */
export interface EmulatedBatch {
  id: string
  provider: Provider
  /** The `custom_id` of each request, in submission order. */
  customIds: string[]
  /** Model of the batch's requests (the first one's). */
  model: string
  status: 'in_progress' | 'ended' | 'expired' | 'cancelled'
  /** Status reads so far. */
  polls: number
  /** OpenAI: the batch's `metadata` as created (Anthropic message batches have none). */
  metadata: Record<string, string> | null
}

/** Counters of the emulated batch APIs, to prove a client never submitted twice. */
export interface BatchApiCounts {
  /** Files uploaded (`POST /v1/files`). */
  filesUploaded: number
  /** Batches created, both providers. */
  batchesCreated: number
  /** Requests inside the created batches. */
  itemsSubmitted: number
  /** Status reads. */
  polls: number
  /** Files deleted (`DELETE /v1/files/{id}`). */
  filesDeleted: number
  /** List reads (`GET /v1/batches`, `GET /v1/messages/batches`), one per page. */
  lists: number
}

/** The emulated batch APIs of a running server (`server.batches`). */
export interface BatchApiControl {
  /** Every batch created since start or `reset()`, in creation order (a live view). */
  readonly list: readonly EmulatedBatch[]
  readonly counts: BatchApiCounts
  /** Keeps every batch "in progress" whatever the polls, until `release()`: kill a client mid-poll. */
  hold(): void
  release(): void
  /**
   * The next batch to end expires instead: its first `answered` requests (default 0) get answers, the rest
   * come back expired (OpenAI: `batch_expired` in the error file; Anthropic: `expired` results).
   */
  expireNext(options?: { answered?: number }): void
  /**
   * Calls `listener` after each batch is created (e.g. to wait for a client's first submission). A listener
   * that returns a promise holds the create response until it settles: a test can kill the client after the
   * provider created the batch and before the client learned its id.
   */
  onCreated(listener: (batch: EmulatedBatch) => void | Promise<void>): () => void
  /**
   * Calls `listener` when a create request arrives, before anything is created. A listener that returns a
   * promise holds the request until it settles; resolving to `'drop'` answers it with a 500 and creates
   * nothing, as if the request never reached the provider: a test can kill the client after it uploaded its
   * input file (OpenAI) and before its batch exists. Returns a function that removes the listener.
   */
  onCreateRequest(listener: (request: CreateRequest) => void | 'drop' | Promise<void | 'drop'>): () => void
  /** Ids of the files stored now (uploads and batch output files not deleted). */
  readonly fileIds: readonly string[]
}

/** A batch create request as it arrived (`onCreateRequest`). */
export interface CreateRequest {
  provider: Provider
  /** OpenAI: the input file the batch would read. */
  inputFileId: string | undefined
  /** OpenAI: the batch `metadata` sent. */
  metadata: Record<string, string> | null
}

/** Answers one batched request by the server's live rules. */
export type AnswerRequest = (request: NormalizedRequest) => Promise<Outcome>

interface StoredFile {
  id: string
  purpose: string
  filename: string
  bytes: Buffer
  createdAt: number
}

interface BatchRecord extends EmulatedBatch {
  createdAt: number
  endedAt: number | undefined
  endpoint: string
  inputFileId: string | undefined
  outputFileId: string | undefined
  errorFileId: string | undefined
  /** Anthropic: the results JSONL, once ended. */
  results: string | undefined
  requests: { customId: string; body: Record<string, unknown> }[]
  succeeded: number
  failed: number
  expired: number
  cancelled: number
  ending: Promise<void> | undefined
}

/** An HTTP answer of the batch routes. */
export interface BatchHttpAnswer {
  status: number
  body: unknown
  /** Sent as text with this content type instead of JSON. */
  contentType?: string
}

const HOUR = 3600

/** The batch endpoints' state and handlers; one per server. */
export class BatchApi implements BatchApiControl {
  readonly files = new Map<string, StoredFile>()
  readonly batches = new Map<string, BatchRecord>()
  readonly #list: BatchRecord[] = []
  readonly #counts: BatchApiCounts = { filesUploaded: 0, batchesCreated: 0, itemsSubmitted: 0, polls: 0, filesDeleted: 0, lists: 0 }
  readonly #listeners = new Set<(batch: EmulatedBatch) => void | Promise<void>>()
  readonly #requestListeners = new Set<(request: CreateRequest) => void | 'drop' | Promise<void | 'drop'>>()
  #held = false
  #expireNext: { answered: number } | undefined
  readonly #completeAfterPolls: number

  constructor(
    private readonly ids: IdSource,
    private readonly answer: AnswerRequest,
    private readonly baseUrl: () => string,
    options: BatchApiOptions = {},
  ) {
    const polls = options.completeAfterPolls ?? 0
    if (!(Number.isInteger(polls) && polls >= 0)) throw new RangeError(`@karenina/testing: 'batch.completeAfterPolls' must be an integer >= 0, got ${String(polls)}`)
    this.#completeAfterPolls = polls
  }

  get list(): readonly EmulatedBatch[] {
    return this.#list
  }

  get counts(): BatchApiCounts {
    return { ...this.#counts }
  }

  hold(): void {
    this.#held = true
  }

  release(): void {
    this.#held = false
  }

  expireNext(options: { answered?: number } = {}): void {
    this.#expireNext = { answered: options.answered ?? 0 }
  }

  onCreated(listener: (batch: EmulatedBatch) => void | Promise<void>): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  onCreateRequest(listener: (request: CreateRequest) => void | 'drop' | Promise<void | 'drop'>): () => void {
    this.#requestListeners.add(listener)
    return () => this.#requestListeners.delete(listener)
  }

  /** Whether a create request is dropped by an `onCreateRequest` listener (it never reached the provider). */
  async #dropped(request: CreateRequest): Promise<boolean> {
    let drop = false
    for (const listener of this.#requestListeners) if ((await listener(request)) === 'drop') drop = true
    return drop
  }

  get fileIds(): readonly string[] {
    return [...this.files.keys()]
  }

  reset(): void {
    this.files.clear()
    this.batches.clear()
    this.#list.length = 0
    Object.assign(this.#counts, { filesUploaded: 0, batchesCreated: 0, itemsSubmitted: 0, polls: 0, filesDeleted: 0, lists: 0 })
    this.#held = false
    this.#expireNext = undefined
  }

  /** Whether a path belongs to the batch APIs. */
  static handles(path: string): boolean {
    return /^\/(v1\/)?(files|batches)(\/|$)/.test(path) || path.startsWith('/v1/messages/batches')
  }

  /** Answers one request of the batch routes. */
  async handle(method: string, path: string, contentType: string, raw: string, query: URLSearchParams = new URLSearchParams()): Promise<BatchHttpAnswer> {
    const p = path.replace(/^\/v1(?=\/(files|batches))/, '').replace(/^(?=\/(files|batches))/, '')
    const parts = p.split('/').filter(Boolean)
    try {
      if (parts[0] === 'v1' && parts[1] === 'messages' && parts[2] === 'batches') return await this.#anthropic(method, parts.slice(3), raw, query)
      if (parts[0] === 'files') return await this.#openAiFiles(method, parts.slice(1), contentType, raw)
      if (parts[0] === 'batches') return await this.#openAiBatches(method, parts.slice(1), raw, query)
    } catch (error) {
      if (error instanceof BadRequest) return this.#error(parts[0] === 'v1' ? 'anthropic' : 'openai', 400, `@karenina/testing: ${error.message}`)
      throw error
    }
    return this.#error('openai', 404, `@karenina/testing: no endpoint ${method} ${path}`)
  }

  #error(provider: Provider, status: number, message: string): BatchHttpAnswer {
    return { status, body: providerErrorBody(provider, { status, message }, this.ids.next('req_')) }
  }

  // ---- OpenAI: files -------------------------------------------------------------------------------

  async #openAiFiles(method: string, rest: string[], contentType: string, raw: string): Promise<BatchHttpAnswer> {
    if (method === 'POST' && rest.length === 0) {
      const form = await parseMultipart(contentType, raw)
      const purpose = form.get('purpose') ?? undefined
      const file = form.get('file')
      if (purpose !== 'batch') throw new BadRequest(`'purpose' must be "batch" (the only purpose emulated), got ${JSON.stringify(purpose)}`)
      if (file === null) throw new BadRequest(`the multipart body has no 'file' part`)
      this.#counts.filesUploaded++
      const bytes = typeof file === 'string' ? Buffer.from(file, 'utf8') : Buffer.from(await file.arrayBuffer())
      const stored = this.#storeFile(purpose, (typeof file === 'string' ? '' : file.name) || 'upload.jsonl', bytes)
      return { status: 200, body: fileObject(stored) }
    }
    const file = rest[0] === undefined ? undefined : this.files.get(rest[0])
    if (file === undefined) return this.#error('openai', 404, `No such File object: ${rest[0] ?? ''}`)
    if (method === 'GET' && rest.length === 1) return { status: 200, body: fileObject(file) }
    if (method === 'GET' && rest[1] === 'content') return { status: 200, body: file.bytes.toString('utf8'), contentType: 'application/octet-stream' }
    if (method === 'DELETE' && rest.length === 1) {
      this.files.delete(file.id)
      this.#counts.filesDeleted++
      return { status: 200, body: { id: file.id, object: 'file', deleted: true } }
    }
    return this.#error('openai', 404, `@karenina/testing: no endpoint ${method} /v1/files/${rest.join('/')}`)
  }

  #storeFile(purpose: string, filename: string, bytes: Buffer): StoredFile {
    const file: StoredFile = { id: this.ids.next('file-'), purpose, filename, bytes, createdAt: this.#seconds() }
    this.files.set(file.id, file)
    return file
  }

  // ---- OpenAI: batches -----------------------------------------------------------------------------

  async #openAiBatches(method: string, rest: string[], raw: string, query: URLSearchParams): Promise<BatchHttpAnswer> {
    if (method === 'GET' && rest.length === 0) {
      // Newest first; `after` is the id of the last batch of the previous page, `limit` 1 to 100 (default 20).
      const page = this.#page('openai', query.get('limit'), 100, query.get('after'))
      return { status: 200, body: { object: 'list', data: page.data.map((b) => this.#openAiBatchObject(b)), first_id: page.data[0]?.id ?? null, last_id: page.data.at(-1)?.id ?? null, has_more: page.hasMore } }
    }
    if (method === 'POST' && rest.length === 0) {
      const body = jsonBody(raw)
      const inputFileId = body['input_file_id']
      const endpoint = body['endpoint']
      if (typeof inputFileId !== 'string') throw new BadRequest(`'input_file_id' must be a string`)
      if (endpoint !== '/v1/chat/completions') throw new BadRequest(`'endpoint' must be "/v1/chat/completions" (the only one emulated), got ${JSON.stringify(endpoint)}`)
      if (body['completion_window'] !== '24h') throw new BadRequest(`'completion_window' must be "24h"`)
      const metadata = openAiMetadata(body['metadata'])
      if (await this.#dropped({ provider: 'openai', inputFileId, metadata })) return this.#error('openai', 500, '@karenina/testing: create request dropped by onCreateRequest')
      const file = this.files.get(inputFileId)
      if (file === undefined) return this.#error('openai', 404, `No such File object: ${inputFileId}`)
      const requests = file.bytes.toString('utf8').split('\n').filter((l) => l.trim() !== '').map((line, i) => {
        const item = jsonLine(line, i)
        if (typeof item['custom_id'] !== 'string') throw new BadRequest(`line ${i + 1} of ${inputFileId}: 'custom_id' must be a string`)
        if (item['method'] !== 'POST' || item['url'] !== endpoint) throw new BadRequest(`line ${i + 1} of ${inputFileId}: 'method' must be POST and 'url' ${endpoint}`)
        if (!isRecord(item['body'])) throw new BadRequest(`line ${i + 1} of ${inputFileId}: 'body' must be an object`)
        return { customId: item['custom_id'], body: item['body'] }
      })
      const batch = await this.#create('openai', requests, endpoint, inputFileId, metadata)
      return { status: 200, body: this.#openAiBatchObject(batch) }
    }
    const batch = rest[0] === undefined ? undefined : this.batches.get(rest[0])
    if (batch === undefined || batch.provider !== 'openai') return this.#error('openai', 404, `No batch found with id '${rest[0] ?? ''}'`)
    if (method === 'GET' && rest.length === 1) {
      await this.#poll(batch)
      return { status: 200, body: this.#openAiBatchObject(batch) }
    }
    if (method === 'POST' && rest[1] === 'cancel') {
      await this.#cancel(batch)
      return { status: 200, body: this.#openAiBatchObject(batch) }
    }
    return this.#error('openai', 404, `@karenina/testing: no endpoint ${method} /v1/batches/${rest.join('/')}`)
  }

  #openAiBatchObject(b: BatchRecord): Record<string, unknown> {
    const status = b.status === 'ended' ? 'completed' : b.status
    return {
      id: b.id,
      object: 'batch',
      endpoint: b.endpoint,
      model: b.model,
      errors: null,
      input_file_id: b.inputFileId,
      completion_window: '24h',
      status,
      output_file_id: b.outputFileId ?? null,
      error_file_id: b.errorFileId ?? null,
      created_at: b.createdAt,
      in_progress_at: b.createdAt,
      expires_at: b.createdAt + 24 * HOUR,
      finalizing_at: b.endedAt ?? null,
      completed_at: b.status === 'ended' ? b.endedAt : null,
      failed_at: null,
      expired_at: b.status === 'expired' ? b.endedAt : null,
      cancelling_at: b.status === 'cancelled' ? b.endedAt : null,
      cancelled_at: b.status === 'cancelled' ? b.endedAt : null,
      request_counts: { total: b.requests.length, completed: b.succeeded, failed: b.failed + b.expired + b.cancelled },
      metadata: b.metadata,
    }
  }

  // ---- Anthropic: message batches ------------------------------------------------------------------

  async #anthropic(method: string, rest: string[], raw: string, query: URLSearchParams): Promise<BatchHttpAnswer> {
    if (method === 'GET' && rest.length === 0) {
      // Newest first; `after_id` pages toward older batches, `limit` 1 to 1000 (default 20).
      const page = this.#page('anthropic', query.get('limit'), 1000, query.get('after_id'))
      return { status: 200, body: { data: page.data.map((b) => this.#anthropicBatchObject(b)), has_more: page.hasMore, first_id: page.data[0]?.id ?? null, last_id: page.data.at(-1)?.id ?? null } }
    }
    if (method === 'POST' && rest.length === 0) {
      const body = jsonBody(raw)
      if (!Array.isArray(body['requests']) || body['requests'].length === 0) throw new BadRequest(`'requests' must be a non-empty array`)
      const requests = body['requests'].map((item: unknown, i) => {
        if (!isRecord(item) || typeof item['custom_id'] !== 'string' || !/^[a-zA-Z0-9_-]{1,64}$/.test(item['custom_id'])) {
          throw new BadRequest(`'requests[${i}].custom_id' must be 1 to 64 letters, digits, '_' or '-'`)
        }
        if (!isRecord(item['params'])) throw new BadRequest(`'requests[${i}].params' must be an object`)
        return { customId: item['custom_id'], body: item['params'] }
      })
      // Message batches take `requests` only: no metadata.
      const unknown = Object.keys(body).filter((k) => k !== 'requests')
      if (unknown.length > 0) throw new BadRequest(`${unknown.map((k) => `'${k}'`).join(', ')}: Extra inputs are not permitted`)
      if (await this.#dropped({ provider: 'anthropic', inputFileId: undefined, metadata: null })) return this.#error('anthropic', 500, '@karenina/testing: create request dropped by onCreateRequest')
      const batch = await this.#create('anthropic', requests, '/v1/messages', undefined, null)
      return { status: 200, body: this.#anthropicBatchObject(batch) }
    }
    const batch = rest[0] === undefined ? undefined : this.batches.get(rest[0])
    if (batch === undefined || batch.provider !== 'anthropic') return this.#error('anthropic', 404, `No message batch found with id '${rest[0] ?? ''}'`)
    if (method === 'GET' && rest.length === 1) {
      await this.#poll(batch)
      return { status: 200, body: this.#anthropicBatchObject(batch) }
    }
    if (method === 'GET' && rest[1] === 'results') {
      if (batch.results === undefined) return this.#error('anthropic', 400, `message batch ${batch.id} has not ended`)
      return { status: 200, body: batch.results, contentType: 'application/binary' }
    }
    if (method === 'POST' && rest[1] === 'cancel') {
      await this.#cancel(batch)
      return { status: 200, body: this.#anthropicBatchObject(batch) }
    }
    return this.#error('anthropic', 404, `@karenina/testing: no endpoint ${method} /v1/messages/batches/${rest.join('/')}`)
  }

  #anthropicBatchObject(b: BatchRecord): Record<string, unknown> {
    const ended = b.status !== 'in_progress'
    const iso = (seconds: number | undefined) => (seconds === undefined ? null : new Date(seconds * 1000).toISOString())
    return {
      id: b.id,
      type: 'message_batch',
      processing_status: ended ? 'ended' : 'in_progress',
      request_counts: ended
        ? { processing: 0, succeeded: b.succeeded, errored: b.failed, canceled: b.cancelled, expired: b.expired }
        : { processing: b.requests.length, succeeded: 0, errored: 0, canceled: 0, expired: 0 },
      ended_at: ended ? iso(b.endedAt) : null,
      created_at: iso(b.createdAt),
      expires_at: iso(b.createdAt + 24 * HOUR),
      archived_at: null,
      cancel_initiated_at: b.status === 'cancelled' ? iso(b.endedAt) : null,
      results_url: ended ? `${this.baseUrl()}/v1/messages/batches/${b.id}/results` : null,
    }
  }

  // ---- shared life cycle ---------------------------------------------------------------------------

  /** One page of a provider's batches, newest first, after the batch `after` (an id of an earlier page). */
  #page(provider: Provider, limitText: string | null, max: number, after: string | null): { data: BatchRecord[]; hasMore: boolean } {
    this.#counts.lists++
    const limit = limitText === null ? 20 : Number(limitText)
    if (!(Number.isInteger(limit) && limit >= 1 && limit <= max)) throw new BadRequest(`'limit' must be an integer from 1 to ${max}, got ${JSON.stringify(limitText)}`)
    const all = this.#list.filter((b) => b.provider === provider).reverse()
    const start = after === null ? 0 : all.findIndex((b) => b.id === after) + 1
    if (after !== null && start === 0) throw new BadRequest(`no batch with id ${JSON.stringify(after)} to page after`)
    return { data: all.slice(start, start + limit), hasMore: start + limit < all.length }
  }

  async #create(provider: Provider, requests: BatchRecord['requests'], endpoint: string, inputFileId: string | undefined, metadata: Record<string, string> | null): Promise<BatchRecord> {
    const ids = new Set<string>()
    for (const r of requests) {
      if (ids.has(r.customId)) throw new BadRequest(`the custom_id ${JSON.stringify(r.customId)} appears twice; each must be unique in a batch`)
      ids.add(r.customId)
    }
    const batch: BatchRecord = {
      id: this.ids.next(provider === 'anthropic' ? 'msgbatch_' : 'batch_'),
      provider,
      customIds: requests.map((r) => r.customId),
      model: typeof requests[0]?.body['model'] === 'string' ? requests[0].body['model'] : '',
      status: 'in_progress',
      polls: 0,
      metadata,
      createdAt: this.#seconds(),
      endedAt: undefined,
      endpoint,
      inputFileId,
      outputFileId: undefined,
      errorFileId: undefined,
      results: undefined,
      requests,
      succeeded: 0,
      failed: 0,
      expired: 0,
      cancelled: 0,
      ending: undefined,
    }
    this.batches.set(batch.id, batch)
    this.#list.push(batch)
    this.#counts.batchesCreated++
    this.#counts.itemsSubmitted += requests.length
    for (const listener of this.#listeners) await listener(batch)
    return batch
  }

  async #poll(batch: BatchRecord): Promise<void> {
    this.#counts.polls++
    batch.polls++
    if (batch.status !== 'in_progress' || this.#held) return
    if (batch.polls <= this.#completeAfterPolls) return
    const expire = this.#expireNext
    this.#expireNext = undefined
    batch.ending ??= this.#end(batch, expire === undefined ? batch.requests.length : expire.answered, expire === undefined ? 'ended' : 'expired')
    await batch.ending
  }

  async #cancel(batch: BatchRecord): Promise<void> {
    if (batch.status !== 'in_progress') return
    batch.ending ??= this.#end(batch, 0, 'cancelled')
    await batch.ending
  }

  /** Answers the first `answered` requests by the live rules; the others end as `status` leaves them. */
  async #end(batch: BatchRecord, answered: number, status: BatchRecord['status']): Promise<void> {
    const lines: { customId: string; outcome: Outcome | 'expired' | 'cancelled' }[] = []
    for (const [i, request] of batch.requests.entries()) {
      if (i >= answered) {
        lines.push({ customId: request.customId, outcome: status === 'cancelled' ? 'cancelled' : 'expired' })
        continue
      }
      const route = findRoute(batch.provider === 'anthropic' ? '/v1/messages' : '/v1/chat/completions')!
      let outcome: Outcome
      try {
        outcome = await this.answer(route.parse(request.body))
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        outcome = { type: 'error', status: 400, message: `@karenina/testing: ${message}`, shouldRetry: false }
      }
      lines.push({ customId: request.customId, outcome })
    }
    batch.endedAt = this.#seconds()
    batch.status = status
    if (batch.provider === 'anthropic') this.#finishAnthropic(batch, lines)
    else this.#finishOpenAi(batch, lines)
  }

  #finishOpenAi(batch: BatchRecord, lines: { customId: string; outcome: Outcome | 'expired' | 'cancelled' }[]): void {
    const output: string[] = []
    const errors: string[] = []
    for (const [i, { customId, outcome }] of lines.entries()) {
      const id = this.ids.next('batch_req_')
      if (outcome === 'expired' || outcome === 'cancelled') {
        const code = outcome === 'expired' ? 'batch_expired' : 'batch_cancelled'
        errors.push(JSON.stringify({ id, custom_id: customId, response: null, error: { code, message: `This request could not be executed before the batch ${outcome === 'expired' ? 'expired' : 'was cancelled'}.` } }))
        if (outcome === 'expired') batch.expired++
        else batch.cancelled++
        continue
      }
      const request = findRoute('/v1/chat/completions')!.parse(batch.requests[i]!.body)
      const rendered = this.#render('openai', outcome, request)
      const line = JSON.stringify({ id, custom_id: customId, response: { status_code: rendered.status, request_id: this.ids.next('req_'), body: rendered.body }, error: null })
      if (rendered.status === 200) {
        batch.succeeded++
        output.push(line)
      } else {
        batch.failed++
        errors.push(line)
      }
    }
    const save = (kind: string, rows: string[]) => (rows.length === 0 ? undefined : this.#storeFile('batch_output', `${batch.id}_${kind}.jsonl`, Buffer.from(`${rows.join('\n')}\n`, 'utf8')).id)
    batch.outputFileId = save('output', output)
    batch.errorFileId = save('error', errors)
  }

  #finishAnthropic(batch: BatchRecord, lines: { customId: string; outcome: Outcome | 'expired' | 'cancelled' }[]): void {
    const rows = lines.map(({ customId, outcome }, i) => {
      if (outcome === 'expired' || outcome === 'cancelled') {
        if (outcome === 'expired') batch.expired++
        else batch.cancelled++
        return { custom_id: customId, result: { type: outcome === 'expired' ? 'expired' : 'canceled' } }
      }
      const request = findRoute('/v1/messages')!.parse(batch.requests[i]!.body)
      const rendered = this.#render('anthropic', outcome, request)
      if (rendered.status === 200) {
        batch.succeeded++
        return { custom_id: customId, result: { type: 'succeeded', message: rendered.body } }
      }
      batch.failed++
      const body = rendered.body as Record<string, unknown>
      return { custom_id: customId, result: { type: 'errored', error: { type: 'error', error: body['error'] } } }
    })
    batch.results = `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`
  }

  /** The response one batched request gets, as its live call would have. */
  #render(provider: Provider, outcome: Outcome, request: NormalizedRequest): { status: number; body: unknown } {
    switch (outcome.type) {
      case 'message':
        return { status: 200, body: renderSuccess(outcome, provider, request, this.ids) }
      case 'error':
        return { status: outcome.status, body: providerErrorBody(provider, outcome, this.ids.next('req_')) }
      case 'raw':
        return { status: outcome.status, body: outcome.body }
      default:
        // A hang, a reset or a cut body cannot happen inside a batch: the provider reports a server error.
        return { status: 500, body: providerErrorBody(provider, { status: 500, message: `@karenina/testing: a ${outcome.type} reply inside a batch becomes a server error` }, this.ids.next('req_')) }
    }
  }

  #seconds(): number {
    return Math.floor(this.ids.now() / 1000)
  }
}

/** OpenAI's batch `metadata`: up to 16 string pairs, keys up to 64 characters, values up to 512. */
function openAiMetadata(value: unknown): Record<string, string> | null {
  if (value === undefined || value === null) return null
  if (!isRecord(value)) throw new BadRequest(`'metadata' must be an object of strings`)
  const entries = Object.entries(value)
  if (entries.length > 16) throw new BadRequest(`'metadata' holds at most 16 pairs, got ${entries.length}`)
  for (const [key, v] of entries) {
    if (key.length > 64) throw new BadRequest(`'metadata' key ${JSON.stringify(key)} is longer than 64 characters`)
    if (typeof v !== 'string' || v.length > 512) throw new BadRequest(`'metadata.${key}' must be a string of at most 512 characters`)
  }
  return value as Record<string, string>
}

function fileObject(file: StoredFile): Record<string, unknown> {
  return { id: file.id, object: 'file', bytes: file.bytes.length, created_at: file.createdAt, filename: file.filename, purpose: file.purpose, status: 'processed', expires_at: null, status_details: null }
}

function jsonLine(line: string, index: number): Record<string, unknown> {
  try {
    return jsonBody(line)
  } catch (error) {
    throw new BadRequest(`line ${index + 1} of the input file: ${(error as Error).message}`)
  }
}

/** The fields of a `multipart/form-data` body, parsed by the platform (undici's `Response.formData`). */
async function parseMultipart(contentType: string, raw: string): Promise<FormData> {
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !/boundary=/i.test(contentType)) {
    throw new BadRequest(`POST /v1/files takes multipart/form-data, got ${JSON.stringify(contentType)}`)
  }
  try {
    return await new Response(raw, { headers: { 'content-type': contentType } }).formData()
  } catch (error) {
    throw new BadRequest(`the multipart body cannot be read: ${(error as Error).message}`)
  }
}
