/**
 * Writes a file so that readers never see a partial one: the text goes to a temporary file in the same
 * directory (same file system, so the rename is atomic), is flushed to disk, then renamed over the target,
 * which keeps its permission bits. A device or FIFO is written in place; a read-only file is refused. On
 * failure the temporary file is removed and the target is left as it was.
 * @example await writeFileAtomic('benchmark.jsonld', text)
 */
export declare function writeFileAtomic(path: string, text: string): Promise<void>;
