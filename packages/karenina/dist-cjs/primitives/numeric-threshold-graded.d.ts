import { z } from 'zod';
/**
 * A one-sided bound (the ground truth) with a soft shoulder: `check` is NumericMaximum (`direction: "max"`)
 * or NumericMinimum (`"min"`); `score` is 1 on the correct side and decays to 0 at `margin` past the bound
 * (relative margin = fraction of `|threshold|`; a threshold of 0 then gives 0 past the bound).
 * @example
 * field(z.number(), { description: 'Error rate', groundTruth: 0.05, check: numericThresholdGraded({ direction: 'max', margin: 0.5 }) })
 * // 0.04 → pass; 0.2 → fail
 */
export declare const numericThresholdGraded: import("./define-primitive.js").PrimitiveFactory<"NumericThresholdGraded", z.ZodObject<{
    direction: z.ZodPreprocess<z.ZodLiteral<"min" | "max">, "min" | "max">;
    margin: z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>;
    mode: z.ZodDefault<z.ZodPreprocess<z.ZodLiteral<"relative" | "absolute">, "relative" | "absolute">>;
    decay: z.ZodDefault<z.ZodPreprocess<z.ZodLiteral<"linear" | "quadratic">, "linear" | "quadratic">>;
    exclusive: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
}, z.core.$strip>>;
