import { z } from 'zod'
import { pyTruthy } from '../compat/py-truthy.js'
import { definePrimitive } from './define-primitive.js'

/** Compares Python truthiness of both sides; `null` only matches `null` (the string "false" is truthy). */
export const booleanMatch = definePrimitive({
  type: 'BooleanMatch',
  params: z.object({}),
  check(_params, extracted, expected) {
    // A missing value (undefined) is Python's None.
    if (extracted == null || expected == null) return extracted == null && expected == null
    return pyTruthy(extracted) === pyTruthy(expected)
  },
})
