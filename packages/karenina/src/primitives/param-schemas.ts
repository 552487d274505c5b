import { z } from 'zod'
import { describeReceived, laxFloat, laxList, laxStr } from '../compat/pydantic-lax.js'
import { isSynonymMap, type Normalizer } from './normalizers.js'

/**
 * Param schemas shared by several primitives (Karenina's Pydantic field types in lax mode).
 * Float params are plain numbers: `min: 0` is stored as `0` (Python stores `0.0`; compared numerically).
 */

/**
 * One normalizer: a name (any string; unknown names fail only when applied, as in Karenina) or a synonym
 * map `{ mapping: { from: to } }` (Pydantic `SynonymMap`: extra keys ignored and dropped).
 */
export const normalizerSchema = z.preprocess((value, ctx): Normalizer => {
  if (typeof value === 'string') return value
  if (isSynonymMap(value) && !Array.isArray(value)) {
    const entries = Object.entries(value.mapping)
    const bad = entries.find(([, to]) => typeof to !== 'string')
    if (!bad) return { mapping: Object.fromEntries(entries) as Record<string, string> }
    ctx.addIssue({
      code: 'custom',
      input: value,
      path: ['mapping', bad[0]],
      message: `expected a string, received ${describeReceived(bad[1])}`,
    })
    return z.NEVER
  }
  ctx.addIssue({
    code: 'custom',
    input: value,
    message: `expected a normalizer name (str) or a synonym map ({"mapping": {...}}), received ${describeReceived(value)}`,
  })
  return z.NEVER
}, z.custom<Normalizer>())

/** `normalize: list[Normalizer]` with a default (copied per primitive so instances never share a list). */
export function normalizeParam(defaults: readonly Normalizer[]) {
  return laxList(normalizerSchema).default(() => [...defaults])
}

/** `substrings: list[str]` (required). */
export const stringListParam = laxList(laxStr)

/** A float param that must be strictly positive (`cutoff`, `margin`); NaN is rejected. */
export const positiveFloat = laxFloat.refine((value) => value > 0, { message: 'must be greater than 0' })
