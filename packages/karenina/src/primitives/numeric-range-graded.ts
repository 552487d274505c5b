import { z } from 'zod'
import { pyFloat } from '../compat/py-float.js'
import { laxBool, laxFloat } from '../compat/pydantic-lax.js'
import { definePrimitive } from './define-primitive.js'
import { decayParam, decayedCredit, gradedModeParam } from './graded-decay.js'
import { inNumericRange } from './numeric-range.js'
import { positiveFloat } from './param-schemas.js'

const params = z
  .object({
    min: laxFloat,
    max: laxFloat,
    margin: positiveFloat,
    mode: gradedModeParam('absolute'),
    decay: decayParam,
    exclusive_min: laxBool.default(false),
    exclusive_max: laxBool.default(false),
  })
  .superRefine((p, ctx) => {
    if (!(p.min < p.max)) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: `must be greater than min (${p.min}), received ${p.max}` })
    }
  })

/**
 * An acceptance band with soft shoulders: `check` is NumericRange on `[min, max]`; `score` is 1 inside the
 * band (always inclusive) and decays to 0 at `margin` outside it (relative margin = fraction of `max − min`).
 * The ground truth is unused.
 * @example
 * field(z.number(), { description: 'Dose in mg', check: numericRangeGraded({ min: 100, max: 400, margin: 50 }) })
 * // 250 → pass; 600 → fail
 */
export const numericRangeGraded = definePrimitive({
  type: 'NumericRangeGraded',
  params,
  check(p, extracted) {
    return inNumericRange(pyFloat(extracted), p)
  },
  score(p, extracted) {
    const v = pyFloat(extracted)
    if (p.min <= v && v <= p.max) return 1
    const gap = v < p.min ? p.min - v : v - p.max
    const shoulder = p.mode === 'absolute' ? p.margin : p.margin * (p.max - p.min)
    if (gap >= shoulder) return 0
    return decayedCredit(gap / shoulder, p.decay)
  },
})
