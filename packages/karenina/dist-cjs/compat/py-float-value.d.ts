/**
 * A Python `float` whose value is integral (`5.0`). JavaScript numbers cannot tell `5.0` from `5`,
 * but Python can and Karenina's primitives depend on it: `str(5.0) == "5.0"` makes ExactMatch of 5.0
 * against "5" fail, and `isinstance(2.0, int)` is false. Non-integral floats need no box (`5.5` can only
 * be a float), so only integral floats coming from Python-typed data are boxed.
 *
 * Python ints beyond 2^53 are exact `bigint`s (never rounded numbers): `parsePyJson`, the judge-output parser
 * and the checkpoint template reader produce them, and the compat helpers accept them.
 *
 * Where boxes come from: `parsePyJson` (JSON written by Python, e.g. checkpoints, vectors) and judge-output
 * coercion of float-typed template fields (Pydantic turns `8` into `8.0` for a `float` field).
 * Every compat helper (pyStr, pyFloat, pyEq, pyTruthy, pySet, pyJsonDumps) understands boxes; JSON.stringify
 * writes them as plain numbers.
 */
export declare class PyFloat {
    readonly value: number;
    constructor(value: number);
    valueOf(): number;
    toJSON(): number;
    toString(): string;
}
/** True when the value is a boxed integral Python float (`PyFloat`, e.g. `8.0`). */
export declare function isPyFloat(value: unknown): value is PyFloat;
/** The JS number behind a number or a PyFloat box; other values are returned unchanged. */
export declare function unboxNumber<T>(value: T): T | number;
/** Boxes an integral number as a Python float; non-integral numbers and non-numbers pass through. */
export declare function asPyFloat(value: unknown): unknown;
/** True when the value is a Python int (a JS integer that is not boxed). Booleans are not included. */
export declare function isPyInt(value: unknown): value is number;
/** True when the value is a Python float: a boxed integral float or a non-integral / non-finite JS number. */
export declare function isPyFloatValue(value: unknown): boolean;
