import type { VerificationResult } from '../results/verification-result.js';
import { VerificationResultSet } from '../results/verification-result-set.js';
import { type EncodedResult, type ResultAnnotations } from './result-meta.js';
import { type JudgedResult, type RunSummaryOptions } from './run-summary.js';
/** Options of {@link ResultCollector.write}. */
export interface WriteResultsOptions {
    /** `metadata.job_id` of the export. @default `<prefix>-<uuid>` */
    jobId?: string;
    /** Run start and end (epoch ms). @default null */
    startTime?: number | null;
    endTime?: number | null;
    /** Clock of `export_timestamp`. @default () => new Date() */
    now?: () => Date;
}
/** Options of {@link ResultCollector}. */
export interface ResultCollectorOptions {
    /**
     * Keep every result whole in memory. With `false`, each result's export line goes to a temporary file as
     * it is added and only what the summary and the export header read is kept (a large run's reporter or
     * merge stays small); `results` and `toResultSet()` are then unavailable. @default true
     */
    keepResults?: boolean;
}
/**
 * Collects the results of a test run (in test order), writes them as a VerificationResultSet in Karenina's
 * export format (v2.2) and renders the run summary.
 */
export declare class ResultCollector {
    #private;
    constructor(options?: ResultCollectorOptions);
    /** Adds scenario run records (written as the export's `scenario_results`). */
    addScenarios(records: readonly unknown[]): void;
    /** The collected scenario run records. */
    get scenarios(): readonly unknown[];
    /** Adds a result with its test verdict (default: Karenina's pass rule) and what the runner knows of it. */
    add(result: VerificationResult, pass?: boolean, annotations?: ResultAnnotations): void;
    /**
     * Decodes (and spools) a test's results as soon as the test ends, under `key` (e.g. the test's id), without
     * placing them yet: {@link commitStaged} places them, so the file keeps the order of the suite, not of
     * completion. The decoding work is spread over the run instead of piling up at its end. Staging a key again
     * replaces its results.
     */
    stageEncoded(key: string, encoded: readonly EncodedResult[], scenarios?: readonly unknown[], source?: string, defaults?: {
        title?: string;
    }): void;
    /**
     * As {@link stageEncoded}, straight from a test's packed metadata: each result's export line goes from the
     * decoder's buffer to the spool, and only its carried summary view is kept (no string, no parse of the line).
     * False, staging nothing, when the collector keeps results whole or a record is not a packed result with a
     * view: stage those with {@link stageEncoded}.
     */
    stagePacked(key: string, meta: unknown, source: string | (() => string), defaults?: {
        title?: string;
    }): boolean;
    /** Places the results staged under `key` after those collected so far; false when nothing was staged under it. */
    commitStaged(key: string): boolean;
    /** Adds results carried in a runner's metadata channel; `title` names them when they carry none (the test's name). */
    addEncoded(encoded: readonly EncodedResult[], source?: string, defaults?: {
        title?: string;
    }): void;
    /** Removes the temporary file of a collector that will not be written (e.g. a result failed to decode). */
    discard(): void;
    get size(): number;
    /** Every collected result with its verdict, in collection order. */
    get entries(): readonly JudgedResult[];
    get results(): VerificationResult[];
    toResultSet(): VerificationResultSet;
    /** Writes the results to `path` in Karenina's v2.2 export format (atomically, directories created). */
    write(path: string, options?: WriteResultsOptions): Promise<void>;
    /** The compact summary: pass rate per model, failing questions, trait averages, tokens. */
    summary(options?: RunSummaryOptions): string;
}
