import type { Writable } from 'node:stream';
import { type ExportJobInfo, type ExportMetadata } from './export-metadata.js';
import { type VerificationResult } from './verification-result.js';
import { type OutputOptions } from '../utils/output-file.js';
/** Options of the v2.2 results export. Give `job` (a description) or `metadata` (a ready header object). */
export interface ExportResultsOptions {
    /** The job the results come from; builds the `metadata` header. */
    job?: ExportJobInfo;
    /** A complete snake_case `metadata` header, written as is (e.g. the one a loaded file carried). */
    metadata?: ExportMetadata;
    /**
     * `shared_data.rubric_definition`: the global rubric in JSON mode with only explicitly-set fields (see
     * `rubricDefinition`), or null. @default the loaded set's, else null
     */
    rubricDefinition?: unknown;
    /** Scenario records written after the results (JSON-ready values). @default the set's, else none */
    scenarioResults?: readonly unknown[] | null;
}
type ResultSource = Iterable<VerificationResult> | AsyncIterable<VerificationResult>;
/**
 * One result as one line of Karenina's export: `json.dumps(result.model_dump(mode="json"),
 * ensure_ascii=False)`, every field in Karenina's order, Python float formatting.
 */
export declare function dumpResultLine(result: VerificationResult): string;
/** The JSON-mode dump of a result; `extensions` (karenina-ts only) is left out when empty. */
export declare function resultJsonValue(result: VerificationResult): Record<string, unknown>;
/**
 * The v2.2 export (spec 04 §5.1) as chunks, byte for byte as Karenina's streaming writer: header without
 * its closing brace, `,"results":[`, one compact line per result separated by `,\n`, `]`, optional
 * scenario results, `}` and a newline.
 */
export declare function exportResultsChunks(results: Iterable<VerificationResult>, options?: ExportResultsOptions): Generator<string>;
/**
 * Exports results to Karenina's v2.2 JSON format as a string.
 * @example
 * const text = exportResults(resultSet, { job: { jobId: 'job-1', totalQuestions: 2, successfulCount: 2, failedCount: 0 } })
 */
export declare function exportResults(results: Iterable<VerificationResult>, options?: ExportResultsOptions): string;
/**
 * Streams the v2.2 export of (possibly still arriving) results. To a path: through `writeOutputFile`, so a
 * regular file is replaced atomically (readers never see a half-written file), a device or FIFO is written in
 * place, and a read-only file or one of `output.inputs` is refused. To a stream: written in place (the stream
 * is not ended).
 */
export declare function writeResultsExport(target: string | Writable, results: ResultSource, options?: ExportResultsOptions, output?: OutputOptions): Promise<void>;
/**
 * Karenina's array ("frontend") export: every result with a 1-based `row_index`, and `success =
 * "abstained"` when abstention was detected and applied; `json.dumps(..., indent=2, ensure_ascii=False)`.
 */
export declare function exportResultsArray(results: Iterable<VerificationResult>): string;
export {};
