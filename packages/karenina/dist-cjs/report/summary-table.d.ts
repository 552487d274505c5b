import type { VerificationResult } from '../results/verification-result.js';
/** Options of {@link formatSummary}. */
export interface SummaryOptions {
    /** ANSI colours (green pass rate ≥ 80 %, yellow ≥ 50 %, red below). @default false */
    color?: boolean;
    /** Heading line. @default 'Verification summary' */
    title?: string;
}
/** `75.0%`, or `—` when there is nothing to rate. */
export declare function formatPercent(rate: number | null): string;
/**
 * The terminal summary of a run: results per answering model × judge with pass / fail / error counts and
 * pass rate, an overall row, failure categories and token totals. Plain text unless `color`.
 * @example
 * process.stdout.write(formatSummary(results.results, { color: process.stdout.isTTY }) + '\n')
 */
export declare function formatSummary(results: readonly VerificationResult[], options?: SummaryOptions): string;
