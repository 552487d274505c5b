import { type VerificationResult } from '../results/verification-result.js';
/** The key under which runners carry results in a test's metadata (vitest `task.meta`, jest side files). */
export declare const KARENINA_META_KEY = "karenina";
/**
 * A result as carried by a runner: its export line (JSON text, so Python float-ness survives any
 * serialization a runner applies: worker RPC, blob reports, merges) and the test's verdict.
 */
export interface EncodedResult {
    /** One result in Karenina's export format (`dumpResultLine`). */
    result: string;
    /** The verdict under the matcher's criteria (granular threshold, trait expectations). */
    pass: boolean;
    /** The test's title (names the result in summaries). @default the reporter's test name, else the question id */
    title?: string;
    /** The answering model as the user wrote it (`openai:gpt-4o`); results only keep `interface:model_name`. */
    model?: string;
    /** The assertion was negated (`.not`): a failed verdict is what the test expected. */
    negated?: boolean;
}
/** What a runner knows about a result beyond the result itself (see {@link EncodedResult}). */
export type ResultAnnotations = Pick<EncodedResult, 'title' | 'model' | 'negated'>;
/**
 * What a test's metadata holds under {@link KARENINA_META_KEY}: one packed string per result or scenario run
 * (`z1:` + base64 of the deflated record, or `p1:` + the record as text; see {@link RecordPacking}). vitest keeps every test's meta in its main process and writes it to
 * blob reports, where a nested object would cost many small objects per test; a string costs one.
 */
export type KareninaTestMeta = string[];
/** A carried result; a packed one also carries its summary view (`resultSummaryView`), read without parsing the line. */
export type CarriedResult = EncodedResult & {
    view?: VerificationResult;
};
/** What a test's metadata carries, read once: the encoded results and the scenario records (JSON text). */
export interface CarriedRecords {
    results: CarriedResult[];
    scenarios: string[];
}
/** Encodes a result for a runner's metadata channel. */
export declare function encodeResult(result: VerificationResult, pass: boolean, annotations?: ResultAnnotations): EncodedResult;
/**
 * How a record is written into a test's metadata: `deflate` (`z1:`, under 1 KB a result; for metadata a runner keeps in
 * bulk: blob reports, their merge) or `plain` (`p1:`, the text as is, ~4 KB; no compression cost in the worker).
 * Both read back alike.
 */
export type RecordPacking = 'deflate' | 'plain';
/** Options of {@link attachResultToMeta} and {@link attachScenarioToMeta}. */
export interface AttachOptions {
    /** @default 'deflate' */
    packing?: RecordPacking;
}
/** Appends a result to a test's metadata object (creating the karenina entry). */
export declare function attachResultToMeta(meta: Record<string, unknown>, result: VerificationResult, pass: boolean, annotations?: ResultAnnotations, options?: AttachOptions): void;
/** Appends a scenario run's record (JSON text, Python float-ness kept) to a test's metadata. */
export declare function attachScenarioToMeta(meta: Record<string, unknown>, record: unknown, options?: AttachOptions): void;
/**
 * The results and scenario records a test's metadata carries, in either format (none when absent). A packed
 * record that does not unpack throws, naming it: a result is never dropped silently.
 */
export declare function carriedRecordsOf(meta: unknown, source?: string): CarriedRecords;
/**
 * A packed record as bytes, for a reporter that spools it.
 */
export type PackedRecordBytes = {
    scenario: true;
    body: Buffer;
} | {
    scenario: false;
    pass: boolean;
    annotations: ResultAnnotations;
    view: VerificationResult | undefined;
    body: Buffer;
};
/** Whether a test's metadata carries karenina records. */
export declare function hasKareninaRecords(meta: unknown): boolean;
/**
 * Hands each packed record of a test's metadata to `visit`, the body as bytes (no string is made of a
 * result's export line). False when the metadata is not packed or `visit` declines a
 * record; a record that does not unpack throws, naming it.
 */
export declare function forEachPackedRecord(meta: unknown, source: string | (() => string), visit: (record: PackedRecordBytes) => boolean): boolean;
/** The encoded results in a test's metadata (none when absent). */
export declare function encodedResultsOf(meta: unknown): EncodedResult[];
/** Decodes encoded results (validated with the result schema; a malformed one throws naming its index). */
export declare function decodeResults(encoded: readonly EncodedResult[], source?: string): ({
    result: VerificationResult;
    pass: boolean;
} & ResultAnnotations)[];
/** A decoded result with the export line it was carried as (see {@link decodeResultLines}). */
export type DecodedLine = {
    result: VerificationResult;
    pass: boolean;
    line: string;
} & ResultAnnotations;
/**
 * As {@link decodeResults}, for a writer that writes each result's export line as it was carried (no re-dump)
 * and reads only its summary view (`resultSummaryView`). A packed record carries that view: the line, written by
 * this package's own `dumpResultLine` in the test worker, is not parsed again. A line without one is parsed
 * natively (`JSON.parse`; Python float-ness stays in the line, and the schema turns floats into numbers either
 * way) and validated with the result schema. When any line does not take that path (Python's `NaN`, a legacy
 * row, an invalid result) every line goes through {@link decodeResults}, which names the bad one, and is dumped
 * again (`line` is then undefined).
 */
export declare function decodeResultLines(encoded: readonly CarriedResult[], source?: string): (Omit<DecodedLine, 'line'> & {
    line?: string;
})[];
/** The scenario records in a test's metadata, parsed (none when absent). */
export declare function scenarioRecordsOf(meta: unknown): unknown[];
