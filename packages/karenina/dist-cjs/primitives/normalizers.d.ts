/** Replaces the whole (current) string when it is exactly one of the keys; otherwise leaves it unchanged. */
export interface SynonymMap {
    mapping: Record<string, string>;
}
/** The built-in normalizer names (spec 01 §3.1). */
export type NormalizerName = 'lowercase' | 'strip' | 'remove_punctuation' | 'collapse_whitespace';
/**
 * A text normalizer: a built-in name or a synonym map. Other names are accepted as data (a checkpoint may
 * carry them) and fail only when applied, as in Karenina.
 */
export type Normalizer = NormalizerName | (string & {}) | SynonymMap;
/** Builds a synonym-map normalizer; throws a ValidationError unless every key maps to a string. */
export declare function synonymMap(mapping: Record<string, string>): SynonymMap;
/** True for a synonym-map normalizer (`{ mapping: {...} }`). */
export declare function isSynonymMap(normalizer: unknown): normalizer is SynonymMap;
/** True for a normalizer `applyNormalizer` accepts: a built-in name or a synonym map. */
export declare function isKnownNormalizer(normalizer: unknown): normalizer is Normalizer;
/** Applies one normalizer; an unknown name throws `CheckError('value')` (Karenina fails at check time). */
export declare function applyNormalizer(normalizer: Normalizer, text: string): string;
/** Applies the normalizers left to right (spec 01 §3.1). */
export declare function applyNormalizers(normalizers: readonly Normalizer[], text: string): string;
