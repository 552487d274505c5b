import type { CompatMode } from '../compat/compat-mode.js'
import { isPythonCompat } from '../compat/compat-mode.js'
import { pyTruthy } from '../compat/py-truthy.js'
import { pyStrip } from '../compat/py-whitespace.js'
import type { ErrorCategory } from '../errors/error-category.js'
import { makeFailure, type Failure, type FailureCategory } from './failure.js'
import type { RetryCounts, VerdictInput } from './verdict-input.js'

/** Options of `classifyFailure`. */
export interface ClassifyFailureOptions {
  /**
   * `'karenina-python'` reproduces two source defects: the inverted sufficiency rule (a *sufficient*
   * response is classified `sufficiency`) and the parsing rule that never matches (parse failures surface
   * as `unexpected_error`). The default classifies the insufficient response and the parse failure.
   * @default 'default'
   */
  compat?: CompatMode
}

const AUTOFAIL_STAGE_TO_CATEGORY: Readonly<Record<string, FailureCategory>> = {
  RecursionLimitAutoFail: 'recursion_limit',
  TraceValidationAutoFail: 'trace_validation',
  DeepJudgmentAutoFail: 'deep_judgment',
  DeepJudgmentRubricAutoFail: 'deep_judgment_rubric',
  // The placeholder fires when in-agent retries ran out: an infrastructure failure, hence `connection`.
  PlaceholderRetryAutoFail: 'connection',
}

// Built-in stages that record failed_stage without an auto-fail category of their own.
const BUILT_IN_OVERRIDE_STAGES: ReadonlySet<string> = new Set(['AbstentionCheck', 'SufficiencyCheck', 'EmbeddingCheck', 'VerifyTemplate'])

// The stages that parse a response with the judge. The source's rule looks for the literal "parse_template",
// which no stage records, so in compat mode only that literal matches.
const PARSE_STAGES: ReadonlySet<string> = new Set(['parse_template', 'ParseTemplate', 'AgenticParseTemplate', 'DynamicParseTemplate'])

const RETRY_ERROR_CATEGORIES: ReadonlySet<ErrorCategory> = new Set(['timeout', 'connection', 'rate_limit', 'server_error'])

/** Python `int(x or 0)` for the retry counters (null, missing and NaN count as 0). */
function counter(value: number | null | undefined): number {
  return Math.trunc(Number(value ?? 0) || 0)
}

function retryExhausted(category: ErrorCategory, retryCounts: RetryCounts | null | undefined): boolean {
  const entry = retryCounts?.[category]
  // A missing or empty entry means retries were not tracked for this category: not exhausted.
  if (!entry || Object.keys(entry).length === 0) return false
  return counter(entry.used) >= counter(entry.budget)
}

/** Karenina's `_trim`: `(s or "").strip()[:500]`, counted in code points. */
function trimReason(s: string | null | undefined): string {
  const stripped = pyStrip(s ?? '')
  const chars = Array.from(stripped)
  return chars.length <= 500 ? stripped : chars.slice(0, 500).join('')
}

function isInsufficient(input: VerdictInput, compat: CompatMode | undefined): boolean {
  // The source tests `sufficiency_detected` for truthiness although true means *sufficient* (spec 04 §3.1).
  if (isPythonCompat(compat)) return pyTruthy(input.sufficiencyDetected)
  return input.sufficiencyDetected === false
}

/**
 * Karenina's `classify_failure` (spec 04 §3.1): the first matching rule gives the run's failure, or null
 * when it passed; after its rules, a failed rubric trait evaluation (stage `rubric_evaluation`, compat mode
 * excepted). A judge that never produced a valid object is a `parsing` failure (compat mode: rule 6
 * only matches the literal stage `parse_template`, so such errors surface as `unexpected_error`).
 */
export function classifyFailure(input: VerdictInput, options: ClassifyFailureOptions = {}): Failure | null {
  const failedStage = input.failedStage ?? null
  if (failedStage !== null && Object.hasOwn(AUTOFAIL_STAGE_TO_CATEGORY, failedStage)) {
    return makeFailure(AUTOFAIL_STAGE_TO_CATEGORY[failedStage]!, failedStage, `auto-fail at stage ${failedStage}`)
  }

  if (pyTruthy(input.templateVerificationPerformed) && input.verifyResult === false) {
    // karenina-ts: a custom stage that overrode the verdict (and recorded itself as failed_stage) is named.
    if (failedStage !== null && !BUILT_IN_OVERRIDE_STAGES.has(failedStage) && !isPythonCompat(options.compat)) {
      return makeFailure('content', failedStage, `${failedStage} set verify_result to False`)
    }
    return makeFailure('content', 'verify_template', 'verify_template returned False')
  }

  // karenina-ts: the app answering failed, so there is no answer to judge; named, with its message kept.
  const answerer = input.answererFailure ?? null
  if (answerer !== null) {
    return makeFailure(answerer.category, 'GenerateAnswer', trimReason(answerer.message) || 'the answerer failed', { error_message: answerer.message })
  }

  const errorCategory = input.errorCategory ?? null
  if (errorCategory !== null && RETRY_ERROR_CATEGORIES.has(errorCategory) && retryExhausted(errorCategory, input.retryCounts)) {
    return makeFailure(errorCategory as FailureCategory, input.errorStage || input.lastRunStage || 'unknown', `${errorCategory} retries exhausted`, {
      error_message: input.error ?? null,
      retry_counts: input.retryCounts ? structuredClone(input.retryCounts) : null,
    })
  }

  if (pyTruthy(input.abstentionDetected)) {
    return makeFailure('abstention', 'abstention_check', trimReason(input.abstentionReasoning) || 'model abstained')
  }
  if (isInsufficient(input, options.compat)) {
    return makeFailure('sufficiency', 'sufficiency_check', trimReason(input.sufficiencyReasoning) || 'insufficient response')
  }

  if (pyTruthy(input.templateValidationError)) {
    return makeFailure('template_validation', 'validate_template', trimReason(input.templateValidationError))
  }

  const error = input.error ?? null
  const parseStage = isPythonCompat(options.compat) ? input.errorStage === 'parse_template' : PARSE_STAGES.has(input.errorStage ?? '')
  if (parseStage && pyTruthy(error)) {
    return makeFailure('parsing', 'parse_template', trimReason(error) || 'parse failed', { error_message: error })
  }

  if (pyTruthy(error)) {
    return makeFailure('unexpected_error', input.errorStage || input.lastRunStage || 'unknown', trimReason(error) || 'unexpected error', {
      error_message: error,
    })
  }

  // karenina-ts: a rubric trait that could not be scored is a failed evaluation, not a pass (Karenina
  // only adds a warning). The first failure's category names the cause.
  const traitFailures = isPythonCompat(options.compat) ? [] : (input.rubricTraitFailures ?? [])
  if (traitFailures.length > 0) {
    const first = traitFailures[0]!
    const byTrait: Record<string, string> = {}
    for (const failure of traitFailures) for (const trait of failure.traits) byTrait[trait] ??= failure.message
    const names = Object.keys(byTrait)
    return makeFailure(first.category, 'rubric_evaluation', trimReason(`rubric trait evaluation failed for ${names.join(', ')}: ${first.message}`), {
      failed_traits: byTrait,
      error_message: first.message,
    })
  }

  return null
}
