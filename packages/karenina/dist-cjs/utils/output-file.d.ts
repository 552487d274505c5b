/** How an output path will be written (see {@link resolveOutputTarget}). */
export interface OutputTarget {
    /** The path as the caller gave it (absolute). */
    path: string;
    /**
     * `replace`: a regular file, or none yet, written beside and renamed over; `in-place`: a character device, a
     * FIFO, or this process's stdout/stderr, opened for appending and streamed.
     */
    mode: 'replace' | 'in-place';
    /** The file that is renamed over: the real path of a linked file, so the link stays a link. */
    file: string;
    /** The replaced file's mode and owner, given to the new one. */
    keep?: {
        mode: number;
        uid: number;
        gid: number;
    };
    /** The target is this process's stdout (1) or stderr (2): written through that stream, which may be a socket. */
    ownFd?: 1 | 2;
}
export interface OutputOptions {
    /**
     * Files the command reads (checkpoint, config…) or writes elsewhere: a regular output that is one of them (the
     * same path, or the same file through a link) is refused.
     */
    inputs?: readonly (string | undefined)[];
    /** Refuse devices and FIFOs too (a file that is appended to and read back, such as the progress file). @default false */
    regularOnly?: boolean;
}
/** Takes the output's bytes; a chunk is consumed (written or copied) before the promise settles. */
export interface OutputSink {
    write(chunk: string | Uint8Array): Promise<void>;
}
/**
 * Decides how `path` will be written, and refuses what must not be written, before any work is done: the CLI
 * calls it for every output before a run starts, so a refusal loses nothing.
 */
export declare function resolveOutputTarget(path: string, options?: OutputOptions): Promise<OutputTarget>;
/**
 * Writes an output file through `produce` (see the header of this file for what is replaced, streamed or
 * refused). On failure a replaced file is left as it was and the error names `path`.
 * @example await writeOutputFile('results.json', async (out) => { await out.write(text) })
 */
export declare function writeOutputFile(path: string, produce: (out: OutputSink) => Promise<void>, options?: OutputOptions): Promise<void>;
/** {@link writeOutputFile} with the whole text at once. */
export declare function writeOutputText(path: string, text: string, options?: OutputOptions): Promise<void>;
