import type { VerificationResult } from './verification-result.js';
/** One model as listed in an export's `verification_config`. */
export interface ExportModelInfo {
    /** Karenina's `model_provider` (e.g. `openai`). */
    provider: string | null;
    /** Karenina's `model_name`. */
    name: string | null;
    temperature: number | null;
    /** Adapter interface (e.g. `langchain`). */
    interface: string;
}
/** What an export's `metadata` header describes: the job that produced the results. */
export interface ExportJobInfo {
    jobId: string;
    answeringModels?: readonly ExportModelInfo[];
    parsingModels?: readonly ExportModelInfo[];
    totalQuestions: number;
    successfulCount: number;
    failedCount: number;
    /** Epoch seconds (a float in Karenina). @default null */
    startTime?: number | null;
    /** Epoch seconds. @default null */
    endTime?: number | null;
    /** True for the final write of a job. @default false */
    isComplete?: boolean;
    /** Version written as `karenina_version`. @default this package's version */
    kareninaVersion?: string;
    /** Clock for `export_timestamp` (UTC). @default () => new Date() */
    now?: () => Date;
}
/** The export header's model entry of a stored model identity (provider and temperature are not stored). */
export declare function modelConfigFromIdentity(identity: VerificationResult['metadata']['answering']): ExportModelInfo;
/**
 * The job a set of results implies, for an export header when no job is described: its answering and
 * parsing models (from the stored identities), its question count, and results without / with a failure.
 */
export declare function jobInfoFromResults(results: readonly VerificationResult[], jobId: string): ExportJobInfo;
/** The `metadata` object of a v2.2 export, snake_case as written (floats boxed where Karenina has floats). */
export type ExportMetadata = Record<string, unknown>;
/** Python `time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime())` for the given instant. */
export declare function formatExportTimestamp(date: Date): string;
/** Builds an export's `metadata` header (spec 04 §5.1) from a description of the job, in Karenina's key order. */
export declare function buildExportMetadata(job: ExportJobInfo): ExportMetadata;
