import { z } from 'zod';
/**
 * `|x − gt| <= tolerance`: absolute in raw units, or relative as a fraction of `|gt|` (0.1 = 10 %); in
 * relative mode a ground truth of 0 only accepts an exact 0.
 * @example
 * field(z.number(), { description: 'Body temperature in °C', groundTruth: 37, check: numericTolerance({ tolerance: 0.5, mode: 'absolute' }) })
 * // 37.3 → pass; 38.5 → fail
 */
export declare const numericTolerance: import("./define-primitive.js").PrimitiveFactory<"NumericTolerance", z.ZodObject<{
    tolerance: z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>;
    mode: z.ZodDefault<z.ZodPreprocess<z.ZodLiteral<"relative" | "absolute">, "relative" | "absolute">>;
}, z.core.$strip>>;
