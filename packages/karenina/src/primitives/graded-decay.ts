import { laxLiteral } from '../compat/pydantic-lax.js'

/** `decay: Literal["linear", "quadratic"] = "linear"` of the graded primitives. */
export const decayParam = laxLiteral(['linear', 'quadratic']).default('linear')

/** `mode: Literal["relative", "absolute"]` of the graded primitives, with the primitive's default. */
export function gradedModeParam(defaultMode: 'relative' | 'absolute') {
  return laxLiteral(['relative', 'absolute']).default(defaultMode)
}

/**
 * Partial credit at a fraction `r` of the way through the decay band (0 < r < 1): `1 − r` (linear) or
 * `1 − r²` (quadratic). NaN propagates, as in Python, where every comparison with NaN is false.
 */
export function decayedCredit(r: number, decay: 'linear' | 'quadratic'): number {
  return decay === 'linear' ? 1 - r : 1 - r * r
}
