import { PyFloat } from '../compat/py-float-value.js'
import { pyLower } from '../compat/py-lower.js'
import { pyRepr, pyStr } from '../compat/py-str.js'
import { pyTruthy } from '../compat/py-truthy.js'
import { pyTypeName } from '../compat/py-eq.js'
import type { LLMRubricTrait } from './traits/llm-trait.js'

const FALSE_WORDS = new Set(['false', '0', 'no'])
// Python `int(str)`: surrounding whitespace, a sign, digits with single underscores between them.
const PY_INT_TEXT = /^\s*[+-]?\d+(?:_\d+)*\s*$/u

function pyIntOf(value: unknown, traitName: string): number {
  if (typeof value === 'string' && PY_INT_TEXT.test(value)) return Number(value.replace(/_/g, '').trim())
  throw new TypeError(`Invalid score type for trait ${traitName}: <class '${pyTypeName(value)}'>`)
}

/**
 * Karenina's `_validate_score` for boolean and score LLM traits (spec 03 §6), applied to judge replies in
 * batch and sequential mode. Boolean: a bool as is; an int or a string is true when truthy and its lowercase
 * text is not `false`/`0`/`no`; anything else by Python truthiness. Score: a non-number goes through Python
 * `int()` (which may throw), then `int()` truncation and clamping to `[min_score || 1, max_score || 5]`; a
 * `min_score` of 0 therefore acts as 1 (Python `or`).
 */
export function validateLlmScore(trait: Pick<LLMRubricTrait, 'name' | 'kind' | 'min_score' | 'max_score'>, value: unknown): boolean | number {
  if (trait.kind === 'boolean') {
    if (typeof value === 'boolean') return value
    const isInt = typeof value === 'number' && Number.isInteger(value)
    if (isInt || typeof value === 'string') return pyTruthy(value) && !FALSE_WORDS.has(pyLower(pyStr(value)))
    return pyTruthy(value)
  }
  // bool is an int in Python, so True scores 1 before clamping.
  let score: number
  if (typeof value === 'boolean') score = value ? 1 : 0
  else if (value instanceof PyFloat) score = value.value
  else if (typeof value === 'number') score = value
  else score = pyIntOf(value, trait.name)
  if (!Number.isFinite(score)) throw new RangeError(`cannot convert float ${pyRepr(score)} to integer (trait ${trait.name})`)
  const min = trait.min_score || 1
  const max = trait.max_score || 5
  const truncated = Math.trunc(score)
  return Math.max(min, Math.min(max, truncated === 0 ? 0 : truncated))
}

/** A literal trait's class as scored: the class index (or -1) and the label shown in `llm_trait_labels`. */
export interface LiteralClassification {
  score: number
  label: string
}

/**
 * Karenina's literal class mapping (spec 03 §6): the exact class name → its index; else a case-insensitive
 * match → the canonical name and its index; else `-1` with the returned text as the label.
 */
export function classifyLiteral(trait: Pick<LLMRubricTrait, 'kind' | 'classes'>, className: string): LiteralClassification {
  if (trait.kind !== 'literal' || trait.classes === null) return { score: -1, label: `[NOT_LITERAL_TRAIT: ${className}]` }
  const names = Object.keys(trait.classes)
  const exact = names.indexOf(className)
  if (exact !== -1) return { score: exact, label: className }
  const byLower = new Map(names.map((name) => [pyLower(name), name]))
  const canonical = byLower.get(pyLower(className))
  if (canonical === undefined) return { score: -1, label: className }
  return { score: names.indexOf(canonical), label: canonical }
}

/** Label of a literal trait the batch reply left out. */
export const MISSING_FROM_RESPONSE = '[MISSING_FROM_RESPONSE]'

/** Label of a literal trait whose own call failed (sequential strategy). */
export function evaluationErrorLabel(error: unknown): string {
  return `[EVALUATION_ERROR: ${error instanceof Error ? error.message : String(error)}]`
}
