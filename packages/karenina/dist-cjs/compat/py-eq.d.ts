/**
 * Python `a == b` on JSON-like values: numbers numerically (bools as 0/1, NaN equal to nothing), strings
 * exactly, lists element-wise, dicts key/value-wise, None only to None; a tuple only equals a tuple.
 */
export declare function pyEq(a: unknown, b: unknown): boolean;
