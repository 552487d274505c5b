import { type JudgedResult } from './run-summary.js';
/** Options of {@link renderStepSummary}. */
export interface StepSummaryOptions {
    /** Where the results were written (shown under the heading). */
    resultsFile?: string | null;
    /** Failing results listed. @default 50 */
    maxFailures?: number;
}
/**
 * The run summary as GitHub-flavoured Markdown, for `$GITHUB_STEP_SUMMARY`: pass rate per answering model
 * and the failing questions.
 */
export declare function renderStepSummary(judged: readonly JudgedResult[], options?: StepSummaryOptions): string;
/**
 * Under GitHub Actions (env `GITHUB_STEP_SUMMARY` names the job's summary file) appends the run's Markdown
 * summary to it, as vitest's github-actions reporter does with annotations. Returns the file written, or
 * null outside Actions. A file that cannot be written is reported on stderr, not thrown: the results file
 * is what counts.
 */
export declare function appendStepSummary(judged: readonly JudgedResult[], options?: StepSummaryOptions & {
    env?: Readonly<Record<string, string | undefined>>;
}): Promise<string | null>;
