import type { VerificationResult } from '../results/verification-result.js';
/** A result with the verdict its test gave it. */
export interface JudgedResult {
    result: VerificationResult;
    /** Karenina's verdict under the test's criteria (a wrong answer asserted with `.not` is still `false`). */
    pass: boolean;
    /** The test's title: names the result in the failing list. @default the question id */
    title?: string;
    /** The answering model as the user wrote it. @default the result's `interface:model_name` */
    model?: string;
    /** The assertion was negated (`.not`): a failed verdict is what the test expected. */
    negated?: boolean;
}
/** Why a result failed its test, in a few words. */
export declare function failureNote(result: VerificationResult): string;
/** Options of {@link renderRunSummary}. */
export interface RunSummaryOptions {
    /** Where the results were written (shown in the header). */
    resultsFile?: string | null;
    /** Failing results listed by name. @default 10 */
    maxFailures?: number;
    /**
     * The results' token totals, when their views keep no usage (a collector that spools results keeps running
     * totals instead). @default summed from each result's `usage_metadata`
     */
    tokens?: {
        input_tokens: number;
        output_tokens: number;
        total_tokens: number;
    };
}
/**
 * The compact run summary a reporter prints: pass rate per answering model, failing questions, trait
 * averages and token totals.
 */
export declare function renderRunSummary(judged: readonly JudgedResult[], options?: RunSummaryOptions): string;
