import type { AsyncLocalStorage } from 'node:async_hooks'
import { markBatchedResponse, type BatchedCall, type BatchItemOutcome, type BatchSink, type ProviderBatchApi } from '../llm/batch-api.js'
import { sleep } from '../llm/retry.js'
import { hash } from '../utils/lazy-node.js'
import type { BatchJournal, JournaledBatch, JournaledIntent } from './batch-journal.js'
import type { BatchModeStats, BatchRoundEvent } from '../scenario/run/progress-event.js'

/** Batch mode of a run: `true`, or settings. */
export type BatchModeOption = boolean | BatchModeSettings

/** Settings of batch mode. */
export interface BatchModeSettings {
  /** Time between two status reads of a batch, in ms. @default 30000 */
  pollIntervalMs?: number
}

interface PendingCall {
  call: BatchedCall
  resolve: (body: unknown) => void
  reject: (error: unknown) => void
}

/** A pending call and its request's custom id. */
type IdentifiedCall = { pending: PendingCall; id: string }

interface BatchWatch {
  entry: JournaledBatch
  /** Set when the batch is first used (a journaled batch: by a call of its account). */
  api: ProviderBatchApi | undefined
  results: Promise<Map<string, BatchItemOutcome>> | undefined
  /**
   * Found at the provider for an intent by size and time only (Anthropic keeps no metadata): used only if
   * its results hold exactly the intent's custom ids, else its calls go into a new batch.
   */
  unverified?: boolean
}

/**
 * Collects the chat calls of a run into provider batches, round by round: the calls of every running task
 * are held until no task can go on without an answer (every running task waits on at least one call), then
 * sent as one batch per provider account and model, polled until they end, and handed back; the tasks go
 * on to their next calls (answers, then judges, then rubric traits), which form the next round. A request's
 * custom id is a hash of its body (and its occurrence among equal bodies), so a resumed run finds the
 * requests of the batches in its journal and waits for those batches instead of submitting again.
 */
export class BatchRounds implements BatchSink {
  readonly stats: BatchModeStats = { batchesSubmitted: 0, batchesResumed: 0, callsBatched: 0, callsSentLive: 0, callsErrored: 0, inputTokens: 0, outputTokens: 0 }
  readonly #pollIntervalMs: number
  readonly #tasks: AsyncLocalStorage<object>
  readonly #pending: PendingCall[] = []
  /** Running tasks, and how many calls each waits on. */
  readonly #waiting = new Map<object, number>()
  #running = 0
  #checkQueued = false
  /** Journaled batches by account and custom id, each request not yet matched to a call of this process. */
  readonly #resumable = new Map<string, BatchWatch[]>()
  /** Per account, the look-up of the journal's intents whose batch id was never written. */
  readonly #intentsResolved = new Map<string, Promise<void>>()
  /** Batches whose results this process read: their provider files are deleted when the run is saved. */
  readonly #read: BatchWatch[] = []

  constructor(
    settings: BatchModeSettings,
    readonly journal: BatchJournal | null,
    private readonly onEvent: (event: BatchRoundEvent) => void,
  ) {
    const poll = settings.pollIntervalMs ?? 30_000
    if (!(Number.isFinite(poll) && poll >= 0)) throw new RangeError(`batch.pollIntervalMs must be a number >= 0, got ${String(poll)}`)
    this.#pollIntervalMs = poll
    const { AsyncLocalStorage } = process.getBuiltinModule('node:async_hooks')
    this.#tasks = new AsyncLocalStorage<object>()
    for (const entry of journal?.entries ?? []) this.#addResumable(entry)
  }

