import { numberOrNull } from '../results/stats.js'
import { isRecord } from '../utils/is-record.js'
import type { VerificationResult } from '../results/verification-result.js'

/** A bound on a score: `{ atLeast: 3 }`, `{ atMost: 0.2 }` or both (inclusive). */
export interface ScoreRange {
  atLeast?: number
  atMost?: number
}

const METRIC_KEYS = ['precision', 'recall', 'f1', 'specificity', 'accuracy'] as const

/** Metric names of metric traits. */
export type MetricKey = (typeof METRIC_KEYS)[number]

/** Bounds per metric of a metric trait: `{ f1: { atLeast: 0.8 } }`, or an exact value. */
export type MetricExpectation = { readonly [K in MetricKey]?: number | ScoreRange }

/**
 * Per-field expectations of a template-kind trait (scored per field, `trait.field`): each listed field's
 * exact value (JSON equality; `400` equals `400.0`), or a {@link ScoreRange} for a number field. Fields not
 * listed are not checked. `{ fields: { dose_mg: { atLeast: 100 }, frequency: 'once daily' } }`
 */
export interface TemplateTraitExpectation {
  readonly fields: { readonly [field: string]: unknown }
}

/**
 * What a trait's score must be:
 * - boolean traits (LLM boolean, regex, callable boolean): `true` / `false`;
 * - score traits: an exact number or a {@link ScoreRange};
 * - literal traits: the expected class name, or a list of acceptable class names;
 * - metric traits: a {@link MetricExpectation};
 * - template-kind traits: a {@link TemplateTraitExpectation}.
 */
export type TraitExpectation = boolean | number | ScoreRange | string | readonly string[] | MetricExpectation | TemplateTraitExpectation

/** The outcome of checking one trait against its expectation. */
export interface TraitCheck {
  trait: string
  /** `llm`, `regex`, `callable`, `metric` or `agentic`, or null when the result has no score for the trait. */
  kind: string | null
  /** The score (a literal trait's class name, a metric trait's metric map). */
  actual: unknown
  expected: TraitExpectation | undefined
  pass: boolean
  /** Why it failed (null when it passed). */
  problem: string | null
}

/** A non-empty object whose keys are all among `allowed`. */
function hasOnlyKeys(value: unknown, allowed: readonly string[]): boolean {
  return isRecord(value) && Object.keys(value).length > 0 && Object.keys(value).every((k) => allowed.includes(k))
}

const isRange = (value: unknown): value is ScoreRange => hasOnlyKeys(value, ['atLeast', 'atMost'])
const isMetricExpectation = (value: unknown): value is MetricExpectation => hasOnlyKeys(value, METRIC_KEYS)
const isTemplateExpectation = (value: unknown): value is TemplateTraitExpectation => hasOnlyKeys(value, ['fields']) && isRecord((value as { fields: unknown }).fields)

// JSON equality of a scored field and its expectation: a Python float box equals the same number.
function sameValue(actual: unknown, expected: unknown): boolean {
  const a = numberOrNull(actual)
  if (a !== null || typeof expected === 'number') return a === numberOrNull(expected)
  if (Array.isArray(actual) || Array.isArray(expected)) {
    return Array.isArray(actual) && Array.isArray(expected) && actual.length === expected.length && actual.every((item, i) => sameValue(item, expected[i]))
  }
  if (typeof actual === 'object' && actual !== null && typeof expected === 'object' && expected !== null) {
    const keys = Object.keys(actual)
    return keys.length === Object.keys(expected).length && keys.every((k) => Object.hasOwn(expected, k) && sameValue((actual as Record<string, unknown>)[k], (expected as Record<string, unknown>)[k]))
  }
  return actual === expected
}

function showValue(value: unknown): string {
  const n = numberOrNull(value)
  return n !== null ? String(n) : JSON.stringify(value)
}

function describeRange(range: ScoreRange): string {
  const parts = [range.atLeast !== undefined ? `≥ ${range.atLeast}` : '', range.atMost !== undefined ? `≤ ${range.atMost}` : '']
  return parts.filter(Boolean).join(' and ')
}

/** A readable form of an expectation, for failure messages. */
export function describeExpectation(expected: TraitExpectation | undefined): string {
  if (expected === undefined) return 'a score'
  if (typeof expected === 'boolean' || typeof expected === 'number') return String(expected)
  if (typeof expected === 'string') return `class "${expected}"`
  if (Array.isArray(expected)) return `one of ${expected.map((c) => `"${c}"`).join(', ')}`
  if (isRange(expected)) return describeRange(expected)
  if (isTemplateExpectation(expected)) {
    return Object.entries(expected.fields)
      .map(([field, bound]) => `${field} ${isRange(bound) ? describeRange(bound) : `= ${showValue(bound)}`}`)
      .join(', ')
  }
  return Object.entries(expected)
    .map(([metric, bound]) => `${metric} ${typeof bound === 'number' ? `= ${bound}` : describeRange(bound as ScoreRange)}`)
    .join(', ')
}

function inRange(value: number, range: ScoreRange): boolean {
  return (range.atLeast === undefined || value >= range.atLeast) && (range.atMost === undefined || value <= range.atMost)
}

