/**
 * Python `str.lower()`: JS full lowercasing (final sigma, `İ` → `i̇`) except for characters encoded after
 * Unicode 14.0, which Python 3.11 does not know. Splitting at them is exact for the final-sigma rule too:
 * an unassigned character is neither cased nor case-ignorable, so it ends the context like a string edge.
 */
export declare function pyLower(s: string): string;
