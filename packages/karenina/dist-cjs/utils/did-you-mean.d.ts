/** Levenshtein edit distance (insertions, deletions, substitutions), by code unit. */
export declare function editDistance(a: string, b: string): number;
/**
 * The known key closest to an unknown one: the same name in another spelling (`match_type` → `matchType`),
 * else the nearest by edit distance when it is close enough to be a typo (at most a third of the key, ≥ 1).
 */
export declare function closestKey(key: string, known: Iterable<string>): string | undefined;
/** `unknown key 'match_type' in verifyRegex options (did you mean 'matchType'?)`. */
export declare function unknownKeyMessage(key: string, where: string, known: Iterable<string>): string;
/** The keys of `value` (a plain object) that are not in `known`; non-objects have none. */
export declare function unknownKeys(value: unknown, known: Iterable<string>): string[];
