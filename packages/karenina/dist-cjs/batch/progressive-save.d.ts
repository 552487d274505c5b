import type { StoredLine } from '../results/stored-result-set.js';
import { type VerificationResult } from '../results/verification-result.js';
/** Where a run saves its results as they complete (spec 05 §8, the `results.jsonl` sidecar). */
export interface ProgressiveSaveOptions {
    /** The JSONL file: one result per line, in Karenina's export form (`dumpResultLine`). */
    jsonl: string;
    /**
     * Continue the file: results already in it are not run again and their answers are shared with the
     * remaining judges. Without it an existing non-empty file is an error (nothing is overwritten).
     * @default false
     */
    resume?: boolean;
}
/** The resume key of a result: (question id, answering canonical key, parsing canonical key, replicate). */
export declare function resultTaskKey(result: VerificationResult): string;
/** What a results file holds. */
export interface ProgressFile {
    /** Every complete line, in file order (first one kept when a key repeats). */
    results: VerificationResult[];
    /** Where each of `results` sits in the file. */
    lines: StoredLine[];
    /** Byte length of the complete lines; anything after it is a line cut by a crash. */
    completeBytes: number;
    /** Bytes of the cut last line (0 when the file ends with a newline). */
    truncatedBytes: number;
}
/**
 * Reads a progressive results file line by line (streamed, so a large file is never held whole). A last
 * line without its newline was cut by a crash mid-write and is ignored; any other unreadable line is an
 * error naming its line number. A missing file reads as empty.
 */
export declare function readProgressFile(path: string): Promise<ProgressFile>;
/** How many results a progressive results file holds (read line by line, none kept). */
export declare function countProgressFile(path: string): Promise<number>;
/**
 * Appends results to a JSONL file as they complete: one `dumpResultLine` per line, each written in a
 * single call and awaited, so a result counts as saved once it is in the operating system's hands (a
 * killed process loses at most the line being written, which a resumed run discards and redoes).
 */
export declare class ProgressiveResultWriter {
    #private;
    private readonly handle;
    readonly path: string;
    private constructor();
    /**
     * Opens the file for a run. With `resume`, the complete lines are read back (returned as `prior`) and a
     * line cut by a crash is cut off the file before appending; without it the file must be missing or empty.
     */
    static open(options: ProgressiveSaveOptions): Promise<{
        writer: ProgressiveResultWriter;
        prior: VerificationResult[];
        priorLines: StoredLine[];
    }>;
    /**
     * Appends one result; resolves once its line is written, with where it is in the file. Writes are
     * serialized in call order.
     */
    append(result: VerificationResult): Promise<StoredLine>;
    /** Waits for pending writes and closes the file. */
    close(): Promise<void>;
}
