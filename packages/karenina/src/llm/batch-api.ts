import { batchedUsage, type CallUsage } from './usage.js'

/**
 * Batch mode's contract between the provider adapters and the run that collects their calls into provider
 * batches (OpenAI Batch API, Anthropic Message Batches). The adapters know the wire (files, batches,
 * results); the run (`batch/batch-rounds.ts`) knows when a round of calls is complete.
 */

/** How one request of an ended batch came out. */
export type BatchItemOutcome =
  /** The response body, as the live endpoint returns it. */
  | { type: 'succeeded'; body: unknown }
  /** The provider's error for this request, as the SDK throws it live (so it is classified and retried alike). */
  | { type: 'errored'; error: unknown }
  /** Not processed: the batch expired or was cancelled first, or the result is missing. */
  | { type: 'unprocessed'; reason: 'expired' | 'cancelled' | 'missing' }

/** Where a batch is. */
export interface BatchStatus {
  /** Results can be read (completed, expired, cancelled, or ended). */
  ended: boolean
  /** The provider's own status word (`in_progress`, `finalizing`, `completed`, `ended`, …). */
  status: string
  /** Requests finished so far, when the provider says. */
  done: number
  total: number
}

/** One provider account's batch endpoints, over its SDK client. */
export interface ProviderBatchApi {
  readonly provider: 'openai' | 'anthropic'
  /** Identifies the account without its key (provider + base URL): calls are grouped and journaled by it. */
  readonly account: string
  /**
   * Creates a batch of these requests (bodies as for the live endpoint); resolves with its id. `key` (the
   * run's deterministic key of this batch, journaled before the call) is attached where the provider allows
   * (OpenAI: batch `metadata`), so {@link find} can recognize the batch if its id never reached the journal.
   */
  submit(items: readonly { customId: string; body: Record<string, unknown> }[], key: string, signal?: AbortSignal, hooks?: SubmitHooks): Promise<string>
  /**
   * A batch this account created for a journaled intent (a process stopped between create and journaling the
   * id), listed from the provider: by its `key` where the provider keeps metadata (`verified: true`), else the
   * oldest batch of the same size created since the intent (`verified: false`: its results must hold exactly
   * the intent's custom ids, checked once it ended). `exclude`: batch ids already accounted for.
   */
  find(intent: { key: string; customIds: readonly string[]; since: string }, exclude: ReadonlySet<string>, signal?: AbortSignal): Promise<{ batchId: string; verified: boolean } | undefined>
  status(batchId: string, signal?: AbortSignal): Promise<BatchStatus>
  /** The outcome of every request of an ended batch, by custom id. */
  results(batchId: string, signal?: AbortSignal): Promise<Map<string, BatchItemOutcome>>
  /**
   * Deletes an input file {@link SubmitHooks.onUploaded} reported whose batch was never created (the process
   * stopped between upload and create); a file already gone is fine. Nothing for providers without files.
   */
  discardUpload(fileId: string, signal?: AbortSignal): Promise<void>
  /**
   * Deletes what the provider keeps of an ended batch whose results are saved (OpenAI: its input, output and
   * error files); nothing for providers that keep no files.
   */
  discard(batchId: string, signal?: AbortSignal): Promise<void>
}

/** What {@link ProviderBatchApi.submit} reports before its create call. */
export interface SubmitHooks {
  /**
   * The provider stored the batch's input file (OpenAI); awaited before the create call, so the id can be
   * journaled and a process stopped before the create leaves no file nobody knows of.
   */
  onUploaded?: (fileId: string) => Promise<void>
}

/** One call an adapter hands to batch mode instead of sending it. */
export interface BatchedCall {
  api: ProviderBatchApi
  model: string
  /** The request body, exactly as the live call would send it. */
  body: Record<string, unknown>
  /** Sends the request live: for a request the batch left unprocessed (expired, cancelled). */
  live: () => Promise<unknown>
}

/** Our clock and the provider's may differ: batches this much older than an intent are still looked at by `find`. */
export const BATCH_CLOCK_SKEW_MS = 300_000

/** Takes calls into provider batches (the run's batch rounds); resolves with the response body. */
export interface BatchSink {
  send(call: BatchedCall, signal?: AbortSignal): Promise<unknown>
}

// Response bodies a provider batch answered (a body sent live after its batch expired is not in it).
const batchedResponses = new WeakSet<object>()

/** Marks a response body as answered by a provider batch (batch mode, when handing it back). */
export function markBatchedResponse(body: unknown): void {
  if (typeof body === 'object' && body !== null) batchedResponses.add(body)
}

/** The usage of a response, marked as batched when a provider batch answered it (billed at the batch price). */
export function usageOfResponse(response: object, usage: CallUsage): CallUsage {
  return batchedResponses.has(response) ? batchedUsage(usage) : usage
}
