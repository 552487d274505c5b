import type { NormalizedRequest, Provider } from './normalized-request.js'
import { providerErrorBody } from './provider-error.js'
import type { Outcome } from './resolve-reply.js'
import { findRoute } from './route.js'
import { renderSuccess } from './send-outcome.js'
import { BadRequest, isRecord, jsonBody, type IdSource } from './wire-values.js'

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
type AnswerRequest = (request: NormalizedRequest) => Promise<Outcome>

interface StoredFile {
  id: string
  purpose: string
  filename: string
  bytes: Buffer
  createdAt: number
}

/** How a batched request came out, in Anthropic's words (OpenAI counts all but `succeeded` as failed). */
type ResultType = 'succeeded' | 'errored' | 'canceled' | 'expired'

/** A batched request once its batch ends: answered (its request unread when the body was bad), or left undone. */
type Ending = { request: NormalizedRequest | undefined; outcome: Outcome } | 'expired' | 'canceled'

interface BatchRecord extends EmulatedBatch {
  createdAt: number
  endedAt: number | undefined
  inputFileId: string | undefined
  outputFileId: string | undefined
  errorFileId: string | undefined
  /** Anthropic: the results JSONL, once ended. */
  results: string | undefined
  requests: { customId: string; body: Record<string, unknown> }[]
  tally: Record<ResultType, number>
  ending: Promise<void> | undefined
}

/** An HTTP answer of the batch routes. */
interface BatchHttpAnswer {
  status: number
  body: unknown
  /** Sent as text with this content type instead of JSON. */
  contentType?: string
}

const HOUR = 3600
const NO_COUNTS: BatchApiCounts = { filesUploaded: 0, batchesCreated: 0, itemsSubmitted: 0, polls: 0, filesDeleted: 0, lists: 0 }

const ok = (body: unknown): BatchHttpAnswer => ({ status: 200, body })

/** The batch endpoints' state and handlers; one per server. */
export class BatchApi implements BatchApiControl {
  readonly #files = new Map<string, StoredFile>()
  readonly #list: BatchRecord[] = []
  #counts = { ...NO_COUNTS }
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

