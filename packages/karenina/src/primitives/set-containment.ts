import { z } from 'zod'
import { pyRepr } from '../compat/py-str.js'
import { pySet, pySetEquals, pySetIntersectionSize, pySetIsSubset } from '../compat/py-set.js'
import { laxInt, laxStr } from '../compat/pydantic-lax.js'
import { CheckError } from '../errors/check-error.js'
import { definePrimitive } from './define-primitive.js'

/**
 * Compares Python `set()`s of both sides (no normalization; a string is its set of characters): `exact`,
 * `subset` (x ⊆ gt), `superset` (x ⊇ gt) or `overlap` (at least `min_overlap || 1` shared elements).
 * `mode` is a free string, as in Karenina: an unknown mode fails at check time.
 * @example
 * field(z.array(z.string()), { description: 'The drug targets', groundTruth: ['BCL2', 'BCL-XL'], check: setContainment({ mode: 'overlap', minOverlap: 1 }) })
 * // ["BCL2", "MCL1"] → pass; ["MCL1"] → fail
 */
export const setContainment = definePrimitive({
  type: 'SetContainment',
  params: z.object({
    mode: laxStr.default('exact'),
    min_overlap: laxInt.nullable().default(null),
  }),
  check(params, extracted, expected) {
    // Both sets are built before the mode is looked at, so a TypeError wins over an unknown mode.
    const x = pySet(extracted)
    const e = pySet(expected)
    switch (params.mode) {
      case 'exact':
        return pySetEquals(x, e)
      case 'subset':
        return pySetIsSubset(x, e)
      case 'superset':
        return pySetIsSubset(e, x)
      case 'overlap':
        // Python `min_overlap or 1`: null and 0 both mean 1.
        return pySetIntersectionSize(x, e) >= (params.min_overlap || 1)
      default:
        throw new CheckError('value', `Unknown mode: ${pyRepr(params.mode)}`)
    }
  },
})