  /** A journaled batch, to be picked up by the calls whose requests it holds. */
  #addResumable(entry: JournaledBatch): void {
    const watch: BatchWatch = { entry, api: undefined, results: undefined, ...(entry.verified === false ? { unverified: true } : {}) }
    for (const id of entry.custom_ids) {
      const key = `${entry.account}\n${id}`
      const list = this.#resumable.get(key)
      if (list) list.push(watch)
      else this.#resumable.set(key, [watch])
    }
  }

  /**
   * The journal's intents of this account whose batch id was never written (the process stopped between
   * create and journaling): each is looked up at the provider, and a batch found is journaled and picked up
   * like any journaled batch, so its requests are not paid for twice.
   */
  #resolveIntents(api: ProviderBatchApi): Promise<void> {
    const account = `${api.provider}\n${api.account}`
    let resolving = this.#intentsResolved.get(account)
    if (resolving === undefined) {
      resolving = (async () => {
        const journal = this.journal
        const intents = (journal?.unresolved ?? []).filter((i) => i.provider === api.provider && i.account === api.account)
        const claimed = new Set((journal?.entries ?? []).map((e) => e.batch_id))
        for (const intent of intents) {
          const found = await api.find({ key: intent.intent, customIds: intent.custom_ids, since: intent.submitted_at }, claimed, this.signal)
          if (found === undefined) {
            // Stopped between upload and create: no batch holds the file, and the calls go into a new batch.
            if (intent.input_file_id !== undefined) await api.discardUpload(intent.input_file_id, this.signal)
            continue
          }
          claimed.add(found.batchId)
          const entry = batchOfIntent(intent, found.batchId, found.verified)
          await journal!.add(entry)
          this.#addResumable(entry)
        }
      })()
      this.#intentsResolved.set(account, resolving)
    }
    return resolving
  }

  /** Deletes what the providers keep of the batches whose results this process read (OpenAI: their files). */
  async discardRead(): Promise<void> {
    for (const watch of this.#read.splice(0)) {
      // Cleanup after every result is saved: a failure here loses nothing (the files stay in the account).
      await watch.api!.discard(watch.entry.batch_id, this.signal).catch(() => undefined)
    }
  }
  /** Cancels polling (the run's stop); batches stay on the provider, for a resumed run. */
  signal: AbortSignal = new AbortController().signal

  /** Runs one task; its calls count toward deciding when a round is complete. */
  async track<T>(run: () => Promise<T>): Promise<T> {
    const task = {}
    this.#running++
    this.#waiting.set(task, 0)
    try {
      return await this.#tasks.run(task, run)
    } finally {
      this.#running--
      this.#waiting.delete(task)
      this.#queueCheck()
    }
  }

  send(call: BatchedCall, signal?: AbortSignal): Promise<unknown> {
    signal?.throwIfAborted()
    const task = this.#tasks.getStore()
    if (task !== undefined) this.#waiting.set(task, (this.#waiting.get(task) ?? 0) + 1)
    const { promise, resolve, reject } = Promise.withResolvers<unknown>()
    this.#pending.push({ call, resolve, reject })
    this.#queueCheck()
    // Settled before the next round is checked (a macrotask away): the task counts as waiting no more.
    return promise.finally(() => {
      if (task !== undefined && this.#waiting.has(task)) this.#waiting.set(task, this.#waiting.get(task)! - 1)
    })
  }

  // After the current I/O turn, so calls a task makes together (and tasks the run dispatches next) join the round.
  #queueCheck(): void {
    if (this.#checkQueued) return
    this.#checkQueued = true
    setImmediate(() => {
      this.#checkQueued = false
      if (this.#pending.length === 0) return
      const unblocked = [...this.#waiting.values()].filter((n) => n === 0).length
      if (unblocked > 0) return
      const round = this.#pending.splice(0)
      for (const group of Map.groupBy(round, (p) => `${p.call.api.account}\n${p.call.model}`).values()) {
        this.#runGroup(group).catch((error: unknown) => {
          for (const p of group) p.reject(error)
        })
      }
    })
  }

  /** Sends one round's calls of one account and model: to journaled batches that hold them, the rest in a new batch. */
  async #runGroup(group: PendingCall[]): Promise<void> {
    const { api, model } = group[0]!.call
    await this.#resolveIntents(api)
    const seen = new Map<string, number>()
    const ids = group.map((p) => {
      const digest = hash('sha256', JSON.stringify(p.call.body), 'hex').slice(0, 40)
      const n = seen.get(digest) ?? 0
      seen.set(digest, n + 1)
      return `k${digest}_${n}`
    })
    const byWatch = Map.groupBy(group.map((pending, i) => ({ pending, id: ids[i]! })), (call) => this.#resumedWatchFor(api, call.id))
    const resumed = [...byWatch].filter((entry): entry is [BatchWatch, IdentifiedCall[]] => entry[0] !== undefined)
    // Calls no journaled batch holds go into new batches.
    const submitted = await this.#submit(api, model, byWatch.get(undefined) ?? [])
    await Promise.all([...resumed, ...submitted].map(([watch, calls]) => this.#deliver(watch, calls)))
  }

  /** Submits calls as new batches (within the provider's limits), each journaled as an intent first. */
  async #submit(api: ProviderBatchApi, model: string, fresh: IdentifiedCall[]): Promise<Map<BatchWatch, IdentifiedCall[]>> {
    const out = new Map<BatchWatch, IdentifiedCall[]>()
    for (const chunk of withinBatchLimits(fresh, api.provider)) {
      const customIds = chunk.map((f) => f.id)
      // Deterministic: a rerun of the same round computes the same key.
      const key = `kb${hash('sha256', [api.provider, api.account, model, ...customIds].join('\n'), 'hex').slice(0, 40)}`
      const intent: JournaledIntent = { intent: key, provider: api.provider, account: api.account, model, custom_ids: customIds, submitted_at: new Date().toISOString() }
      await this.journal?.addIntent(intent)
      const journal = this.journal
      const hooks = journal === null ? {} : { onUploaded: (fileId: string) => journal.addIntent({ ...intent, input_file_id: fileId }) }
      const batchId = await api.submit(chunk.map((f) => ({ customId: f.id, body: f.pending.call.body })), key, this.signal, hooks)
      const entry = batchOfIntent(intent, batchId, true)
      await this.journal?.add(entry)
      this.stats.batchesSubmitted++
      this.onEvent({ type: 'batch-submitted', batchId, provider: api.provider, model, calls: chunk.length, resumed: false })
      out.set({ entry, api, results: undefined }, chunk)
    }
    return out
  }

  /** A batch of the journal (an earlier process) holding this request and not yet used for it. */
  #resumedWatchFor(api: ProviderBatchApi, id: string): BatchWatch | undefined {
    const key = `${api.account}\n${id}`
    const candidates = this.#resumable.get(key)
    const watch = candidates?.find((w) => w.entry.provider === api.provider)
    if (watch === undefined) return undefined
    candidates!.splice(candidates!.indexOf(watch), 1)
    if (candidates!.length === 0) this.#resumable.delete(key)
    if (watch.api === undefined) {
      watch.api = api
      // A batch found by size and time counts once its results prove it the run's (#deliver).
      if (!watch.unverified) this.stats.batchesResumed++
      this.onEvent({ type: 'batch-submitted', batchId: watch.entry.batch_id, provider: api.provider, model: watch.entry.model, calls: watch.entry.custom_ids.length, resumed: true, ...(watch.unverified ? { unverified: true as const } : {}) })
    }
    return watch
  }

  async #deliver(watch: BatchWatch, calls: IdentifiedCall[]): Promise<void> {
    watch.results ??= this.#await(watch)
    let results: Map<string, BatchItemOutcome>
    try {
      results = await watch.results
    } catch (error) {
      for (const { pending } of calls) pending.reject(error)
      return
    }
    if (watch.unverified && holdsExactly(results, watch.entry.custom_ids)) {
      watch.unverified = false
      this.stats.batchesResumed++
    }
    if (watch.unverified) {
      // Not this run's batch after all (same size, created meanwhile by someone else): submit the calls anew.
      this.onEvent({ type: 'batch-rejected', batchId: watch.entry.batch_id, provider: watch.api!.provider, model: watch.entry.model, calls: calls.length })
      const fresh = await this.#submit(watch.api!, watch.entry.model, calls).catch((error: unknown) => {
        for (const { pending } of calls) pending.reject(error)
        return new Map<BatchWatch, IdentifiedCall[]>()
      })
      await Promise.all([...fresh].map(([w, c]) => this.#deliver(w, c)))
      return
    }
    for (const { pending, id } of calls) {
      const outcome = results.get(id) ?? { type: 'unprocessed', reason: 'missing' }
      if (outcome.type === 'succeeded') {
        this.stats.callsBatched++
        this.#countTokens(outcome.body)
        // The adapter reads this mark into the call's usage: the result records the call as batched.
        markBatchedResponse(outcome.body)
        pending.resolve(outcome.body)
      } else if (outcome.type === 'errored') {
        this.stats.callsErrored++
        pending.reject(outcome.error)
      } else {
        // Expired or cancelled before it ran: sent live, so the run still ends with every answer.
        this.stats.callsSentLive++
        pending.call.live().then(pending.resolve, pending.reject)
      }
    }
  }

  /** Polls a batch until it ends, then reads its results. */
  async #await(watch: BatchWatch): Promise<Map<string, BatchItemOutcome>> {
    const { entry } = watch
    const api = watch.api!
    for (let first = true; ; first = false) {
      if (!first) await sleep(this.#pollIntervalMs, this.signal)
      const status = await api.status(entry.batch_id, this.signal)
      this.onEvent({ type: 'batch-polled', batchId: entry.batch_id, provider: api.provider, model: entry.model, status: status.status, done: status.done, total: status.total })
      if (status.ended) break
    }
    const results = await api.results(entry.batch_id, this.signal)
    this.#read.push(watch)
    const counts = { succeeded: 0, errored: 0, unprocessed: 0 }
    for (const id of entry.custom_ids) counts[results.get(id)?.type ?? 'unprocessed']++
    this.onEvent({ type: 'batch-ended', batchId: entry.batch_id, provider: api.provider, model: entry.model, ...counts })
    return results
  }

  #countTokens(body: unknown): void {
    const usage = (body as { usage?: Record<string, unknown> } | null)?.usage
    if (usage === undefined || usage === null) return
    const n = (key: string) => (typeof usage[key] === 'number' ? (usage[key] as number) : 0)
    this.stats.inputTokens += n('prompt_tokens') + n('input_tokens')
    this.stats.outputTokens += n('completion_tokens') + n('output_tokens')
  }
}

