import { type Arbitrary } from 'fast-check';
import { type Normalizer } from '../primitives/normalizers.js';
/** The 32 ASCII punctuation characters `remove_punctuation` deletes (Python's `string.punctuation`). */
export declare const ASCII_PUNCTUATION: string[];
/** Every character Python's `str.isspace` accepts: what `strip` and `collapse_whitespace` erase. */
export declare const PYTHON_WHITESPACE: string[];
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
export declare function normalizerVariants(normalizers: readonly Normalizer[], text: string): Arbitrary<string>;
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
export declare function nearMissTexts(normalizers: readonly Normalizer[], text: string): Arbitrary<string>;
