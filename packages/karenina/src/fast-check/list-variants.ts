import fc, { type Arbitrary } from 'fast-check'
import { pyEq } from '../compat/py-eq.js'
import { pyStr } from '../compat/py-str.js'
import type { Normalizer } from '../primitives/normalizers.js'
import { nearMissTexts, normalizerVariants } from './normalizer-variants.js'

/** Distinct items by Python `==` (what `set()` keeps), first occurrence first. */
function distinct(items: readonly unknown[]): unknown[] {
  const out: unknown[] = []
  for (const item of items) if (!out.some((o) => pyEq(o, item))) out.push(item)
  return out
}

/** Strings that are not `==` to any item of `items`. */
function newItems(items: readonly unknown[], minLength: number): Arbitrary<string[]> {
  const fresh = fc.string({ minLength: 1, maxLength: 8 }).filter((s) => !items.some((i) => pyEq(i, s)))
  return fc.uniqueArray(fresh, { minLength, maxLength: minLength + 2 })
}

/** A permutation of the items. */
function shuffle<T>(items: readonly T[]): Arbitrary<T[]> {
  return fc.shuffledSubarray([...items], { minLength: items.length, maxLength: items.length })
}

/** Some of `items` (between `min` and `max` of them, distinct positions) plus `extra`, in random order. */
function mix(items: readonly unknown[], min: number, max: number, extra: Arbitrary<unknown[]>): Arbitrary<unknown[]> {
  return fc
    .tuple(fc.shuffledSubarray([...items], { minLength: min, maxLength: max }), extra)
    .chain(([kept, added]) => shuffle([...kept, ...added]))
}

const repeatsOf = (items: readonly unknown[]): Arbitrary<unknown[]> => (items.length === 0 ? fc.constant<unknown[]>([]) : fc.array(fc.constantFrom(...items), { maxLength: 2 }))

/**
 * SetContainment (`set(x)` against `set(gt)`, no normalization): lists one mode accepts, or its near misses (one element
 * missing or one foreign element, as the mode makes it fail). The reason instead when there are none.
 */
export function setContainmentVariants(gt: readonly unknown[], mode: string, minOverlap: number | null, accepted: boolean): Arbitrary<unknown[]> | string {
  const items = distinct(gt)
  const all = items.length
  const needed = minOverlap || 1
  switch (mode) {
    case 'exact': {
      if (accepted) return mix(items, all, all, repeatsOf(items))
      const missingOne = all === 0 ? [] : [mix(items, 0, all - 1, fc.constant([]))]
      return fc.oneof(mix(items, all, all, newItems(items, 1)), ...missingOne)
    }
    case 'subset':
      return mix(items, 0, all, accepted ? fc.constant([]) : newItems(items, 1))
    case 'superset':
      if (accepted) return mix(items, all, all, newItems(items, 0))
      return all === 0 ? 'mode superset rejects no list for an empty ground truth' : mix(items, 0, all - 1, newItems(items, 0))
    case 'overlap':
      if (accepted && all < needed) return `mode overlap accepts no list: it needs ${needed} shared items, the ground truth has ${all}`
      if (accepted) return mix(items, needed, all, newItems(items, 0))
      return mix(items, 0, Math.min(needed - 1, all), newItems(items, 0))
    default:
      return `unknown mode ${JSON.stringify(mode)}`
  }
}

/**
 * OrderedMatch: same length, each element a normalizer variant of the ground truth's element; rejected, one element
 * replaced by a near miss, or one element dropped or added.
 */
export function orderedMatchVariants(gt: readonly unknown[], normalizers: readonly Normalizer[], accepted: boolean): Arbitrary<string[]> {
  if (accepted) return gt.length === 0 ? fc.constant([]) : fc.tuple(...gt.map((item) => normalizerVariants(normalizers, pyStr(item))))
  const strings = gt.map((item) => pyStr(item))
  const changed =
    strings.length === 0
      ? undefined
      : fc.nat(strings.length - 1).chain((at) => nearMissTexts(normalizers, strings[at]!).map((miss) => strings.map((s, i) => (i === at ? miss : s))))
  const dropped = strings.length === 0 ? undefined : fc.nat(strings.length - 1).map((at) => strings.filter((_, i) => i !== at))
  const added = fc.string({ maxLength: 8 }).map((extra) => [...strings, extra])
  return fc.oneof(added, ...[changed, dropped].filter((a): a is Arbitrary<string[]> => a !== undefined))
}