// The providers' documented limits per batch: OpenAI 50,000 requests and a 200 MB input file, Anthropic
// 100,000 requests and 256 MB; bytes are kept well under, as the JSONL framing adds to each body.
const BATCH_LIMITS = { openai: { requests: 50_000, bytes: 150_000_000 }, anthropic: { requests: 100_000, bytes: 200_000_000 } } as const

/** Splits a round's requests into batches the provider accepts. */
export function withinBatchLimits<T extends { pending: { call: { body: Record<string, unknown> } } }>(items: readonly T[], provider: 'openai' | 'anthropic'): T[][] {
  const limit = BATCH_LIMITS[provider]
  const chunks: T[][] = []
  let current: T[] = []
  let bytes = 0
  for (const item of items) {
    const size = JSON.stringify(item.pending.call.body).length + 200
    if (current.length > 0 && (current.length >= limit.requests || bytes + size > limit.bytes)) {
      chunks.push(current)
      current = []
      bytes = 0
    }
    current.push(item)
    bytes += size
  }
  if (current.length > 0) chunks.push(current)
  return chunks
}

/** The journal line of the batch created for an intent (`verified`: false when found by size and time only). */
function batchOfIntent(intent: JournaledIntent, batchId: string, verified: boolean): JournaledBatch {
  const { intent: key, input_file_id: _upload, ...fields } = intent
  return { batch_id: batchId, ...fields, key, ...(verified ? {} : { verified: false as const }) }
}

/** Whether a batch's results are those of exactly these requests. */
function holdsExactly(results: ReadonlyMap<string, unknown>, customIds: readonly string[]): boolean {
  return results.size === customIds.length && customIds.every((id) => results.has(id))
}
