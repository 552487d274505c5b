/**
 * Python `float(value)`: numbers (bool → 1/0, PyFloat unboxed) and numeric strings. Raises
 * `CheckError('type')` for None, lists, dicts and tuples and `CheckError('value')` for unparseable strings.
 */
export declare function pyFloat(value: unknown): number;
