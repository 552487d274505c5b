import type { ErrorCategory } from '../errors/error-category.js'
import type { FailureCategory } from './failure.js'

/** Per-category retry usage, as the orchestrator's `retry_counts` artifact holds it (`{timeout: {used, budget}}`). */
export type RetryCounts = Record<string, { used?: number | null; budget?: number | null }>

/** The app answerer's failure (karenina-ts): `answerer_error` (it threw or returned an unreadable answer) or `timeout`. */
export interface AnswererFailure {
  category: 'answerer_error' | 'timeout'
  message: string
}

/** Rubric traits whose evaluation failed, with the failure category of the cause (karenina-ts). */
export interface RubricTraitFailure {
  traits: string[]
  /** `rate_limit`, `server_error`, `timeout`, `connection` (retries ran out), `parsing` (no valid or complete reply), `unexpected_error`. */
  category: FailureCategory
  message: string
}

/**
 * What the failure classifier and the caveat collector read from a finished pipeline context. Plain
 * data, so both are pure functions; FinalizeResult fills it from the context as noted per field.
 * Absent fields read as Karenina's defaults (null / false).
 */
export interface VerdictInput {
  /** Result field `failed_stage` (first auto-fail / override stage that fired). */
  failedStage?: string | null
  /** Result field `template_verification_performed`. */
  templateVerificationPerformed?: boolean | null
  /** Result field `verify_result`. */
  verifyResult?: boolean | null
  /** `ctx.error`: the last error message recorded by `markError` or a throwing stage. */
  error?: string | null
  /** `ctx.error_category`. */
  errorCategory?: ErrorCategory | null
  /** `ctx.error_stage`. */
  errorStage?: string | null
  /** `ctx.last_run_stage`. */
  lastRunStage?: string | null
  /** Artifact `retry_counts` (not the result field: Karenina reads the artifact). */
  retryCounts?: RetryCounts | null
  /** Result field `abstention_detected`. */
  abstentionDetected?: boolean | null
  /** Result field `abstention_reasoning`. */
  abstentionReasoning?: string | null
  /** Result field `sufficiency_detected` (true = the response is sufficient). */
  sufficiencyDetected?: boolean | null
  /** Result field `sufficiency_reasoning`. */
  sufficiencyReasoning?: string | null
  /** Artifact `template_validation_error`. */
  templateValidationError?: string | null
  /** Result field `response_timeout_partial`. */
  responseTimeoutPartial?: boolean | null
  /** Result field `embedding_override_applied`. */
  embeddingOverrideApplied?: boolean | null
  /** Result field `parse_decision_malformed`. */
  parseDecisionMalformed?: boolean | null
  /** Artifact `rubric_trait_failures` (karenina-ts; ignored in compat mode). */
  rubricTraitFailures?: readonly RubricTraitFailure[] | null
  /** Artifact `answerer_failure` (karenina-ts). */
  answererFailure?: AnswererFailure | null
}
