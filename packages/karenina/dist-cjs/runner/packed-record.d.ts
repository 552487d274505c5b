/** A packed record's header: the test's verdict and annotations of a result, or `scenario: true`. */
export type PackedHeader = Record<string, unknown>;
/**
 * Packs a record for a test's metadata: `z1:` and the base64 of `<header JSON>\n<body>`, raw-deflated. One short
 * ASCII string: what vitest holds per test in its main process and parses back from blob reports is a string,
 * not a tree of small objects.
 */
export declare function packRecord(header: PackedHeader, body: string): string;
/**
 * A record as plain text: `p1:`, the header's JSON and the body on the next line. For a test worker whose results
 * are not stored by the runner's main process in bulk: deflating costs a worker about 0.3 ms per result in a run
 * (measured beside the pipeline; ~0.07 ms alone in a loop), more than the rest of what carrying the result costs.
 * vitest carries the string to its main process as it is (structured clone) and keeps it there (~4 KB of text a
 * result instead of ~0.5 KB).
 */
export declare function plainRecord(header: PackedHeader, body: string): string;
/** Unpacks a record written by {@link packRecord} or {@link plainRecord}; `where` names it in the error when it does not unpack. */
export declare function unpackRecord(packed: unknown, where: string): {
    header: PackedHeader;
    body: string;
};
/**
 * As {@link unpackRecord}, with the body as bytes (a reporter writes it to its spool without making a string of it).
 */
export declare function unpackRecordBytes(packed: unknown, where: string | (() => string)): {
    header: PackedHeader;
    body: Buffer;
};
