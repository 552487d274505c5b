import { z } from 'zod'
import { pyFloat } from '../compat/py-float.js'
import { laxFloat } from '../compat/pydantic-lax.js'
import { definePrimitive } from './define-primitive.js'
import { decayParam, decayedCredit, gradedModeParam } from './graded-decay.js'
import { positiveFloat } from './param-schemas.js'

const params = z
  .object({
    cutoff: positiveFloat,
    full_credit: laxFloat.nullable().default(null),
    mode: gradedModeParam('relative'),
    decay: decayParam,
  })
  .superRefine((p, ctx) => {
    // Written as a positive range test so that NaN is rejected too.
    if (p.full_credit !== null && !(p.full_credit >= 0 && p.full_credit < p.cutoff)) {
      ctx.addIssue({
        code: 'custom',
        path: ['full_credit'],
        message: `must satisfy 0 <= full_credit < cutoff (${p.cutoff}), received ${p.full_credit}`,
      })
    }
  })

type Params = z.output<typeof params>

/** Distance from the ground truth; undefined in relative mode when the ground truth is 0 and x differs. */
function distance(p: Params, extracted: unknown, expected: unknown): number | undefined {
  const x = pyFloat(extracted)
  const e = pyFloat(expected)
  const diff = Math.abs(x - e)
  if (p.mode === 'absolute') return diff
  if (e === 0) return diff === 0 ? 0 : undefined
  return diff / Math.abs(e)
}

/**
 * Distance-graded check with partial credit: `check` passes within `full_credit ?? cutoff`; `score` is 1
 * within `full_credit` (or at distance 0), decays to 0 at `cutoff`.
 * @example
 * field(z.number(), { description: 'Approval year', groundTruth: 2016, check: numericGraded({ cutoff: 3, fullCredit: 0, mode: 'absolute' }) })
 * // 2016 → pass; 2025 → fail
 */
export const numericGraded = definePrimitive({
  type: 'NumericGraded',
  params,
  check(p, extracted, expected) {
    const d = distance(p, extracted, expected)
    return d !== undefined && d <= (p.full_credit ?? p.cutoff)
  },
  score(p, extracted, expected) {
    const d = distance(p, extracted, expected)
    if (d === undefined) return 0
    const inner = p.full_credit ?? 0
    if (d <= inner) return 1
    if (d >= p.cutoff) return 0
    return decayedCredit((d - inner) / (p.cutoff - inner), p.decay)
  },
})
