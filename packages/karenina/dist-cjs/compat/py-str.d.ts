/**
 * Python `repr(float)`: shortest round-trip digits (as JS), fixed notation when the decimal exponent is in
 * [-4, 16) with a mandatory fractional part, otherwise `d.ddde±XX` with at least two exponent digits.
 */
export declare function pyFloatRepr(x: number): string;
/** Python `repr(str)`: `'` quotes unless the text has `'` and no `"`; escapes as CPython does. */
export declare function pyStrRepr(s: string): string;
/** Python `repr(value)` of a JSON-like value (None/True/False, int vs float, str, list, dict, tuple). */
export declare function pyRepr(value: unknown): string;
/** Python `str(value)`: strings as-is, everything else as `repr` (Python's str and repr agree there). */
export declare function pyStr(value: unknown): string;
