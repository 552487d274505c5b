import type { ErrorPattern, RetryPolicy } from '../config/retry-policy.js'
import type { CallOptions } from './ports.js'
import type { RequestLimiter } from './limiter.js'
import { withRetry } from './retry.js'
import type { BatchedCall, BatchSink, ProviderBatchApi } from './batch-api.js'

/** How an adapter's HTTP calls run: shared limiter, retry policy, per-request timeout, error mapping. */
export interface ProviderRuntime {
  /** Name used in errors (`openai`, `anthropic`, `openrouter`, …). */
  provider: string
  /** The process-wide limiter of this provider account (see `getProviderLimiter`), within any run-wide cap. */
  limiter: RequestLimiter
  /** @default the default RetryPolicy */
  retryPolicy: RetryPolicy | null
  errorPatterns: readonly ErrorPattern[]
  /** Per-request timeout in ms (escalated by the policy after timeouts). */
  timeoutMs: number | undefined
  /** Translates an SDK error into a ProviderError (aborts stay aborts). */
  mapError: (error: unknown, signal?: AbortSignal) => unknown
}

/** What one HTTP attempt receives; both go into the SDK's per-request options. */
export interface RequestContext {
  timeoutMs: number | undefined
  signal: AbortSignal | undefined
}

/**
 * Runs one provider request: retries (Karenina policy; the SDK's own retries are off) around the
 * limiter, so a backoff wait never holds a concurrency slot; the signal reaches the SDK request.
 */
export function callProvider<T>(runtime: ProviderRuntime, options: CallOptions, request: (context: RequestContext) => Promise<T>): Promise<T> {
  return retriedAttempts(runtime, options, runtime.timeoutMs, runtime.limiter, request)
}

/**
 * Runs one model call (`body`, sent by `request`) live, or in batch mode when `batch` is set: the run's batch
 * rounds send it in a provider batch. The same retry policy as live applies to a failed item (classified from
 * the provider's own error, so each result keeps its failure category), and the retry goes into the next batch.
 * No limiter slot is held while a batch runs; the live call (`request` without the caller's hooks) is the fallback.
 */
export function callModel<T>(
  runtime: ProviderRuntime,
  options: CallOptions,
  batch: { sink: BatchSink; api: ProviderBatchApi } | undefined,
  body: { model: string },
  request: (context: RequestContext) => Promise<T>,
): Promise<T> {
  if (batch === undefined) return callProvider(runtime, options, request)
  const live = () => callProvider(runtime, options.signal ? { signal: options.signal } : {}, request)
  const call: BatchedCall = { api: batch.api, model: body.model, body: body as unknown as Record<string, unknown>, live }
  return retriedAttempts(runtime, options, undefined, (send) => send(), ({ signal }) => batch.sink.send(call, signal) as Promise<T>)
}

/** The SDK's per-request options of one attempt: its own retries off (ours run), the attempt's timeout and signal. */
export function attemptOptions({ timeoutMs, signal }: Partial<RequestContext>): { maxRetries: 0; timeout?: number; signal?: AbortSignal } {
  return { maxRetries: 0, ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }), ...(signal ? { signal } : {}) }
}

/** One SDK request of an account outside a model call (batch files, batches): retries and limiter, no timeout of ours. */
export function callAccount<T>(runtime: ProviderRuntime, signal: AbortSignal | undefined, send: (options: ReturnType<typeof attemptOptions>) => Promise<T>): Promise<T> {
  return callProvider(runtime, signal ? { signal } : {}, ({ signal }) => send(attemptOptions({ signal })))
}

/** Attempts of `request` under the runtime's retry policy, each inside `slot`, reported to `onAttempt`, its error mapped. */
function retriedAttempts<T>(
  runtime: ProviderRuntime,
  options: CallOptions,
  timeoutMs: number | undefined,
  slot: RequestLimiter,
  request: (context: RequestContext) => Promise<T>,
): Promise<T> {
  const signal = options.signal
  return withRetry(
    ({ attempt, timeoutMs }) =>
      slot(async () => {
        // The slot may come free after the caller gave up.
        signal?.throwIfAborted()
        const ended = options.onAttempt?.({ attempt, timeoutMs })
        try {
          return await request({ timeoutMs, signal })
        } catch (error) {
          throw runtime.mapError(error, signal)
        } finally {
          ended?.()
        }
      }),
    {
      policy: runtime.retryPolicy,
      errorPatterns: runtime.errorPatterns,
      timeoutMs,
      ...(signal ? { signal } : {}),
      ...(options.onRetry ? { onRetry: options.onRetry } : {}),
    },
  )
}
