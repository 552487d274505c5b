import { isPythonCompat, type CompatMode } from '../compat/compat-mode.js'
import { pySplitWhitespace } from '../compat/py-whitespace.js'

/** Similarity at or above which an excerpt counts as found in the trace (Karenina's fixed 75 %). */
export const EXCERPT_MATCH_THRESHOLD = 0.75

/** The outcome of matching one deep-judgment excerpt against the text it was quoted from. */
export interface ExcerptMatch {
  /** `similarity >= 0.75`. */
  matchFound: boolean
  /** Longest matching block / excerpt length, in code points of the whitespace-normalized texts. */
  similarity: number
}

export interface FuzzyMatchOptions {
  /**
   * `'karenina-python'` reproduces difflib's autojunk heuristic, which rejects verbatim excerpts from texts of
   * 200+ code points; the default uses a true longest common substring (docs/divergences.md).
   * @default 'default'
   */
  compat?: CompatMode
}

const NO_MATCH: ExcerptMatch = { matchFound: false, similarity: 0 }

/**
 * Karenina's `fuzzy_match_excerpt` (spec 02 §7.3): both texts are whitespace-normalized (Python whitespace,
 * single spaces), then the longest block the excerpt shares with the trace is measured against the excerpt.
 * @example fuzzyMatchExcerpt('the  answer', 'So the answer is 4.') // { matchFound: true, similarity: 1 }
 */
export function fuzzyMatchExcerpt(excerpt: string | null | undefined, trace: string | null | undefined, options: FuzzyMatchOptions = {}): ExcerptMatch {
  if (!excerpt || !trace) return NO_MATCH
  const a = Array.from(pySplitWhitespace(excerpt).join(' '))
  const b = Array.from(pySplitWhitespace(trace).join(' '))
  if (a.length === 0 || b.length === 0) return NO_MATCH
  const { size } = findLongestMatch(a, b, { autojunk: isPythonCompat(options.compat) })
  if (size === 0) return NO_MATCH
  const similarity = size / a.length
  return { matchFound: similarity >= EXCERPT_MATCH_THRESHOLD, similarity }
}

/** Template deep judgment keeps an excerpt when it was found or reaches the configured threshold. */
export function acceptTemplateExcerpt(match: ExcerptMatch, threshold: number): boolean {
  return match.matchFound || match.similarity >= threshold
}

/** Rubric deep judgment keeps an excerpt only when it was found and also reaches the configured threshold. */
export function acceptRubricExcerpt(match: ExcerptMatch, threshold: number): boolean {
  return match.matchFound && match.similarity >= threshold
}

/**
 * Python `difflib.SequenceMatcher(None, a, b).find_longest_match(0, len(a), 0, len(b))` over code-point
 * arrays. With `autojunk: true` (Python's default) elements of `b` that occur more than `len(b) // 100 + 1`
 * times are "popular" when `len(b) >= 200`: they cannot start or continue the core match and only join it
 * through the final extension. With `autojunk: false` the result is a true longest common substring
 * (earliest in `a`, then earliest in `b`, on ties). The result is a matching block: `a[a .. a+size)` equals
 * `b[b .. b+size)` (Python difflib's `Match`).
 */
export function findLongestMatch(a: readonly string[], b: readonly string[], options: { autojunk: boolean }) {
  const b2j = indexPositions(b, options.autojunk)
  let besti = 0
  let bestj = 0
  let bestsize = 0
  // j2len[j + 1] = length of the match ending at a[i-1], b[j] (previous row); one slot of padding for j = -1.
  let prev = new Int32Array(b.length + 1)
  let cur = new Int32Array(b.length + 1)
  let prevTouched: number[] = []
  let curTouched: number[] = []
  for (let i = 0; i < a.length; i++) {
    for (const j of b2j.get(a[i]!) ?? []) {
      const k = prev[j]! + 1
      cur[j + 1] = k
      curTouched.push(j + 1)
      // Strictly longer only: ties keep the earlier block, which the extension below may then grow.
      if (k > bestsize) {
        besti = i - k + 1
        bestj = j - k + 1
        bestsize = k
      }
    }
    for (const t of prevTouched) prev[t] = 0
    ;[prev, cur] = [cur, prev]
    ;[prevTouched, curTouched] = [curTouched, prevTouched]
    curTouched.length = 0
  }
  // No junk function, so "non-junk" is everything: extend over popular elements too.
  while (besti > 0 && bestj > 0 && a[besti - 1] === b[bestj - 1]) {
    besti--
    bestj--
    bestsize++
  }
  while (besti + bestsize < a.length && bestj + bestsize < b.length && a[besti + bestsize] === b[bestj + bestsize]) {
    bestsize++
  }
  return { a: besti, b: bestj, size: bestsize }
}

/** difflib's `b2j`: element → ascending positions in `b`, without the popular elements under autojunk. */
function indexPositions(b: readonly string[], autojunk: boolean): Map<string, number[]> {
  const b2j = Map.groupBy(b.keys(), (j) => b[j]!)
  const n = b.length
  if (autojunk && n >= 200) {
    const ntest = Math.floor(n / 100) + 1
    for (const [element, positions] of b2j) if (positions.length > ntest) b2j.delete(element)
  }
  return b2j
}
