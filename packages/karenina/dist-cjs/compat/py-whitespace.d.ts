/**
 * Python's whitespace set (`str.isspace`, `str.strip()`, `str.split()`, `re` `\s` on text), as the body of a
 * RegExp character class for `u`-flag patterns. It differs from JS `\s` / `trim()`: it includes U+001C–U+001F
 * and U+0085 and excludes U+FEFF (and, like JS, U+200B).
 */
export declare const PY_WHITESPACE_CLASS = "\\t\\n\\x0b\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
/** True when `ch` (one character) is whitespace for Python's `str.isspace`. */
export declare function isPyWhitespace(ch: string): boolean;
/** Python `str.strip()` with no argument. */
export declare function pyStrip(s: string): string;
/** Python `str.lstrip()` with no argument. */
export declare function pyLstrip(s: string): string;
/** Python `str.rstrip()` with no argument. */
export declare function pyRstrip(s: string): string;
/** Python `str.split()` with no argument: split on runs of whitespace, dropping empty pieces. */
export declare function pySplitWhitespace(s: string): string[];
/** Python `len(s)`: the number of Unicode code points (astral characters count once). */
export declare function codePointLength(s: string): number;
