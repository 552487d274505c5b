import type { TemplateInstance, TemplateShape } from './template.js';
/** The two views of a filled template stored in results (`parsed_gt_response`, `parsed_llm_response`). */
export interface ParsedResponseSplit {
    /** `correct` of the dump (or null), plus the resolved ground truths when asked. */
    parsedGtResponse: Record<string, unknown> | null;
    /** The dump without `id`, `correct` and `regex`: fields and extra attributes (judge-null fields absent). */
    parsedLlmResponse: Record<string, unknown>;
}
/**
 * Karenina's parsed-response split (spec 01 §7.4). Extra attributes set by a `groundTruth` hook end up in
 * `parsedLlmResponse`, as in Karenina. With `mergeResolvedGroundTruths` (what FinalizeResult does) the
 * resolved ground truths of all verified fields are merged into `parsedGtResponse`, creating it if null.
 */
export declare function splitParsedResponse<S extends TemplateShape>(instance: TemplateInstance<S>, options?: {
    mergeResolvedGroundTruths?: boolean;
}): ParsedResponseSplit;
