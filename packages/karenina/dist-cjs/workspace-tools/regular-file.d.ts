import type { Stats } from 'node:fs';
/** What a non-regular file is, for messages (`a FIFO`), or null for a regular file. */
export declare function specialKind(info: Stats): string | null;
/** A workspace path that is not a regular file: the file tools read and edit regular files only. */
export declare class NotRegularFileError extends Error {
    readonly kind: string;
    readonly code: 'EISDIR' | 'ENOTREG';
    constructor(kind: string);
}
