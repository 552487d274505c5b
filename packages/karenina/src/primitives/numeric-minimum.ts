import { z } from 'zod'
import { pyFloat } from '../compat/py-float.js'
import { laxBool } from '../compat/pydantic-lax.js'
import { definePrimitive } from './define-primitive.js'

/**
 * `float(x) >= float(gt)` (`>` when exclusive): the ground truth is the minimum.
 * @example
 * field(z.number(), { description: 'Trial participants', groundTruth: 1000, check: numericMinimum() })
 * // 1200 → pass; 800 → fail
 */
export const numericMinimum = definePrimitive({
  type: 'NumericMinimum',
  params: z.object({ exclusive: laxBool.default(false) }),
  check(params, extracted, expected) {
    const v = pyFloat(extracted)
    const t = pyFloat(expected)
    return params.exclusive ? v > t : v >= t
  },
})
