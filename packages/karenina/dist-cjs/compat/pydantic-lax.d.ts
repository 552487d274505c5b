import { z } from 'zod';
import { PyFloat } from './py-float-value.js';
import { PyTuple } from './py-tuple.js';
/** A short description of a received value for error messages: `"1.5" (str)`, `5.0 (float)`, `[…] (list)`. */
export declare function describeReceived(value: unknown): string;
/** The outcome of one lax coercion: the coerced value, or what was expected instead. */
export type LaxCoercion<T> = {
    ok: true;
    value: T;
} | {
    ok: false;
    expected: string;
};
/**
 * Pydantic lax `int` coercion with Python's unbounded ints: beyond 2^53 the value is an exact `bigint`
 * (a JSON integer read losslessly, or a digit string), never a rounded number.
 */
export declare function coerceLaxPyInt(value: unknown): LaxCoercion<number | bigint>;
/** Pydantic lax `int` coercion as a plain number (no PyFloat box). */
export declare function coerceLaxInt(value: unknown): LaxCoercion<number>;
/** Pydantic lax `float` coercion as a plain number. */
export declare function coerceLaxFloat(value: unknown): LaxCoercion<number>;
/** Pydantic lax `bool` coercion. */
export declare function coerceLaxBool(value: unknown): LaxCoercion<boolean>;
/** What TypeScript callers may pass where Python takes an int or a float (all are coerced as Pydantic does). */
export type LaxNumberInput = number | PyFloat | string | boolean;
/** Python `int` in Pydantic lax mode: int, integral float, numeric string (`" 5 "`, `"5.0"`, `"1_000"`), bool. */
export declare const laxInt: z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, LaxNumberInput>;
/** `laxInt` with Python's unbounded ints (`bigint` beyond 2^53): judge values of `int` fields. */
export declare const laxPyInt: z.ZodPreprocess<z.ZodType<number | bigint, unknown, z.core.$ZodTypeInternals<number | bigint, unknown>>, bigint | LaxNumberInput>;
/** Python `float` in Pydantic lax mode: number, bool, numeric string (`"1e3"`, `"inf"`, `" 2.5 "`); a plain number. */
export declare const laxFloat: z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, LaxNumberInput>;
/** Like `laxFloat`, but integral results are `PyFloat` boxes so that Python's float typing (`str(8.0)`) survives. */
export declare const laxPyFloat: z.ZodPreprocess<z.ZodType<number | PyFloat, unknown, z.core.$ZodTypeInternals<number | PyFloat, unknown>>, LaxNumberInput>;
/** Python `str` in Pydantic lax mode: strings only (numbers and booleans are rejected). */
export declare const laxStr: z.ZodPreprocess<z.ZodString, string>;
/** Python `bool` in Pydantic lax mode: bool, 0/1, `true/false/yes/no/on/off/1/0/t/f/y/n` (any case). */
export declare const laxBool: z.ZodPreprocess<z.ZodBoolean, string | number | boolean>;
/** Python `list[T]` in Pydantic lax mode: arrays (and `PyTuple`s) only; a bare string is rejected. */
export declare function laxList<Item extends z.ZodType>(item: Item): z.ZodPreprocess<z.ZodArray<Item>, PyTuple | readonly z.input<Item>[]>;
/** Python `Literal[...]`: the exact value (case-sensitive, no coercion). */
export declare function laxLiteral<const Values extends readonly [z.core.util.Literal, ...z.core.util.Literal[]]>(values: Values): z.ZodPreprocess<z.ZodLiteral<Values[number]>, Values[number]>;
