import { isPyFloat } from '../compat/py-float-value.js'
import { pyFloat } from '../compat/py-float.js'
import { compilePyRegex, resolvePyFlagNames, type PyRegexFlags } from '../compat/py-regex.js'
import { pyRepr } from '../compat/py-str.js'
import { isKnownNormalizer } from '../primitives/normalizers.js'
import type { Primitive } from '../primitives/primitive.js'
import { NUMERIC_PRIMITIVE_TYPES, type PrimitiveType } from '../primitives/registry.js'

/**
 * What Karenina only finds when a check runs, found when a template is defined: an unknown normalizer
 * name (`normalize`) and a pattern Python's `re` rejects (`pattern`, with `flags`). Karenina's primitives
 * fail lazily (spec 01 §3.1, §9.1), so templates read from elsewhere (TemplateSpec, checkpoints) and compat
 * mode skip this and keep that behaviour; a template written here fails at once, naming its field.
 */
export function definitionProblem(primitive: Primitive): string | undefined {
  const params = primitive.params as { normalize?: unknown; pattern?: unknown; flags?: unknown }
  if (Array.isArray(params.normalize)) {
    const unknown = params.normalize.filter((n) => !isKnownNormalizer(n))
    if (unknown.length > 0) {
      return (
        `${primitive.type} has an unknown normalizer ${unknown.map((n) => pyRepr(n)).join(', ')} ` +
        "(expected 'lowercase', 'strip', 'remove_punctuation', 'collapse_whitespace' or synonymMap({...}))"
      )
    }
  }
  if (typeof params.pattern === 'string') {
    const flagNames = Array.isArray(params.flags) ? params.flags.filter((f): f is string => typeof f === 'string') : []
    let flags: PyRegexFlags
    try {
      flags = resolvePyFlagNames(flagNames)
    } catch (error) {
      return `${primitive.type} has an invalid flag: ${(error as Error).message}`
    }
    try {
      compilePyRegex(params.pattern, flags)
    } catch (error) {
      return `${primitive.type} has an invalid regular expression: ${(error as Error).message}`
    }
  }
  return undefined
}

const BOOL_STRINGS = new Set(['true', 'false', 'yes', 'no', '1', '0'])

function isNumber(value: unknown): boolean {
  return (typeof value === 'number' || isPyFloat(value)) && typeof value !== 'boolean'
}

/**
 * Karenina's definition-time ground-truth sanity check (warnings only, never errors): a numeric primitive
 * wants a number or a string `float()` accepts; BooleanMatch wants a bool, 0/1 or a bool-like string.
 */
export function groundTruthMismatch(groundTruth: unknown, primitive: Primitive): string | undefined {
  if (NUMERIC_PRIMITIVE_TYPES.has(primitive.type as PrimitiveType)) {
    if (isNumber(groundTruth)) return undefined
    if (typeof groundTruth === 'string') {
      try {
        pyFloat(groundTruth)
        return undefined
      } catch {
        // not coercible: warn below
      }
    }
    return `ground_truth ${pyRepr(groundTruth)} may not match ${primitive.type}: expected a numeric value or a string coercible to float.`
  }
  if (primitive.type === 'BooleanMatch') {
    if (typeof groundTruth === 'boolean') return undefined
    if (isNumber(groundTruth) && [0, 1].includes(Number(groundTruth))) return undefined
    if (typeof groundTruth === 'string' && BOOL_STRINGS.has(groundTruth.toLowerCase())) return undefined
    return `ground_truth ${pyRepr(groundTruth)} may not match BooleanMatch: expected a boolean or bool-like value (True/False, 0/1, 'yes'/'no').`
  }
  return undefined
}
