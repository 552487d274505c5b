import type { VerificationResult } from './verification-result.js';
/**
 * Shares equal plain-data parts (model identities, retry counts, usage, agent metrics, per-field verdicts)
 * between the summary views of a run: a run has a handful of distinct ones, and a view of its own for each
 * result is most of what a long run kept on disk (`keepResults: false`) holds in memory. Each part is compared
 * (no keys built) with the last {@link VALUES_PER_PATH} distinct values of its path, so a part that keeps
 * differing (e.g. token counts) costs a failed comparison and nothing more. Only plain JSON data is shared
 * (no class instances, bigints, -0 or undefined), and only when equal with the same key order.
 */
export declare class SummaryInterner {
    #private;
    /** The shared value equal to `value` at `path` (`value` itself when none is known). */
    intern<T>(value: T, path: string): T;
    /** {@link intern} for the part `key` of a section. */
    internAt<T>(section: string, key: string, value: T): T;
}
/**
 * A result without its text: what `getSummary()`, the terminal summary, verdict counts and an export's job
 * header read (ids, models, failure, verdicts, scores, token usage, agent metrics), without the answer, trace,
 * prompts, question text, parsed responses, reasoning and deep-judgment excerpts. A run that keeps its results
 * on disk (`keepResults: false`) keeps only these; they are not results to export or inspect.
 *
 * `interner` shares equal parts between the views of a run (see {@link SummaryInterner}).
 */
export declare function summaryView(result: VerificationResult, interner?: SummaryInterner): VerificationResult;
