/** Where `copyTo` writes: the bytes are written (or copied) before the promise settles, so the buffer is reused. */
export interface ByteSink {
    write(chunk: Uint8Array): Promise<void>;
}
/**
 * The results' export lines, spooled to a temporary file as they come, each after the export's separator, and
 * numbered in append order (the export order is a list of those numbers, kept aside): lines that are next to
 * each other in the spool and in the export are copied to the results file in one read. Neither appending nor
 * copying makes a string, a buffer or an object per result: where each line sits is kept in typed arrays, and
 * appended lines are written 64 KiB at a time.
 */
export declare class LineSpool {
    #private;
    readonly file: string;
    /** Appends an export line, given as text or as its UTF-8 bytes; returns its number (0, 1, …). */
    append(line: string | Uint8Array): number;
    /** Copies the lines numbered `order` to `out`, in that order, separated as in the export. */
    copyTo(out: ByteSink, order: readonly number[]): Promise<void>;
    close(): void;
    remove(): void;
}
