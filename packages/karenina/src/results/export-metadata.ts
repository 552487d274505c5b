import { KARENINA_VERSION } from '../utils/version.js'
import { asPyFloat } from '../compat/py-float-value.js'
import type { VerificationResult } from './verification-result.js'

/** One model as listed in an export's `verification_config`. */
export interface ExportModelInfo {
  /** Karenina's `model_provider` (e.g. `openai`). */
  provider: string | null
  /** Karenina's `model_name`. */
  name: string | null
  temperature: number | null
  /** Adapter interface (e.g. `langchain`). */
  interface: string
}

/** What an export's `metadata` header describes: the job that produced the results. */
export interface ExportJobInfo {
  jobId: string
  answeringModels?: readonly ExportModelInfo[]
  parsingModels?: readonly ExportModelInfo[]
  totalQuestions: number
  successfulCount: number
  failedCount: number
  /** Epoch seconds (a float in Karenina). @default null */
  startTime?: number | null
  /** Epoch seconds. @default null */
  endTime?: number | null
  /** True for the final write of a job. @default false */
  isComplete?: boolean
  /** Version written as `karenina_version`. @default this package's version */
  kareninaVersion?: string
  /** Clock for `export_timestamp` (UTC). @default () => new Date() */
  now?: () => Date
}

/** The export header's model entry of a stored model identity (provider and temperature are not stored). */
export function modelConfigFromIdentity(identity: VerificationResult['metadata']['answering']): ExportModelInfo {
  return { provider: null, name: identity.model_name, temperature: null, interface: identity.interface }
}

/**
 * The job a set of results implies, for an export header when no job is described: its answering and
 * parsing models (from the stored identities), its question count, and results without / with a failure.
 */
export function jobInfoFromResults(results: readonly VerificationResult[], jobId: string): ExportJobInfo {
  const answering = new Map<string, ExportModelInfo>()
  const parsing = new Map<string, ExportModelInfo>()
  for (const { metadata } of results) {
    answering.set(JSON.stringify(metadata.answering), modelConfigFromIdentity(metadata.answering))
    parsing.set(JSON.stringify(metadata.parsing), modelConfigFromIdentity(metadata.parsing))
  }
  const failed = results.filter((r) => r.metadata.failure !== null).length
  return {
    jobId,
    answeringModels: [...answering.values()],
    parsingModels: [...parsing.values()],
    totalQuestions: new Set(results.map((r) => r.metadata.question_id)).size,
    successfulCount: results.length - failed,
    failedCount: failed,
    isComplete: true,
  }
}

/** The `metadata` object of a v2.2 export, snake_case as written (floats boxed where Karenina has floats). */
export type ExportMetadata = Record<string, unknown>

/** Python `time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime())` for the given instant. */
export function formatExportTimestamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`
}

function modelEntry(model: ExportModelInfo): Record<string, unknown> {
  return { provider: model.provider, name: model.name, temperature: asPyFloat(model.temperature), interface: model.interface }
}

/** Builds an export's `metadata` header (spec 04 §5.1) from a description of the job, in Karenina's key order. */
export function buildExportMetadata(job: ExportJobInfo): ExportMetadata {
  const start = job.startTime ?? null
  const end = job.endTime ?? null
  return {
    export_timestamp: formatExportTimestamp((job.now ?? (() => new Date()))()),
    karenina_version: job.kareninaVersion ?? KARENINA_VERSION,
    job_id: job.jobId,
    verification_config: {
      answering_models: (job.answeringModels ?? []).map(modelEntry),
      parsing_models: (job.parsingModels ?? []).map(modelEntry),
    },
    job_summary: {
      total_questions: job.totalQuestions,
      successful_count: job.successfulCount,
      failed_count: job.failedCount,
      start_time: asPyFloat(start),
      end_time: asPyFloat(end),
      total_duration: start !== null && end !== null ? asPyFloat(end - start) : null,
      is_complete: job.isComplete ?? false,
    },
  }
}
