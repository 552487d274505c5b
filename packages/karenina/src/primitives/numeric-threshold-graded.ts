import { z } from 'zod'
import { pyFloat } from '../compat/py-float.js'
import { laxBool, laxLiteral } from '../compat/pydantic-lax.js'
import { definePrimitive } from './define-primitive.js'
import { decayParam, decayedCredit, gradedModeParam } from './graded-decay.js'
import { positiveFloat } from './param-schemas.js'

/**
 * A one-sided bound (the ground truth) with a soft shoulder: `check` is NumericMaximum (`direction: "max"`)
 * or NumericMinimum (`"min"`); `score` is 1 on the correct side and decays to 0 at `margin` past the bound
 * (relative margin = fraction of `|threshold|`; a threshold of 0 then gives 0 past the bound).
 * @example
 * field(z.number(), { description: 'Error rate', groundTruth: 0.05, check: numericThresholdGraded({ direction: 'max', margin: 0.5 }) })
 * // 0.04 → pass; 0.2 → fail
 */
export const numericThresholdGraded = definePrimitive({
  type: 'NumericThresholdGraded',
  params: z.object({
    direction: laxLiteral(['max', 'min']),
    margin: positiveFloat,
    mode: gradedModeParam('relative'),
    decay: decayParam,
    exclusive: laxBool.default(false),
  }),
  check(p, extracted, expected) {
    const v = pyFloat(extracted)
    const t = pyFloat(expected)
    if (p.direction === 'max') return p.exclusive ? v < t : v <= t
    return p.exclusive ? v > t : v >= t
  },
  score(p, extracted, expected) {
    const v = pyFloat(extracted)
    const t = pyFloat(expected)
    if (p.direction === 'max' ? v <= t : v >= t) return 1
    const gap = p.direction === 'max' ? v - t : t - v
    let shoulder: number
    if (p.mode === 'absolute') shoulder = p.margin
    else if (t === 0) return 0
    else shoulder = p.margin * Math.abs(t)
    if (gap >= shoulder) return 0
    return decayedCredit(gap / shoulder, p.decay)
  },
})
