import { isPyFloat } from '../compat/py-float-value.js'
import { pyFloat } from '../compat/py-float.js'
import { pyRepr } from '../compat/py-str.js'
import type { Primitive } from '../primitives/primitive.js'
import { NUMERIC_PRIMITIVE_TYPES, type PrimitiveType } from '../primitives/registry.js'

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
