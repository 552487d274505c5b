import { z } from 'zod'
import { pyFloat } from '../compat/py-float.js'
import { laxFloat, laxLiteral } from '../compat/pydantic-lax.js'
import { definePrimitive } from './define-primitive.js'

/**
 * `|x − gt| <= tolerance`: absolute in raw units, or relative as a fraction of `|gt|` (0.1 = 10 %); in
 * relative mode a ground truth of 0 only accepts an exact 0.
 * @example
 * field(z.number(), { description: 'Body temperature in °C', groundTruth: 37, check: numericTolerance({ tolerance: 0.5, mode: 'absolute' }) })
 * // 37.3 → pass; 38.5 → fail
 */
export const numericTolerance = definePrimitive({
  type: 'NumericTolerance',
  params: z.object({
    tolerance: laxFloat,
    mode: laxLiteral(['relative', 'absolute']).default('relative'),
  }),
  check(params, extracted, expected) {
    const x = pyFloat(extracted)
    const e = pyFloat(expected)
    const diff = Math.abs(x - e)
    if (params.mode === 'relative') {
      if (e === 0) return diff === 0
      return diff / Math.abs(e) <= params.tolerance
    }
    return diff <= params.tolerance
  },
})
