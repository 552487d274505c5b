/** A Python ordering operator. */
export type PyOrderOp = 'lt' | 'le' | 'gt' | 'ge';
/**
 * Python `a < b` (`<=`, `>`, `>=`) on JSON-like values: numbers (bools as 0/1, NaN never ordered), strings by
 * code point, lists and tuples lexicographically (first unequal items decide, else lengths). Anything else
 * (None, dicts, mixed types) throws `CheckError('type')`, as Python's TypeError.
 */
export declare function pyOrder(a: unknown, op: PyOrderOp, b: unknown): boolean;
