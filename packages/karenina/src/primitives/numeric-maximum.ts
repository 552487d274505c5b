import { z } from 'zod'
import { pyFloat } from '../compat/py-float.js'
import { laxBool } from '../compat/pydantic-lax.js'
import { definePrimitive } from './define-primitive.js'

/**
 * `float(x) <= float(gt)` (`<` when exclusive): the ground truth is the maximum.
 * @example
 * field(z.number(), { description: 'Half-life in hours', groundTruth: 26, check: numericMaximum({ exclusive: true }) })
 * // 20 → pass; 26 → fail
 */
export const numericMaximum = definePrimitive({
  type: 'NumericMaximum',
  params: z.object({ exclusive: laxBool.default(false) }),
  check(params, extracted, expected) {
    const v = pyFloat(extracted)
    const t = pyFloat(expected)
    return params.exclusive ? v < t : v <= t
  },
})
