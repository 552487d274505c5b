import { numberOrNull } from '../results/stats.js'
import type { VerificationResult } from '../results/verification-result.js'
import { checkTrait, type TraitCheck, type TraitExpectation } from './trait-expectation.js'

/** When a result counts as a pass, beyond Karenina's rule (no failure, `verify_result` not false). */
export interface VerdictCriteria {
  /**
   * Pass on the granular score instead of `verify_result`: `verify_granular_result` must be at least this
   * (partial credit, e.g. 0.5). @default null
   */
  granular?: number | null
  /** Rubric traits that must meet an expectation (`{ conciseness: { atLeast: 3 }, citations: true }`). @default {} */
  traits?: Readonly<Record<string, TraitExpectation | undefined>>
}

/** Why a result did not pass. */
export type VerdictKind = 'pass' | 'wrong_answer' | 'parse_failure' | 'failure' | 'trait'

/** The verdict of a result under some criteria. */
export interface Verdict {
  pass: boolean
  kind: VerdictKind
  /** The granular score, when the criteria use it. */
  granularScore: number | null
  traitChecks: TraitCheck[]
}

const PARSE_STAGES = new Set(['parse_template', 'ParseTemplate', 'AgenticParseTemplate', 'DynamicParseTemplate'])

/**
 * The judge never produced a valid object (a parsing failure, not a wrong answer): category `parsing`, or
 * (compat mode, where parse failures surface so) `unexpected_error` at a parse stage. A provider failure at a
 * parse stage (server error, rate limit, timeout after retries) is not one: it keeps its own category.
 */
export function isParseFailure(result: VerificationResult): boolean {
  const failure = result.metadata.failure
  // A rubric judge without a (complete) reply is a failed trait evaluation, reported as such.
  if (failure === null || failure.stage === 'rubric_evaluation') return false
  return failure.category === 'parsing' || (failure.category === 'unexpected_error' && PARSE_STAGES.has(failure.stage))
}

/**
 * Karenina's test verdict (spec A16): a result passes iff `metadata.failure === null` and
 * `template.verify_result !== false` — with `granular`, iff the granular score reaches the threshold (a
 * `content` failure is then judged by the score alone) — and every trait expectation holds.
 */
export function evaluateVerdict(result: VerificationResult, criteria: VerdictCriteria = {}): Verdict {
  const traitChecks = Object.entries(criteria.traits ?? {}).map(([trait, expected]) => checkTrait(result, trait, expected))
  const granular = criteria.granular ?? null
  const granularScore = granular === null ? null : numberOrNull(result.template?.verify_granular_result ?? null)
  const verdict = (kind: VerdictKind): Verdict => ({ pass: kind === 'pass', kind, granularScore, traitChecks })
  const failure = result.metadata.failure
  // A `content` failure is `verify_result === false`: judged below (a granular threshold may still pass it).
  if (failure !== null && failure.category !== 'content') return verdict(isParseFailure(result) ? 'parse_failure' : 'failure')
  const template = result.template
  if (template?.template_verification_performed) {
    const templatePass = granular === null ? template.verify_result !== false : granularScore !== null && granularScore >= granular
    if (!templatePass) return verdict('wrong_answer')
  } else if (failure !== null) {
    return verdict('wrong_answer')
  }
  if (traitChecks.some((c) => !c.pass)) return verdict('trait')
  return verdict('pass')
}

/** Karenina's default pass rule, for results recorded without a verdict. */
export function defaultPass(result: VerificationResult): boolean {
  return evaluateVerdict(result).pass
}
