import { z } from 'zod'
import { pyTruthy } from '../compat/py-truthy.js'
import { definePrimitive } from './define-primitive.js'

/**
 * Compares Python truthiness of both sides; `null` only matches `null` (the string "false" is truthy).
 * @example
 * field(z.boolean(), { description: 'Whether the answer says the drug is approved', groundTruth: true, check: booleanMatch() })
 * // true → pass; false → fail
 */
export const booleanMatch = definePrimitive({
  type: 'BooleanMatch',
  params: z.object({}),
  check(_params, extracted, expected) {
    // A missing value (undefined) is Python's None.
    if (extracted == null || expected == null) return extracted == null && expected == null
    return pyTruthy(extracted) === pyTruthy(expected)
  },
})
