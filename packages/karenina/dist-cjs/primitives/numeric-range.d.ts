import { z } from 'zod';
/** Whether `v` lies within optional bounds, inclusive unless a side is exclusive (NaN passes: no comparison holds). */
export declare function inNumericRange(v: number, bounds: {
    min: number | null;
    max: number | null;
    exclusive_min: boolean;
    exclusive_max: boolean;
}): boolean;
/**
 * `float(x)` within `[min, max]` (either bound optional; inclusive by default); the ground truth is unused.
 * @example
 * field(z.number(), { description: 'Normal adult heart rate (bpm)', check: numericRange({ min: 60, max: 100 }) })
 * // 72 → pass; 120 → fail
 */
export declare const numericRange: import("./define-primitive.js").PrimitiveFactory<"NumericRange", z.ZodObject<{
    min: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
    max: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
    exclusive_min: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
    exclusive_max: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
}, z.core.$strip>>;
