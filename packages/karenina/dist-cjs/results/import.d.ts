import { VerificationResultSet } from './verification-result-set.js';
/** Options of `loadResults`. */
export interface LoadResultsOptions {
    /** Names the input in error messages (e.g. the file path). @default 'results' */
    source?: string;
}
/**
 * Loads results written by Karenina or karenina-ts (spec 04 §5.2): the v2.2 export, legacy 2.0/2.1 files
 * (migrated), an array of results (`row_index` dropped), `{results, metadata?, scenario_results?}`,
 * `{runs: {name: rows}}` and a bare mapping of rows. Strict: an invalid row throws a ValidationError
 * naming its index. Python floats keep their float-ness, so re-exporting reproduces the bytes.
 */
export declare function loadResults(text: string, options?: LoadResultsOptions): VerificationResultSet;
/** Reads and loads a results file (any format `loadResults` accepts). */
export declare function readResultsFile(path: string): Promise<VerificationResultSet>;
