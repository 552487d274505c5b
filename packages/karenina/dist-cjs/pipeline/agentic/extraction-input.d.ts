import type { Template } from '../../template/template.js';
/** Karenina's bound on the report handed to the extraction call (spec 02 §9.2 step 2). */
export declare const MAX_EXTRACTION_REPORT_CHARS = 60000;
/**
 * Bounds a report: at most `max` characters (code points, as Python counts), the head third, a marker
 * naming what was cut, and the tail.
 */
export declare function truncateExtractionInput(text: string, max?: number): string;
/** The investigation's final AI message (else the whole trace), bounded. */
export declare function prepareExtractionInput(investigationTrace: string): string;
/** The JSON object in a report (fences stripped), or `null` when there is none. */
export declare function reportObject(report: string): Record<string, unknown> | null;
/** Verified field names the report lists in `_unanswered_fields` (other names are ignored). */
export declare function unansweredFieldsOf(data: Record<string, unknown> | null, template: Template): string[];
