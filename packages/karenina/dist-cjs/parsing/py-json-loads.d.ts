/**
 * Python `json.loads` (CPython's C scanner, `strict=True`). It differs from `JSON.parse` in what it accepts —
 * the bare literals `NaN`, `Infinity` and `-Infinity` — and in how numbers come back: a number written with
 * a fraction or an exponent is a Python float, so an integral one (`5.0`) becomes a `PyFloat` box.
 * Failures throw `CheckError('value')` (Python's `JSONDecodeError` is a `ValueError`).
 */
export declare function pyJsonLoads(text: string): unknown;
/** True when Python's `json.loads` accepts the text (Karenina's "is this candidate valid JSON" test). */
export declare function isPyJsonLoadable(text: string): boolean;
