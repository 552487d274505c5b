import type { VerificationResult } from '../results/verification-result.js';
/**
 * What the run summary and the export header read of a result: its ids, models, failure, verdict, token counts
 * and traits. A reporter that spools results keeps only this; a packed record carries it beside the result's
 * export line, so vitest's main process reads it without parsing and validating the whole result again.
 */
export declare function resultSummaryView(result: VerificationResult): VerificationResult;
