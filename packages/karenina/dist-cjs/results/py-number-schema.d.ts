import { z } from 'zod';
import { PyFloat } from '../compat/py-float-value.js';
/**
 * A Pydantic `float` field: accepts a number or a PyFloat box (JSON read with `parsePyJson`) and yields a
 * plain number; the exporter writes it back as a Python float (`0.0`, `1714000000.0`).
 */
export declare function pyFloatSchema(): z.ZodPipe<z.ZodUnion<readonly [z.ZodCustom<number, number>, z.ZodInstanceOf<PyFloat>]>, z.ZodTransform<number, number | PyFloat>>;
/** A Pydantic `int` field: an integer, or an integral float as Pydantic's lax mode accepts (`3.0` → 3). */
export declare function pyIntSchema(): z.ZodPipe<z.ZodUnion<readonly [z.ZodNumber, z.ZodInstanceOf<PyFloat>]>, z.ZodTransform<number, number | PyFloat>>;
/**
 * An untyped JSON object (`dict[str, Any]`) whose named keys are floats in Karenina (e.g. an excerpt's
 * `similarity_score`): those are unboxed to numbers like `pyFloatSchema`; key order and every other value
 * are kept as given.
 */
export declare function floatKeysRecord(keys: readonly string[]): z.ZodPipe<z.ZodRecord<z.ZodString, z.ZodUnknown>, z.ZodTransform<{
    [k: string]: unknown;
}, Record<string, unknown>>>;
/** True when the schema was made by `pyFloatSchema`. */
export declare function isPyFloatSchema(schema: z.ZodType): boolean;
/** True when the schema was made by `pyIntSchema`. */
export declare function isPyIntSchema(schema: z.ZodType): boolean;
/** The float keys registered by `floatKeysRecord`, if any. */
export declare function floatKeysOf(schema: z.ZodType): ReadonlySet<string> | undefined;
