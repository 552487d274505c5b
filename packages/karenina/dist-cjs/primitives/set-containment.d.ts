import { z } from 'zod';
/**
 * Compares Python `set()`s of both sides (no normalization; a string is its set of characters): `exact`,
 * `subset` (x ⊆ gt), `superset` (x ⊇ gt) or `overlap` (at least `min_overlap || 1` shared elements).
 * `mode` is a free string, as in Karenina: an unknown mode fails at check time.
 * @example
 * field(z.array(z.string()), { description: 'The drug targets', groundTruth: ['BCL2', 'BCL-XL'], check: setContainment({ mode: 'overlap', minOverlap: 1 }) })
 * // ["BCL2", "MCL1"] → pass; ["MCL1"] → fail
 */
export declare const setContainment: import("./define-primitive.js").PrimitiveFactory<"SetContainment", z.ZodObject<{
    mode: z.ZodDefault<z.ZodPreprocess<z.ZodString, string>>;
    min_overlap: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
}, z.core.$strip>>;
