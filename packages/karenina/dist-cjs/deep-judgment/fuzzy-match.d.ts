import { type CompatMode } from '../compat/compat-mode.js';
/** Similarity at or above which an excerpt counts as found in the trace (Karenina's fixed 75 %). */
export declare const EXCERPT_MATCH_THRESHOLD = 0.75;
/** The outcome of matching one deep-judgment excerpt against the text it was quoted from. */
export interface ExcerptMatch {
    /** `similarity >= 0.75`. */
    matchFound: boolean;
    /** Longest matching block / excerpt length, in code points of the whitespace-normalized texts. */
    similarity: number;
}
export interface FuzzyMatchOptions {
    /**
     * `'karenina-python'` reproduces difflib's autojunk heuristic, which rejects verbatim excerpts from texts of
     * 200+ code points; the default uses a true longest common substring (docs/divergences.md).
     * @default 'default'
     */
    compat?: CompatMode;
}
/**
 * Karenina's `fuzzy_match_excerpt` (spec 02 §7.3): both texts are whitespace-normalized (Python whitespace,
 * single spaces), then the longest block the excerpt shares with the trace is measured against the excerpt.
 * @example fuzzyMatchExcerpt('the  answer', 'So the answer is 4.') // { matchFound: true, similarity: 1 }
 */
export declare function fuzzyMatchExcerpt(excerpt: string | null | undefined, trace: string | null | undefined, options?: FuzzyMatchOptions): ExcerptMatch;
/** Template deep judgment keeps an excerpt when it was found or reaches the configured threshold. */
export declare function acceptTemplateExcerpt(match: ExcerptMatch, threshold: number): boolean;
/** Rubric deep judgment keeps an excerpt only when it was found and also reaches the configured threshold. */
export declare function acceptRubricExcerpt(match: ExcerptMatch, threshold: number): boolean;
