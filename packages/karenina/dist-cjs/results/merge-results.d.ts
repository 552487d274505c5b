import type { VerificationResult } from './verification-result.js';
import { VerificationResultSet } from './verification-result-set.js';
/** One input of {@link mergeResultSets}: a set, optionally named (a file path) for error messages. */
export interface MergeInput {
    set: VerificationResultSet | Iterable<VerificationResult>;
    /** Names the input in errors (e.g. `shard-2.json`). @default `input <index>` */
    source?: string;
}
/** What {@link mergeResultSets} returns. */
export interface MergedResults {
    set: VerificationResultSet;
    /** Results left out because an identical copy (same `result_id`, same content) came earlier. */
    duplicatesDropped: number;
}
/**
 * Merges result sets (shards of one run, or several runs) into one, in input order.
 *
 * Duplicates are decided by `metadata.result_id` (a hash of the question, models, timestamp and replicate,
 * so two distinct runs never share one): an exact copy of an earlier result (the same shard given twice,
 * or a result present in both a resumed file and its shard) is dropped and counted; the same id with
 * different content is a conflict and throws a ValidationError naming both inputs, because silently
 * keeping either would hide a corrupted or hand-edited file.
 *
 * The merged set keeps the first non-null `shared_data` (rubric definition) and concatenates scenario
 * records; run metadata is left empty (a merge is a new job: give the export its own header).
 * @example
 * const { set } = mergeResultSets([{ set: await readResultsFile('a.json'), source: 'a.json' }, { set: await readResultsFile('b.json'), source: 'b.json' }])
 */
export declare function mergeResultSets(inputs: readonly MergeInput[]): MergedResults;
