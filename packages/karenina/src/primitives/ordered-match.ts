import { z } from 'zod'
import { PyFloat } from '../compat/py-float-value.js'
import { pyTypeName } from '../compat/py-eq.js'
import { pyStr } from '../compat/py-str.js'
import { PyTuple } from '../compat/py-tuple.js'
import { CheckError } from '../errors/check-error.js'
import { applyNormalizers } from './normalizers.js'
import { definePrimitive } from './define-primitive.js'
import { normalizeParam } from './param-schemas.js'

/**
 * The items Python's `len()` and iteration see: a string's code points, a dict's keys, a list's or tuple's
 * items. Anything without a length (None, numbers, bools) raises TypeError, as `len()` does.
 */
function pySequence(value: unknown): unknown[] {
  if (typeof value === 'string') return [...value]
  if (Array.isArray(value)) return value
  if (value instanceof PyTuple) return [...value.items]
  if (value instanceof Set || value instanceof Map) return [...value.keys()]
  if (typeof value === 'object' && value !== null && !(value instanceof PyFloat)) return Object.keys(value)
  throw new CheckError('type', `object of type '${pyTypeName(value)}' has no len()`)
}

/**
 * Same length and element-wise equal normalized `str()` values, in order.
 * @example
 * field(z.array(z.string()), { description: 'Steps in order', groundTruth: ['transcription', 'translation'], check: orderedMatch() })
 * // ["transcription", "translation"] → pass; ["translation", "transcription"] → fail
 */
export const orderedMatch = definePrimitive({
  type: 'OrderedMatch',
  params: z.object({ normalize: normalizeParam(['lowercase', 'strip']) }),
  check(params, extracted, expected) {
    const x = pySequence(extracted)
    const e = pySequence(expected)
    if (x.length !== e.length) return false
    for (let i = 0; i < x.length; i++) {
      const xi = applyNormalizers(params.normalize, pyStr(x[i]))
      const ei = applyNormalizers(params.normalize, pyStr(e[i]))
      if (xi !== ei) return false
    }
    return true
  },
})
