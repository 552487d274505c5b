import fc, { type Arbitrary } from 'fast-check'
import { pyLower } from '../compat/py-lower.js'
import { isPyWhitespace } from '../compat/py-whitespace.js'
import { applyNormalizers, isSynonymMap, type Normalizer } from '../primitives/normalizers.js'
import { nearMissTexts } from './normalizer-variants.js'

const WORD_CHARS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789']

/** Characters that could end up in a normalized string equal to one of `chars` (any case; whitespace as a class). */
function excludedBy(texts: readonly string[]): (ch: string) => boolean {
  const banned = new Set<string>()
  let whitespace = false
  for (const text of texts) {
    for (const ch of text) {
      banned.add(pyLower(ch))
      if (isPyWhitespace(ch)) whitespace = true
    }
  }
  return (ch) => banned.has(pyLower(ch)) || (whitespace && isPyWhitespace(ch)) || [...pyLower(ch)].some((c) => banned.has(c))
}

/** Words over the ASCII letters and digits that `excluded` allows, separated by single spaces (unless spaces are excluded). */
function filler(excluded: (ch: string) => boolean): Arbitrary<string> {
  const alphabet = WORD_CHARS.filter((ch) => !excluded(ch))
  if (alphabet.length === 0) return fc.constant('')
  const separator = excluded(' ') ? '' : ' '
  return fc.array(fc.array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: 8 }).map((w) => w.join('')), { maxLength: 3 }).map((words) => words.join(separator))
}

/**
 * Texts containing the given substrings, each set off by spaces so that no normalizer sees it differently
 * from on its own (a lowercase final sigma stays final). Surrounding words come from `padding`.
 */
export function textContaining(substrings: readonly string[], padding: Arbitrary<string> = filler(() => false)): Arbitrary<string> {
  return fc
    .record({ order: fc.shuffledSubarray([...substrings], { minLength: substrings.length, maxLength: substrings.length }), before: padding, after: padding })
    .map(({ order, before, after }) => [before, ...order, after].join(' '))
}

/** ContainsAny: a text with at least one of the substrings. */
export function containsAnyAccepted(substrings: readonly string[], normalizers: readonly Normalizer[]): Arbitrary<string> | undefined {
  if (substrings.length === 0) return undefined
  // A synonym map may rewrite a whole substring; the substring on its own normalizes exactly like itself.
  if (normalizers.some(isSynonymMap)) return fc.constantFrom(...substrings)
  return fc.constantFrom(...substrings).chain((s) => textContaining([s]))
}

/** ContainsAll: a text with every substring. */
export function containsAllAccepted(substrings: readonly string[], normalizers: readonly Normalizer[]): Arbitrary<string> | undefined {
  if (normalizers.some(isSynonymMap)) return substrings.length === 1 ? fc.constant(substrings[0]!) : undefined
  return textContaining(substrings)
}

/** ContainsAny: a text made of characters none of the normalized substrings has (undefined if one is empty). */
export function containsAnyRejected(substrings: readonly string[], normalizers: readonly Normalizer[]): Arbitrary<string> | undefined {
  const normalized = substrings.map((s) => applyNormalizers(normalizers, s))
  if (normalized.some((s) => s === '')) return undefined
  return withoutSynonymHits(filler(excludedBy([...substrings, ...normalized])), normalizers)
}

/** ContainsAll: a text holding all substrings but one, and none of that one's characters. */
export function containsAllRejected(substrings: readonly string[], normalizers: readonly Normalizer[]): Arbitrary<string> | undefined {
  const candidates = substrings.filter((s) => applyNormalizers(normalizers, s) !== '')
  if (candidates.length === 0) return undefined
  const text = fc.constantFrom(...candidates).chain((missing) => {
    const excluded = excludedBy([missing, applyNormalizers(normalizers, missing)])
    const others = substrings.filter((s) => ![...s].some(excluded) && ![...pyLower(s)].some(excluded))
    return textContaining(others, filler(excluded))
  })
  return withoutSynonymHits(text, normalizers)
}

function withoutSynonymHits(text: Arbitrary<string>, normalizers: readonly Normalizer[]): Arbitrary<string> {
  if (!normalizers.some(isSynonymMap)) return text
  return text.filter((t) => !normalizers.some((n, i) => isSynonymMap(n) && Object.hasOwn(n.mapping, applyNormalizers(normalizers.slice(0, i), t))))
}

/** Case-sensitive near misses of a string (LiteralMatch compares strings exactly). */
export function exactStringNearMisses(text: string): Arbitrary<string> {
  return nearMissTexts([], text)
}
