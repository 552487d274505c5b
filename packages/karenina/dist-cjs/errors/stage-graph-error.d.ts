import { KareninaError } from './karenina-error.js';
/** A stage list that cannot run: not stages, duplicate names, misplaced FinalizeResult, unmet requires. */
export declare class StageGraphError extends KareninaError {
    /** The stage at fault ('' when the list itself is). */
    readonly stage: string;
    /** The artifacts it requires that no earlier stage produces. */
    readonly missing: readonly string[];
    constructor(
    /** The stage at fault ('' when the list itself is). */
    stage: string, 
    /** The artifacts it requires that no earlier stage produces. */
    missing: readonly string[], problem: string, options?: {
        cause?: unknown;
    });
}
