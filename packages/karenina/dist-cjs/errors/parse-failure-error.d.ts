import { KareninaError } from './karenina-error.js';
/** One judge call of the parser retry ladder. */
export interface ParseAttemptRecord {
    /** `native` structured output, `prompt` (schema in the prompt + JSON recovery), or a `feedback` retry. */
    strategy: 'native' | 'prompt' | 'feedback';
    /** The judge's reply text (tool input serialized as JSON for tool-based structured output). */
    text: string;
    /** Why the reply was rejected; absent for the accepted attempt. */
    error?: string;
}
/**
 * A judge that never produced a valid object. The pipeline reports it as a parse failure, never as a wrong
 * answer; it carries every attempt and the last validation error.
 */
export declare class ParseFailureError extends KareninaError {
    readonly schemaName: string;
    readonly attempts: readonly ParseAttemptRecord[];
    readonly lastError: string;
    constructor(schemaName: string, attempts: readonly ParseAttemptRecord[], lastError: string);
}
