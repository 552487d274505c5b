import { z } from 'zod';
/**
 * An acceptance band with soft shoulders: `check` is NumericRange on `[min, max]`; `score` is 1 inside the
 * band (always inclusive) and decays to 0 at `margin` outside it (relative margin = fraction of `max − min`).
 * The ground truth is unused.
 * @example
 * field(z.number(), { description: 'Dose in mg', check: numericRangeGraded({ min: 100, max: 400, margin: 50 }) })
 * // 250 → pass; 600 → fail
 */
export declare const numericRangeGraded: import("./define-primitive.js").PrimitiveFactory<"NumericRangeGraded", z.ZodObject<{
    min: z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>;
    max: z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>;
    margin: z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>;
    mode: z.ZodDefault<z.ZodPreprocess<z.ZodLiteral<"relative" | "absolute">, "relative" | "absolute">>;
    decay: z.ZodDefault<z.ZodPreprocess<z.ZodLiteral<"linear" | "quadratic">, "linear" | "quadratic">>;
    exclusive_min: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
    exclusive_max: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
}, z.core.$strip>>;
