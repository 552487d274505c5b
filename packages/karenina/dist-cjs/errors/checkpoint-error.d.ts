import { KareninaError } from './karenina-error.js';
/**
 * A checkpoint file that cannot be read or written: names the file and the JSON key path that is wrong,
 * e.g. `checkpoint.jsonld: dataFeedElement[2].item.hasPart.text: expected string, got number`.
 */
export declare class CheckpointError extends KareninaError {
    /** The file path (or the `source` label given to `parseCheckpoint`). */
    readonly file: string;
    /** JSON key path inside the checkpoint; empty for file-level problems. */
    readonly path: readonly (string | number)[];
    readonly problem: string;
    constructor(
    /** The file path (or the `source` label given to `parseCheckpoint`). */
    file: string, 
    /** JSON key path inside the checkpoint; empty for file-level problems. */
    path: readonly (string | number)[], problem: string, options?: {
        cause?: unknown;
    });
}
