/** Options of `pyJsonDumps`, named after Python's `json.dumps` keywords. */
export interface PyJsonDumpsOptions {
    /** Sort object keys by code point. @default false */
    sortKeys?: boolean;
    /** Escape every character outside U+0020–U+007E as `\uXXXX`. @default true */
    ensureAscii?: boolean;
    /** Pretty-print with this many spaces per level (0 = newlines only). @default undefined (one line) */
    indent?: number;
    /** Item and key separators. @default [', ', ': '] without indent, [',', ': '] with indent */
    separators?: [string, string];
}
export declare const NEEDS_ESCAPE: RegExp;
/** Python's `encode_basestring(_ascii)`; works on UTF-16 units, which yields surrogate pairs for astral chars. */
export declare function encodeString(s: string, ensureAscii: boolean): string;
/** Python `json.dumps(s)` of one string (ensure_ascii by default): what `pyJsonDumps` writes for it. */
export declare function pyJsonString(s: string, ensureAscii?: boolean): string;
/** Python's float encoding in json: `repr`, except NaN and infinities (allow_nan=True). */
export declare function encodeFloat(x: number): string;
/** How `pyJsonDumps` writes a JS number: an int, or a float (non-integral, -0, NaN, infinities). */
export declare function encodeNumber(x: number): string;
/**
 * Python `json.dumps(value, ...)` byte for byte: `", "`/`": "` separators, ASCII escaping with lowercase
 * `\uXXXX`, float repr for floats (PyFloat boxes write `5.0`), tuples as arrays, NaN/Infinity allowed.
 */
export declare function pyJsonDumps(value: unknown, options?: PyJsonDumpsOptions): string;
