import { z } from 'zod'
import { pyStr } from '../compat/py-str.js'
import { applyNormalizers } from './normalizers.js'
import { definePrimitive } from './define-primitive.js'
import { normalizeParam } from './param-schemas.js'

/**
 * Normalized equality of Python `str()` of both sides (`str(8.0)` is "8.0", so 8.0 never matches "8").
 * @example
 * field(z.string(), { description: 'The protein target', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase', 'strip'] }) })
 * // " bcl2 " → pass; "BCL-2" → fail
 */
export const exactMatch = definePrimitive({
  type: 'ExactMatch',
  params: z.object({ normalize: normalizeParam(['lowercase', 'strip']) }),
  check(params, extracted, expected) {
    const x = applyNormalizers(params.normalize, pyStr(extracted))
    const e = applyNormalizers(params.normalize, pyStr(expected))
    return x === e
  },
})
