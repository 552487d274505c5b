import { z } from 'zod'
import { pyFloat } from '../compat/py-float.js'
import { definePrimitive } from './define-primitive.js'

/**
 * Equality after Python `float()` of both sides (`"1_000"` equals 1000; NaN equals nothing).
 * @example
 * field(z.number(), { description: 'Chromosome pairs in a human cell', groundTruth: 23, check: numericExact() })
 * // 23 → pass; 46 → fail
 */
export const numericExact = definePrimitive({
  type: 'NumericExact',
  params: z.object({}),
  check(_params, extracted, expected) {
    const x = pyFloat(extracted)
    return x === pyFloat(expected)
  },
})
