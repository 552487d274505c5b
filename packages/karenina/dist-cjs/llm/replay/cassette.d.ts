/** One recorded request/response pair. */
export interface CassetteEntry {
    kind: string;
    /** ModelIdentity display string of the recording model. */
    model: string;
    request: Record<string, unknown>;
    response: Record<string, unknown>;
}
/** Cassette file format version. */
export declare const CASSETTE_VERSION = 1;
/**
 * A cassette file: `{"version": 1, "entries": {<key>: {kind, model, request, response}}}`, keys sorted
 * at every level, 2-space indent, so re-recording yields small diffs. Writes are atomic (temp file +
 * rename) and merge with what is on disk under a lock file, so several ports, workers or processes can
 * record into the same cassette.
 */
export declare class Cassette {
    readonly file: string;
    private entries;
    private loading;
    private readonly dirty;
    private queue;
    private pending;
    constructor(file: string);
    /** The recorded entry for `key`, if any (the file is read once, on first use). */
    get(key: string): Promise<CassetteEntry | undefined>;
    /** Records an entry; resolves once it is on disk. */
    put(key: string, entry: CassetteEntry): Promise<void>;
    private load;
    private write;
}
/** The process-wide cassette of a file (one instance per absolute path, shared by every port). */
export declare function openCassette(file: string): Cassette;
/** Forgets the cached cassettes, so the next use re-reads the files (tests). */
export declare function resetCassettes(): void;