  get fileIds(): readonly string[] {
    return [...this.#files.keys()]
  }

  reset(): void {
    this.#files.clear()
    this.#list.length = 0
    this.#counts = { ...NO_COUNTS }
    this.#held = false
    this.#expireNext = undefined
  }

  /**
   * Answers a request of the batch routes (`/v1/files`, `/v1/batches`, also without `/v1`, and `/v1/messages/batches`);
   * undefined for any other path.
   */
  async handle(method: string, path: string, contentType: string, raw: string, query: URLSearchParams): Promise<BatchHttpAnswer | undefined> {
    const parts = path.split('/').filter(Boolean)
    const versioned = parts[0] === 'v1'
    if (versioned) parts.shift()
    const provider = parts[0] === 'messages' ? 'anthropic' : 'openai'
    try {
      if (parts[0] === 'files') return await this.#openAiFiles(method, parts.slice(1), contentType, raw)
      if (parts[0] === 'batches') return await this.#batches('openai', method, parts.slice(1), raw, query)
      if (versioned && parts[0] === 'messages' && parts[1] === 'batches') {
        return await this.#batches('anthropic', method, parts.slice(2), raw, query)
      }
    } catch (error) {
      if (error instanceof BadRequest) return this.#error(provider, 400, `@karenina/testing: ${error.message}`)
      throw error
    }
    return undefined
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
      return ok(fileObject(this.#storeFile(purpose, (typeof file === 'string' ? '' : file.name) || 'upload.jsonl', bytes)))
    }
    const file = rest[0] === undefined ? undefined : this.#files.get(rest[0])
    if (file === undefined) return this.#error('openai', 404, `No such File object: ${rest[0] ?? ''}`)
    if (method === 'GET' && rest.length === 1) return ok(fileObject(file))
    if (method === 'GET' && rest[1] === 'content') return { status: 200, body: file.bytes.toString('utf8'), contentType: 'application/octet-stream' }
    if (method === 'DELETE' && rest.length === 1) {
      this.#files.delete(file.id)
      this.#counts.filesDeleted++
      return ok({ id: file.id, object: 'file', deleted: true })
    }
    return this.#error('openai', 404, `@karenina/testing: no endpoint ${method} /v1/files/${rest.join('/')}`)
  }

  #storeFile(purpose: string, filename: string, bytes: Buffer): StoredFile {
    const file: StoredFile = { id: this.ids.next('file-'), purpose, filename, bytes, createdAt: this.#seconds() }
    this.#files.set(file.id, file)
    return file
  }

  // ---- batches: the routes both providers share ----------------------------------------------------

  async #batches(provider: Provider, method: string, rest: string[], raw: string, query: URLSearchParams): Promise<BatchHttpAnswer> {
    const anthropic = provider === 'anthropic'
    if (method === 'GET' && rest.length === 0) {
      // Newest first; `after` (Anthropic: `after_id`) is the id of the last batch of the previous page.
      const { data, hasMore } = this.#page(provider, query.get('limit'), anthropic ? 1000 : 100, query.get(anthropic ? 'after_id' : 'after'))
      const page = { data: data.map((b) => this.#batchObject(b)), first_id: data[0]?.id ?? null, last_id: data.at(-1)?.id ?? null, has_more: hasMore }
      return ok(anthropic ? page : { object: 'list', ...page })
    }
    if (method === 'POST' && rest.length === 0) {
      const body = jsonBody(raw)
      return anthropic ? await this.#createAnthropic(body) : await this.#createOpenAi(body)
    }
    const batch = this.#list.find((b) => b.id === rest[0] && b.provider === provider)
    if (batch === undefined) return this.#error(provider, 404, `No ${anthropic ? 'message batch' : 'batch'} found with id '${rest[0] ?? ''}'`)
    if (method === 'GET' && rest.length === 1) {
      await this.#poll(batch)
      return ok(this.#batchObject(batch))
    }
    if (method === 'POST' && rest[1] === 'cancel') {
      await this.#cancel(batch)
      return ok(this.#batchObject(batch))
    }
    if (anthropic && method === 'GET' && rest[1] === 'results') {
      if (batch.results === undefined) return this.#error(provider, 400, `message batch ${batch.id} has not ended`)
      return { status: 200, body: batch.results, contentType: 'application/binary' }
    }
    return this.#error(provider, 404, `@karenina/testing: no endpoint ${method} /v1/${anthropic ? 'messages/' : ''}batches/${rest.join('/')}`)
  }

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

  /** Whether a create request is dropped by an `onCreateRequest` listener (it never reached the provider). */
  async #dropped(request: CreateRequest): Promise<boolean> {
    let drop = false
    for (const listener of this.#requestListeners) if ((await listener(request)) === 'drop') drop = true
    return drop
  }

  async #createOpenAi(body: Record<string, unknown>): Promise<BatchHttpAnswer> {
    const inputFileId = body['input_file_id']
    const endpoint = body['endpoint']
    if (typeof inputFileId !== 'string') throw new BadRequest(`'input_file_id' must be a string`)
    if (endpoint !== '/v1/chat/completions') throw new BadRequest(`'endpoint' must be "/v1/chat/completions" (the only one emulated), got ${JSON.stringify(endpoint)}`)
    if (body['completion_window'] !== '24h') throw new BadRequest(`'completion_window' must be "24h"`)
    const metadata = openAiMetadata(body['metadata'])
    if (await this.#dropped({ provider: 'openai', inputFileId, metadata })) return this.#error('openai', 500, '@karenina/testing: create request dropped by onCreateRequest')
    const file = this.#files.get(inputFileId)
    if (file === undefined) return this.#error('openai', 404, `No such File object: ${inputFileId}`)
    const requests = file.bytes.toString('utf8').split('\n').filter((l) => l.trim() !== '').map((line, i) => {
      const item = jsonLine(line, i)
      if (typeof item['custom_id'] !== 'string') throw new BadRequest(`line ${i + 1} of ${inputFileId}: 'custom_id' must be a string`)
      if (item['method'] !== 'POST' || item['url'] !== endpoint) throw new BadRequest(`line ${i + 1} of ${inputFileId}: 'method' must be POST and 'url' ${endpoint}`)
      if (!isRecord(item['body'])) throw new BadRequest(`line ${i + 1} of ${inputFileId}: 'body' must be an object`)
      return { customId: item['custom_id'], body: item['body'] }
    })
    return ok(this.#batchObject(await this.#create('openai', requests, inputFileId, metadata)))
  }

  async #createAnthropic(body: Record<string, unknown>): Promise<BatchHttpAnswer> {
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
    return ok(this.#batchObject(await this.#create('anthropic', requests, undefined, null)))
  }

  async #create(provider: Provider, requests: BatchRecord['requests'], inputFileId: string | undefined, metadata: Record<string, string> | null): Promise<BatchRecord> {
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
      inputFileId,
      outputFileId: undefined,
      errorFileId: undefined,
      results: undefined,
      requests,
      tally: { succeeded: 0, errored: 0, canceled: 0, expired: 0 },
      ending: undefined,
    }
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
    const route = findRoute(batch.provider === 'anthropic' ? '/v1/messages' : '/v1/chat/completions')!
    const endings: Ending[] = []
    for (const [i, { body }] of batch.requests.entries()) {
      if (i >= answered) {
        endings.push(status === 'cancelled' ? 'canceled' : 'expired')
        continue
      }
      let request: NormalizedRequest | undefined
      try {
        request = route.parse(body)
        endings.push({ request, outcome: await this.answer(request) })
      } catch (error) {
        const message = `@karenina/testing: ${error instanceof Error ? error.message : String(error)}`
        endings.push({ request, outcome: { type: 'error', status: 400, message, shouldRetry: false } })
      }
    }
    batch.endedAt = this.#seconds()
    batch.status = status
    if (batch.provider === 'anthropic') this.#finishAnthropic(batch, endings)
    else this.#finishOpenAi(batch, endings)
  }

  /** Renders how one batched request ended, as its live call would have been answered, and counts it. */
  #settle(batch: BatchRecord, ending: Ending): { type: ResultType; status: number; body: unknown } {
    const result = typeof ending === 'string' ? { type: ending, status: 0, body: null } : this.#render(batch.provider, ending)
    batch.tally[result.type]++
    return result
  }

  #render(provider: Provider, { request, outcome }: Exclude<Ending, string>): { type: ResultType; status: number; body: unknown } {
    const errored = (status: number, body: unknown) => ({ type: 'errored' as const, status, body })
    switch (outcome.type) {
      case 'message':
        // A message outcome comes from a request that was read.
        return { type: 'succeeded', status: 200, body: renderSuccess(outcome, provider, request!, this.ids) }
      case 'error':
        return errored(outcome.status, providerErrorBody(provider, outcome, this.ids.next('req_')))
      case 'raw':
        return outcome.status === 200 ? { type: 'succeeded', status: 200, body: outcome.body } : errored(outcome.status, outcome.body)
      default: {
        // A hang, a reset or a cut body cannot happen inside a batch: the provider reports a server error.
        const message = `@karenina/testing: a ${outcome.type} reply inside a batch becomes a server error`
        return errored(500, providerErrorBody(provider, { status: 500, message }, this.ids.next('req_')))
      }
    }
  }

  #finishOpenAi(batch: BatchRecord, endings: Ending[]): void {
    const output: string[] = []
    const errors: string[] = []
    for (const [i, ending] of endings.entries()) {
      const line = { id: this.ids.next('batch_req_'), custom_id: batch.customIds[i] }
      const { type, status, body } = this.#settle(batch, ending)
      if (type === 'expired' || type === 'canceled') {
        const [code, when] = type === 'expired' ? ['batch_expired', 'expired'] : ['batch_cancelled', 'was cancelled']
        const error = { code, message: `This request could not be executed before the batch ${when}.` }
        errors.push(JSON.stringify({ ...line, response: null, error }))
        continue
      }
      const response = { status_code: status, request_id: this.ids.next('req_'), body }
      const row = JSON.stringify({ ...line, response, error: null })
      if (type === 'succeeded') output.push(row)
      else errors.push(row)
    }
    const save = (kind: string, rows: string[]) => (rows.length === 0 ? undefined : this.#storeFile('batch_output', `${batch.id}_${kind}.jsonl`, Buffer.from(jsonl(rows), 'utf8')).id)
    batch.outputFileId = save('output', output)
    batch.errorFileId = save('error', errors)
  }

  #finishAnthropic(batch: BatchRecord, endings: Ending[]): void {
    const rows = endings.map((ending, i) => {
      const { type, body } = this.#settle(batch, ending)
      let result: Record<string, unknown> = { type }
      if (type === 'succeeded') result = { type, message: body }
      if (type === 'errored') result = { type, error: { type: 'error', error: (body as Record<string, unknown>)['error'] } }
      return JSON.stringify({ custom_id: batch.customIds[i], result })
    })
    batch.results = jsonl(rows)
  }

  // ---- batch objects -------------------------------------------------------------------------------

  #batchObject(b: BatchRecord): Record<string, unknown> {
    if (b.provider === 'openai') return openAiBatchObject(b)
    const ended = b.status !== 'in_progress'
    const iso = (seconds: number | undefined) => (seconds === undefined ? null : new Date(seconds * 1000).toISOString())
    return {
      id: b.id,
      type: 'message_batch',
      processing_status: ended ? 'ended' : 'in_progress',
      // The tally is all zeros until the batch ends.
      request_counts: { processing: ended ? 0 : b.requests.length, ...b.tally },
      ended_at: ended ? iso(b.endedAt) : null,
      created_at: iso(b.createdAt),
      expires_at: iso(b.createdAt + 24 * HOUR),
      archived_at: null,
      cancel_initiated_at: b.status === 'cancelled' ? iso(b.endedAt) : null,
      results_url: ended ? `${this.baseUrl()}/v1/messages/batches/${b.id}/results` : null,
    }
  }

  #seconds(): number {
    return Math.floor(this.ids.now() / 1000)
  }
}

function openAiBatchObject(b: BatchRecord): Record<string, unknown> {
  const status = b.status === 'ended' ? 'completed' : b.status
  return {
    id: b.id,
    object: 'batch',
    endpoint: '/v1/chat/completions',
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
    request_counts: { total: b.requests.length, completed: b.tally.succeeded, failed: b.tally.errored + b.tally.expired + b.tally.canceled },
    metadata: b.metadata,
  }
}

function jsonl(rows: string[]): string {
  return `${rows.join('\n')}\n`
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
