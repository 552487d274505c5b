import fc, { type Arbitrary } from 'fast-check'
import { pyLower } from '../compat/py-lower.js'
import { isPyWhitespace, PY_WHITESPACE_CLASS } from '../compat/py-whitespace.js'
import { applyNormalizers, isKnownNormalizer, isSynonymMap, type Normalizer } from '../primitives/normalizers.js'

/** The 32 ASCII punctuation characters `remove_punctuation` deletes (Python's `string.punctuation`). */
export const ASCII_PUNCTUATION = [...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~']

/** Every character Python's `str.isspace` accepts: what `strip` and `collapse_whitespace` erase. */
export const PYTHON_WHITESPACE = [
  ...'\t\n\x0b\f\r\x1c\x1d\x1e\x1f \x85\xa0\u1680',
  ...Array.from({ length: 11 }, (_, i) => String.fromCharCode(0x2000 + i)),
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
]

const ASCII_ALNUM = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789']
// Lowercasing a sigma depends on its neighbours (final ς), so case variants never touch one and
// punctuation is not inserted next to one when lowercasing runs first.
const SIGMAS = /[Σσς]/u

/** Refuses a chain with an unknown normalizer: applying it throws, so `consequence`. */
function assertKnown(normalizers: readonly Normalizer[], caller: string, consequence: string): void {
  const found = normalizers.find((n) => !isKnownNormalizer(n))
  if (found !== undefined) throw new TypeError(`${caller}: unknown normalizer "${String(found)}" (applying it throws, so ${consequence})`)
}

/** What a normalizer chain erases, read from the order of its normalizers (spec 01 §3.1). */
function erasureRules(normalizers: readonly Normalizer[]) {
  // A synonym map looks at the whole string, so variation introduced before it would defeat its lookup:
  // only normalizers that run before the first synonym map erase anything by construction.
  const firstMap = normalizers.findIndex(isSynonymMap)
  const effective = firstMap === -1 ? normalizers : normalizers.slice(0, firstMap)
  const at = (name: string) => effective.indexOf(name)
  const punctuation = at('remove_punctuation')
  const before = punctuation === -1 ? [] : effective.slice(0, punctuation)
  return {
    caseChanges: at('lowercase') !== -1,
    edgeWhitespace: at('strip') !== -1 || at('collapse_whitespace') !== -1,
    whitespaceRuns: at('collapse_whitespace') !== -1,
    punctuation: punctuation !== -1,
    /** Punctuation may only go between two non-whitespace characters (a whitespace normalizer runs first). */
    punctuationAwayFromWhitespace: before.includes('strip') || before.includes('collapse_whitespace'),
    /** Lowercasing runs before punctuation removal (sigma context matters). */
    lowercaseBeforePunctuation: before.includes('lowercase'),
    synonymMaps: normalizers.filter(isSynonymMap),
  }
}

type ErasureRules = ReturnType<typeof erasureRules>

/** Case forms of one character that lowercase to the same text as the character itself. */
function caseForms(ch: string): string[] {
  if (SIGMAS.test(ch)) return [ch]
  const forms = new Set([ch, ch.toUpperCase(), ch.toLowerCase()])
  return [...forms].filter((form) => form === ch || pyLower(form) === pyLower(ch))
}

function caseVariants(chars: readonly string[], enabled: boolean): Arbitrary<string[]> {
  if (!enabled || chars.length === 0) return fc.constant([...chars])
  return fc.tuple(...chars.map((ch) => fc.constantFrom(...caseForms(ch))))
}

function punctuationSlots(chars: readonly string[], rules: ErasureRules): number[] {
  if (!rules.punctuation) return []
  if (rules.lowercaseBeforePunctuation && chars.some((ch) => SIGMAS.test(ch))) return []
  const slots: number[] = []
  for (let i = 0; i <= chars.length; i++) {
    const left = chars[i - 1]
    const right = chars[i]
    const nearWhitespace = (left !== undefined && isPyWhitespace(left)) || (right !== undefined && isPyWhitespace(right))
    if (!rules.punctuationAwayFromWhitespace || !nearWhitespace) slots.push(i)
  }
  return slots
}

function insertPunctuation(chars: string[], slots: readonly number[], insertions: readonly { slot: number; text: string }[]): string[] {
  const extra = new Map<number, string>()
  for (const { slot, text } of insertions) {
    const at = slots[slot % slots.length]!
    extra.set(at, (extra.get(at) ?? '') + text)
  }
  const out: string[] = []
  for (let i = 0; i <= chars.length; i++) {
    const inserted = extra.get(i)
    if (inserted !== undefined) out.push(inserted)
    if (i < chars.length) out.push(chars[i]!)
  }
  return out
}

const whitespaceRun = (minLength: number) => fc.array(fc.constantFrom(...PYTHON_WHITESPACE), { minLength, maxLength: 3 }).map((run) => run.join(''))

const WHITESPACE_RUNS = new RegExp(`[${PY_WHITESPACE_CLASS}]+`, 'gu')

/** Replaces maximal whitespace runs (Python's set) with the given non-empty runs, in turn. */
function respaceRuns(text: string, runs: readonly string[]): string {
  if (runs.length === 0) return text
  let index = 0
  return text.replace(WHITESPACE_RUNS, () => runs[index++ % runs.length]!)
}

/**
 * Strings that a normalizer chain maps to the same text as `text`: the variants the chain is meant to
 * erase, built from its definition (spec 01 §3.1) rather than by running it. `lowercase` → other letter
 * cases; `strip` → whitespace (Python's set) around the text; `collapse_whitespace` → whitespace around and
 * other whitespace runs inside; `remove_punctuation` → ASCII punctuation inserted; a synonym map → its keys
 * that normalize like `text` (the only part checked with the chain itself). Order matters: a normalizer
 * only erases what earlier ones let through, so `['remove_punctuation', 'strip']` and
 * `['strip', 'remove_punctuation']` differ for `". x"`. With no normalizer the only variant is `text`.
 * Shrinks towards `text`.
 *
 * @example
 * fc.assert(fc.property(normalizerVariants(['lowercase', 'strip', 'remove_punctuation'], 'BCL2'), (v) =>
 *   BclTemplate.verify({ target: v })))   // e.g. ' bcl-2', 'Bcl2\t', 'B.CL2'
 */
export function normalizerVariants(normalizers: readonly Normalizer[], text: string): Arbitrary<string> {
  assertKnown(normalizers, 'normalizerVariants', 'no text is accepted')
  const rules = erasureRules(normalizers)
  const chars = [...text]
  const slots = punctuationSlots(chars, rules)
  const insertion = fc.record({ slot: fc.nat(), text: fc.constantFrom(...ASCII_PUNCTUATION) })
  const perturbed = fc
    .record({
      cased: caseVariants(chars, rules.caseChanges),
      punctuation: slots.length === 0 ? fc.constant([]) : fc.array(insertion, { maxLength: 3 }),
      runs: rules.whitespaceRuns ? fc.array(whitespaceRun(1), { maxLength: 3 }) : fc.constant([]),
      edges: rules.edgeWhitespace ? fc.tuple(whitespaceRun(0), whitespaceRun(0)) : fc.constant(['', ''] as [string, string]),
    })
    .map(({ cased, punctuation, runs, edges }) => {
      const punctuated = insertPunctuation(cased, slots, punctuation).join('')
      return edges[0] + respaceRuns(punctuated, runs) + edges[1]
    })
  const target = applyNormalizers(normalizers, text)
  const synonyms = [...new Set(rules.synonymMaps.flatMap((map) => Object.keys(map.mapping)))].filter(
    (key) => key !== text && applyNormalizers(normalizers, key) === target,
  )
  return synonyms.length === 0 ? perturbed : fc.oneof({ weight: 3, arbitrary: perturbed }, { weight: 1, arbitrary: fc.constantFrom(...synonyms) })
}

/**
 * Near misses of `text` under a normalizer chain: one letter or digit replaced by a different one (a
 * different letter once lowercased when the chain lowercases), or one appended or prepended. Built-in
 * normalizers never erase letters or digits, so these never normalize like `text`. A synonym map can
 * rewrite a whole string into anything, so with one in the chain the candidates are checked with the chain
 * itself. Shrinks towards small edits.
 *
 * @example
 * fc.assert(fc.property(nearMissTexts(['lowercase', 'strip'], 'BCL2'), (v) => !BclTemplate.verify({ target: v })))
 * // e.g. 'BCL3', 'BXL2', 'aBCL2'
 */
export function nearMissTexts(normalizers: readonly Normalizer[], text: string): Arbitrary<string> {
  assertKnown(normalizers, 'nearMissTexts', 'every text is rejected')
  const lowercases = normalizers.includes('lowercase')
  const chars = [...text]
  const alnumAt = chars.flatMap((ch, i) => (ASCII_ALNUM.includes(ch) ? [i] : []))
  const differs = (a: string, b: string) => (lowercases ? pyLower(a) !== pyLower(b) : a !== b)
  const substitution = fc.record({ at: fc.nat(), by: fc.constantFrom(...ASCII_ALNUM) }).map(({ at, by }) => {
    const index = alnumAt[at % alnumAt.length]!
    const original = chars[index]!
    // Walk the alphabet from `by` to the first character that really differs from the original.
    const start = ASCII_ALNUM.indexOf(by)
    let replacement = by
    for (let k = 0; !differs(replacement, original); k++) replacement = ASCII_ALNUM[(start + k) % ASCII_ALNUM.length]!
    return chars.map((ch, i) => (i === index ? replacement : ch)).join('')
  })
  const affix = fc.record({ letter: fc.constantFrom(...ASCII_ALNUM), atEnd: fc.boolean() }).map(({ letter, atEnd }) => (atEnd ? text + letter : letter + text))
  const candidates = alnumAt.length === 0 ? affix : fc.oneof(substitution, affix)
  if (!normalizers.some(isSynonymMap)) return candidates
  const target = applyNormalizers(normalizers, text)
  return candidates.filter((c) => applyNormalizers(normalizers, c) !== target)
}

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
  const alphabet = ASCII_ALNUM.filter((ch) => !excluded(ch))
  if (alphabet.length === 0) return fc.constant('')
  const separator = excluded(' ') ? '' : ' '
  return fc.array(fc.array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: 8 }).map((w) => w.join('')), { maxLength: 3 }).map((words) => words.join(separator))
}

