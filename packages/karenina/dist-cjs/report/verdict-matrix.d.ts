import type { ReportData } from './report-data.js';
/**
 * A heat map of verdicts, questions down and answering model × judge across, as inline SVG: each cell is
 * coloured by the share of passing results (replicates pooled) and labelled `passed/total`; hovering shows
 * the question and the models. Clicking a cell (with the page script) filters the table to it.
 * @example
 * renderVerdictMatrix(buildReportData(results))
 */
export declare function renderVerdictMatrix(data: ReportData): string;
