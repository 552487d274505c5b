import { type Arbitrary } from 'fast-check';
import { type Normalizer } from '../primitives/normalizers.js';
/**
 * Texts containing the given substrings, each set off by spaces so that no normalizer sees it differently
 * from on its own (a lowercase final sigma stays final). Surrounding words come from `padding`.
 */
export declare function textContaining(substrings: readonly string[], padding?: Arbitrary<string>): Arbitrary<string>;
/** ContainsAny: a text with at least one of the substrings. */
export declare function containsAnyAccepted(substrings: readonly string[], normalizers: readonly Normalizer[]): Arbitrary<string> | undefined;
/** ContainsAll: a text with every substring. */
export declare function containsAllAccepted(substrings: readonly string[], normalizers: readonly Normalizer[]): Arbitrary<string> | undefined;
/** ContainsAny: a text made of characters none of the normalized substrings has (undefined if one is empty). */
export declare function containsAnyRejected(substrings: readonly string[], normalizers: readonly Normalizer[]): Arbitrary<string> | undefined;
/** ContainsAll: a text holding all substrings but one, and none of that one's characters. */
export declare function containsAllRejected(substrings: readonly string[], normalizers: readonly Normalizer[]): Arbitrary<string> | undefined;
/** Case-sensitive near misses of a string (LiteralMatch compares strings exactly). */
export declare function exactStringNearMisses(text: string): Arbitrary<string>;
