import { z } from 'zod'
import { pyFloat } from '../compat/py-float.js'
import { laxBool, laxFloat } from '../compat/pydantic-lax.js'
import { definePrimitive } from './define-primitive.js'

/** Whether `v` lies within optional bounds, inclusive unless a side is exclusive (NaN passes: no comparison holds). */
export function inNumericRange(
  v: number,
  bounds: { min: number | null; max: number | null; exclusive_min: boolean; exclusive_max: boolean },
): boolean {
  if (bounds.min !== null && (bounds.exclusive_min ? v <= bounds.min : v < bounds.min)) return false
  if (bounds.max !== null && (bounds.exclusive_max ? v >= bounds.max : v > bounds.max)) return false
  return true
}

/**
 * `float(x)` within `[min, max]` (either bound optional; inclusive by default); the ground truth is unused.
 * @example
 * field(z.number(), { description: 'Normal adult heart rate (bpm)', check: numericRange({ min: 60, max: 100 }) })
 * // 72 → pass; 120 → fail
 */
export const numericRange = definePrimitive({
  type: 'NumericRange',
  params: z.object({
    min: laxFloat.nullable().default(null),
    max: laxFloat.nullable().default(null),
    exclusive_min: laxBool.default(false),
    exclusive_max: laxBool.default(false),
  }),
  check(params, extracted) {
    return inNumericRange(pyFloat(extracted), params)
  },
})
