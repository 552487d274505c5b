/** A matching block: `a[a .. a+size)` equals `b[b .. b+size)` (Python difflib's `Match`). */
export interface LongestMatch {
    a: number;
    b: number;
    size: number;
}
/**
 * Python `difflib.SequenceMatcher(None, a, b).find_longest_match(0, len(a), 0, len(b))` over code-point
 * arrays. With `autojunk: true` (Python's default) elements of `b` that occur more than `len(b) // 100 + 1`
 * times are "popular" when `len(b) >= 200`: they cannot start or continue the core match and only join it
 * through the final extension. With `autojunk: false` the result is a true longest common substring
 * (earliest in `a`, then earliest in `b`, on ties).
 */
export declare function findLongestMatch(a: readonly string[], b: readonly string[], options: {
    autojunk: boolean;
}): LongestMatch;
