/**
 * Python's string ordering (`sorted()` on str): by code point. JS's default sort compares UTF-16 units,
 * which puts astral characters (surrogates, U+D800…) before U+E000–U+FFFF.
 * Returns the code point difference at the first difference, else -1, 0 or 1 by length.
 */
export declare function compareCodePoints(a: string, b: string): number;