/**
 * Finds a trait's score in a result: `[kind, score]`, literal traits as their class name, a template-kind
 * trait as the record of its `trait.field` entries (`fields: true`).
 */
export function traitScoreOf(result: VerificationResult, trait: string): { kind: string; score: unknown; label: string | null; fields?: true } | null {
  const rubric = result.rubric
  if (!rubric) return null
  const maps: [string, Record<string, unknown> | null][] = [
    ['llm', rubric.llm_trait_scores],
    ['regex', rubric.regex_trait_scores],
    ['callable', rubric.callable_trait_scores],
    ['metric', rubric.metric_trait_scores],
    ['agentic', rubric.agentic_trait_scores],
  ]
  for (const [kind, map] of maps) {
    if (map && Object.hasOwn(map, trait)) return { kind, score: map[trait], label: rubric.llm_trait_labels?.[trait] ?? null }
  }
  // A template-kind trait has no entry of its own: one per field, under `trait.field`.
  const prefix = `${trait}.`
  for (const [kind, map] of maps) {
    const entries = Object.entries(map ?? {}).filter(([key]) => key.startsWith(prefix))
    if (entries.length > 0) return { kind, score: Object.fromEntries(entries.map(([key, value]) => [key.slice(prefix.length), value])), label: null, fields: true }
  }
  return null
}

function fail(base: Omit<TraitCheck, 'pass' | 'problem'>, problem: string): TraitCheck {
  return { ...base, pass: false, problem }
}

/**
 * Checks a trait's score in a result against an expectation. Without an expectation a boolean trait must be
 * `true` and any other trait must have been scored.
 */
export function checkTrait(result: VerificationResult, trait: string, expected?: TraitExpectation): TraitCheck {
  const found = traitScoreOf(result, trait)
  const base = { trait, kind: found?.kind ?? null, actual: found?.label ?? found?.score ?? null, expected }
  if (found === null) return fail(base, `trait "${trait}" has no score in the result`)
  const { score, label } = found
  if (score === null || score === undefined) return fail(base, `trait "${trait}" could not be scored`)
  const ok = (pass: boolean, problem: string): TraitCheck => (pass ? { ...base, pass, problem: null } : fail(base, problem))

  if (found.fields) {
    const record = score as Record<string, unknown>
    if (expected === undefined) return ok(true, '')
    if (!isTemplateExpectation(expected)) {
      return fail(base, `template-kind trait "${trait}" needs { fields: { <field>: value or { atLeast, atMost } } }, received ${JSON.stringify(expected)}`)
    }
    const misses = Object.entries(expected.fields).flatMap(([field, bound]) => {
      if (!Object.hasOwn(record, field)) return [`${field} is not a field of the trait (fields: ${Object.keys(record).join(', ')})`]
      const value = record[field]
      if (isRange(bound)) {
        const n = numberOrNull(value)
        return n !== null && inRange(n, bound) ? [] : [`${field} = ${showValue(value)}, expected ${describeRange(bound)}`]
      }
      return sameValue(value, bound) ? [] : [`${field} = ${showValue(value)}, expected ${showValue(bound)}`]
    })
    return ok(misses.length === 0, misses.join('; '))
  }
  if (found.kind === 'metric') {
    const metrics = score as Record<string, unknown>
    if (expected === undefined) return ok(true, '')
    if (!isMetricExpectation(expected)) return fail(base, `metric trait "${trait}" needs a metric expectation such as { f1: { atLeast: 0.8 } }, received ${JSON.stringify(expected)}`)
    const misses = Object.entries(expected).flatMap(([metric, bound]) => {
      const value = numberOrNull(metrics[metric])
      if (value === null) return [`${metric} was not computed`]
      const pass = typeof bound === 'number' ? value === bound : inRange(value, bound as ScoreRange)
      return pass ? [] : [`${metric} = ${value.toFixed(3)}, expected ${typeof bound === 'number' ? bound : describeRange(bound as ScoreRange)}`]
    })
    return ok(misses.length === 0, misses.join('; '))
  }
  if (label !== null) {
    // A literal trait: compare class names.
    if (expected === undefined) return ok(true, '')
    const allowed = typeof expected === 'string' ? [expected] : Array.isArray(expected) ? (expected as readonly string[]) : null
    if (allowed === null) return fail(base, `literal trait "${trait}" needs a class name or a list of class names, received ${JSON.stringify(expected)}`)
    return ok(allowed.includes(label), `scored class "${label}"`)
  }
  if (typeof score === 'boolean') {
    const wanted = expected === undefined ? true : expected
    if (typeof wanted !== 'boolean') return fail(base, `boolean trait "${trait}" needs true or false, received ${JSON.stringify(expected)}`)
    const check = { ...base, expected: wanted }
    return score === wanted ? { ...check, pass: true, problem: null } : fail(check, `scored ${score}`)
  }
  const value = numberOrNull(score)
  if (value === null) return fail(base, `trait "${trait}" has a score that is not a number: ${JSON.stringify(score)}`)
  if (expected === undefined) return ok(true, '')
  if (typeof expected === 'number') return ok(value === expected, `scored ${value}`)
  if (isRange(expected)) return ok(inRange(value, expected), `scored ${value}`)
  return fail(base, `score trait "${trait}" needs a number or { atLeast, atMost }, received ${JSON.stringify(expected)}`)
}
