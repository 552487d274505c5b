import type { VerificationResultSet } from './verification-result-set.js';
import { KareninaError } from '../errors/karenina-error.js';
/** Why a batch stopped before every task finished. */
export type BatchStopReason = 'aborted' | 'timeout';
/**
 * A verification batch that stopped early (cancelled, or past `batch_timeout_seconds`): carries the results
 * that finished (Karenina's `VerificationBatchError.partial_results`) and how many tasks did not run.
 */
export declare class VerificationBatchError extends KareninaError {
    readonly reason: BatchStopReason;
    readonly partialResults: VerificationResultSet;
    /** Tasks that did not finish (never started, or interrupted and discarded). */
    readonly unfinished: number;
    constructor(reason: BatchStopReason, partialResults: VerificationResultSet, 
    /** Tasks that did not finish (never started, or interrupted and discarded). */
    unfinished: number, options?: {
        cause?: unknown;
    });
}
