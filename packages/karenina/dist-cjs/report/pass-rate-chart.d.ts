import type { ReportGroup } from './report-data.js';
/** Shortens a label to `max` characters with an ellipsis (the full text stays in the element's title). */
export declare function truncate(text: string, max: number): string;
/**
 * A horizontal stacked bar per group (pass / fail / error shares) with its pass rate, as inline SVG: no
 * script, no fonts or files to fetch. Every segment carries a `<title>` tooltip with its count.
 * @example
 * renderPassRateChart(data.byAnsweringModel, 'Pass rate per answering model')
 */
export declare function renderPassRateChart(groups: readonly ReportGroup[], title: string): string;
