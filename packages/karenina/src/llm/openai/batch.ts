import OpenAI, { toFile } from 'openai'
import { BATCH_CLOCK_SKEW_MS, type BatchItemOutcome, type BatchStatus, type ProviderBatchApi, type SubmitHooks } from '../batch-api.js'
import { callAccount, type ProviderRuntime } from '../provider-call.js'

const ENDED = new Set(['completed', 'expired', 'cancelled', 'failed'])
/** The batch `metadata` key holding the run's key of the batch. */
const KEY_METADATA = 'karenina_key'

/** The OpenAI Batch API of one account: a JSONL file uploaded with purpose `batch`, then `/v1/batches`. */
export class OpenAiBatchApi implements ProviderBatchApi {
  readonly provider = 'openai'

  constructor(
    private readonly client: OpenAI,
    private readonly runtime: ProviderRuntime,
    readonly account: string,
  ) {}

  async submit(items: readonly { customId: string; body: Record<string, unknown> }[], key: string, signal?: AbortSignal, hooks: SubmitHooks = {}): Promise<string> {
    const lines = items.map((item) => JSON.stringify({ custom_id: item.customId, method: 'POST', url: '/v1/chat/completions', body: item.body }))
    const bytes = Buffer.from(`${lines.join('\n')}\n`, 'utf8')
    const file = await callAccount(this.runtime, signal, async (options) =>
      this.client.files.create({ file: await toFile(bytes, 'karenina-batch.jsonl', { type: 'application/jsonl' }), purpose: 'batch' }, options),
    )
    await hooks.onUploaded?.(file.id)
    try {
      const metadata = { created_by: 'karenina', [KEY_METADATA]: key }
      const batch = await callAccount(this.runtime, signal, (options) =>
        this.client.batches.create({ input_file_id: file.id, endpoint: '/v1/chat/completions', completion_window: '24h', metadata }, options),
      )
      return batch.id
    } catch (error) {
      // No batch holds the file: it would stay in the account. A failed delete does not hide the create's error.
      await this.discardUpload(file.id).catch(() => undefined)
      throw error
    }
  }

  async discardUpload(fileId: string, signal?: AbortSignal): Promise<void> {
    await callAccount(this.runtime, signal, (options) => this.client.files.delete(fileId, options)).catch((error: unknown) => {
      // Already gone (deleted by a run that stopped before removing its journal): nothing left to do.
      if ((error as { status?: number }).status !== 404) throw error
    })
  }

  async find(intent: { key: string; since: string }, exclude: ReadonlySet<string>, signal?: AbortSignal): Promise<{ batchId: string; verified: boolean } | undefined> {
    const since = (Date.parse(intent.since) - BATCH_CLOCK_SKEW_MS) / 1000
    return callAccount(this.runtime, signal, async (options) => {
      // Newest first: stop at the batches created before the intent.
      for await (const batch of this.client.batches.list({ limit: 100 }, options)) {
        if (batch.created_at < since) return undefined
        if (batch.metadata?.[KEY_METADATA] === intent.key && !exclude.has(batch.id)) return { batchId: batch.id, verified: true }
      }
      return undefined
    })
  }

  async discard(batchId: string, signal?: AbortSignal): Promise<void> {
    const batch = await this.#retrieve(batchId, signal)
    for (const fileId of [batch.input_file_id, batch.output_file_id, batch.error_file_id]) {
      if (fileId) await this.discardUpload(fileId, signal)
    }
  }

  async status(batchId: string, signal?: AbortSignal): Promise<BatchStatus> {
    const batch = await this.#retrieve(batchId, signal)
    const counts = batch.request_counts
    return { ended: ENDED.has(batch.status), status: batch.status, done: (counts?.completed ?? 0) + (counts?.failed ?? 0), total: counts?.total ?? 0 }
  }

  async results(batchId: string, signal?: AbortSignal): Promise<Map<string, BatchItemOutcome>> {
    const batch = await this.#retrieve(batchId, signal)
    const out = new Map<string, BatchItemOutcome>()
    for (const fileId of [batch.output_file_id, batch.error_file_id]) {
      if (!fileId) continue
      const text = await callAccount(this.runtime, signal, async (options) => (await this.client.files.content(fileId, options)).text())
      for (const line of text.split('\n')) {
        if (line.trim() === '') continue
        const row = JSON.parse(line) as OutputLine
        out.set(row.custom_id, outcomeOf(row))
      }
    }
    return out
  }

  #retrieve(batchId: string, signal: AbortSignal | undefined): Promise<OpenAI.Batches.Batch> {
    return callAccount(this.runtime, signal, (options) => this.client.batches.retrieve(batchId, options))
  }
}

/** A line of a batch's output or error file. */
interface OutputLine {
  custom_id: string
  response: { status_code: number; body: unknown } | null
  error: { code?: string; message?: string } | null
}

function outcomeOf(row: OutputLine): BatchItemOutcome {
  const response = row.response
  if (response !== null && response.status_code >= 200 && response.status_code < 300) return { type: 'succeeded', body: response.body }
  if (response !== null) {
    // The error the SDK would have thrown for the live request: same class, status and body, so it is classified alike.
    const body = response.body as { error?: { message?: string } } | undefined
    return { type: 'errored', error: OpenAI.APIError.generate(response.status_code, body?.error ?? body, body?.error?.message, new Headers()) }
  }
  const code = row.error?.code ?? ''
  return { type: 'unprocessed', reason: code === 'batch_expired' ? 'expired' : code === 'batch_cancelled' ? 'cancelled' : 'missing' }
}
