import type { VerificationResultSet } from './verification-result-set.js'
import { KareninaError } from '../errors/karenina-error.js'

/** Why a batch stopped before every task finished. */
export type BatchStopReason = 'aborted' | 'timeout' | 'budget'

/**
 * A verification batch that stopped early (cancelled, past `batch_timeout_seconds`, or at its `maxCost` budget): carries the results
 * that finished (Karenina's `VerificationBatchError.partial_results`) and how many tasks did not run.
 */
export class VerificationBatchError extends KareninaError {
  constructor(
    readonly reason: BatchStopReason,
    readonly partialResults: VerificationResultSet,
    /** Tasks that did not finish (never started, or interrupted and discarded). */
    readonly unfinished: number,
    options?: { cause?: unknown },
  ) {
    const why = reason === 'timeout' ? 'timed out (batch_timeout_seconds)' : reason === 'budget' ? 'reached its budget (maxCost)' : 'was cancelled'
    super(
      'KARENINA_BATCH_INCOMPLETE',
      `verification batch ${why}: ${partialResults.results.length} results kept, ${unfinished} tasks unfinished (a progressive save can be resumed)`,
      options,
    )
  }
}
