import type { VerificationResult } from '../results/verification-result.js';
import type { ResultsDiff } from '../results-diff/diff-results.js';
import { type OutputOptions } from '../utils/output-file.js';
/** Options of {@link renderHtmlReport}. */
export interface HtmlReportOptions {
    /** Page title. @default 'Karenina verification report' */
    title?: string;
    /** A line under the title (e.g. the checkpoint and run name). @default none */
    subtitle?: string;
    /** Clock for the "generated" stamp. @default () => new Date() */
    now?: () => Date;
    /** A comparison with a baseline run (`diffResults(baseline, these results)`), shown after the headline. */
    baseline?: ResultsDiff;
}
/**
 * Karenina results as one self-contained HTML page (inline CSS, script and SVG charts; nothing fetched):
 * headline numbers, pass rate per answering model (and per judge when there are several), a heat map of
 * verdicts per question × model, and a filterable table of results whose rows open to the answer, the
 * extracted fields against ground truth, rubric scores, the failure reason and token usage.
 * @example
 * await writeFile('report.html', renderHtmlReport(results.results, { title: 'Oncology benchmark' }))
 */
export declare function renderHtmlReport(input: readonly VerificationResult[], options?: HtmlReportOptions): string;
/** Writes {@link renderHtmlReport} to a file (atomically; a device or FIFO in place; `output.inputs` refused). */
export declare function writeHtmlReport(path: string, results: readonly VerificationResult[], options?: HtmlReportOptions, output?: OutputOptions): Promise<void>;
