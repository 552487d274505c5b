import { isPythonCompat, type CompatMode } from '../compat/compat-mode.js'
import { pySplitWhitespace } from '../compat/py-whitespace.js'
import { findLongestMatch } from './longest-match.js'

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
