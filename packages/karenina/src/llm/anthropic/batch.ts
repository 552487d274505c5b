import Anthropic from '@anthropic-ai/sdk'
import type { MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/messages'
import { BATCH_CLOCK_SKEW_MS, type BatchItemOutcome, type BatchStatus, type ProviderBatchApi } from '../batch-api.js'
import { callAccount, type ProviderRuntime } from '../provider-call.js'

// Message Batches report an error's type, not its HTTP status: the status the live endpoint gives that type.
const STATUS_OF_TYPE: Record<string, number> = {
  invalid_request_error: 400,
  authentication_error: 401,
  billing_error: 402,
  permission_error: 403,
  not_found_error: 404,
  request_too_large: 413,
  rate_limit_error: 429,
  api_error: 500,
  overloaded_error: 529,
}

/** The Message Batches API of one Anthropic account (`/v1/messages/batches`). */
export class AnthropicBatchApi implements ProviderBatchApi {
  readonly provider = 'anthropic'

  constructor(
    private readonly client: Anthropic,
    private readonly runtime: ProviderRuntime,
    readonly account: string,
  ) {}

  // Message batches take no metadata: `key` cannot be attached (find() matches by size and time, then custom ids).
  async submit(items: readonly { customId: string; body: Record<string, unknown> }[], _key: string, signal?: AbortSignal): Promise<string> {
    const requests = items.map((item) => ({ custom_id: item.customId, params: item.body as unknown as MessageCreateParamsNonStreaming }))
    const batch = await callAccount(this.runtime, signal, (options) => this.client.messages.batches.create({ requests }, options))
    return batch.id
  }

  async find(intent: { customIds: readonly string[]; since: string }, exclude: ReadonlySet<string>, signal?: AbortSignal): Promise<{ batchId: string; verified: boolean } | undefined> {
    const since = Date.parse(intent.since) - BATCH_CLOCK_SKEW_MS
    return callAccount(this.runtime, signal, async (options) => {
      let oldest: string | undefined
      // Newest first: the last match before the batches older than the intent is the oldest one since it.
      for await (const batch of this.client.messages.batches.list({ limit: 100 }, options)) {
        if (Date.parse(batch.created_at) < since) break
        const c = batch.request_counts
        const size = c.processing + c.succeeded + c.errored + c.canceled + c.expired
        if (size === intent.customIds.length && !exclude.has(batch.id)) oldest = batch.id
      }
      return oldest === undefined ? undefined : { batchId: oldest, verified: false }
    })
  }

  // Anthropic keeps no files for a batch (results expire with it): nothing to delete.
  async discard(): Promise<void> {}

  // Requests go inline in the create call: no upload to delete.
  async discardUpload(): Promise<void> {}

  async status(batchId: string, signal?: AbortSignal): Promise<BatchStatus> {
    const batch = await callAccount(this.runtime, signal, (options) => this.client.messages.batches.retrieve(batchId, {}, options))
    const c = batch.request_counts
    const done = c.succeeded + c.errored + c.canceled + c.expired
    return { ended: batch.processing_status === 'ended', status: batch.processing_status, done, total: done + c.processing }
  }

  async results(batchId: string, signal?: AbortSignal): Promise<Map<string, BatchItemOutcome>> {
    return callAccount(this.runtime, signal, async (options) => {
      const out = new Map<string, BatchItemOutcome>()
      for await (const row of await this.client.messages.batches.results(batchId, {}, options)) {
        out.set(row.custom_id, outcomeOf(row.result))
      }
      return out
    })
  }
}

function outcomeOf(result: Anthropic.Messages.Batches.MessageBatchResult): BatchItemOutcome {
  switch (result.type) {
    case 'succeeded':
      return { type: 'succeeded', body: result.message }
    case 'errored': {
      // The error the SDK would have thrown for the live request: same class, status and body.
      const body = result.error as unknown as { error?: { type?: string; message?: string } }
      const status = STATUS_OF_TYPE[body.error?.type ?? ''] ?? 500
      return { type: 'errored', error: Anthropic.APIError.generate(status, body, body.error?.message, new Headers()) }
    }
    case 'expired':
      return { type: 'unprocessed', reason: 'expired' }
    case 'canceled':
      return { type: 'unprocessed', reason: 'cancelled' }
  }
}