/**
 * Texts containing the given substrings, each set off by spaces so that no normalizer sees it differently
 * from on its own (a lowercase final sigma stays final). Surrounding words come from `padding`.
 */
function textContaining(substrings: readonly string[], padding: Arbitrary<string> = filler(() => false)): Arbitrary<string> {
  return fc
    .record({ order: fc.shuffledSubarray([...substrings], { minLength: substrings.length, maxLength: substrings.length }), before: padding, after: padding })
    .map(({ order, before, after }) => [before, ...order, after].join(' '))
}

/**
 * ContainsAny: a text with at least one of the substrings; rejected, a text made of characters none of the normalized
 * substrings has. The Contains generators give the reason instead when there are none.
 */
export function containsAnyVariants(substrings: readonly string[], normalizers: readonly Normalizer[], accepted: boolean): Arbitrary<string> | string {
  if (!accepted) {
    const normalized = substrings.map((s) => applyNormalizers(normalizers, s))
    if (normalized.some((s) => s === '')) return 'an empty (normalized) substring matches every text'
    return withoutSynonymHits(filler(excludedBy([...substrings, ...normalized])), normalizers)
  }
  if (substrings.length === 0) return 'ContainsAny with no substrings accepts nothing'
  // A synonym map may rewrite a whole substring; the substring on its own normalizes exactly like itself.
  if (normalizers.some(isSynonymMap)) return fc.constantFrom(...substrings)
  return fc.constantFrom(...substrings).chain((s) => textContaining([s]))
}

/** ContainsAll: a text with every substring; rejected, a text holding all substrings but one, and none of that one's characters. */
export function containsAllVariants(substrings: readonly string[], normalizers: readonly Normalizer[], accepted: boolean): Arbitrary<string> | string {
  if (accepted && !normalizers.some(isSynonymMap)) return textContaining(substrings)
  if (accepted) return substrings.length === 1 ? fc.constant(substrings[0]!) : 'several substrings with a synonym map'
  const candidates = substrings.filter((s) => applyNormalizers(normalizers, s) !== '')
  if (candidates.length === 0) return 'every (normalized) substring is empty, so every text passes'
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
