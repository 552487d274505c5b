import { z } from 'zod'
import { pyEq } from '../compat/py-eq.js'
import { definePrimitive } from './define-primitive.js'

/**
 * Python `==` of both sides, no normalization (`1 == 1.0 == True`; case-sensitive strings).
 * @example
 * field(z.enum(['yes', 'no', 'unclear']), { description: 'Is it approved?', groundTruth: 'yes', check: literalMatch() })
 * // "yes" → pass; "no" → fail
 */
export const literalMatch = definePrimitive({
  type: 'LiteralMatch',
  params: z.object({}),
  check(_params, extracted, expected) {
    return pyEq(extracted, expected)
  },
})
