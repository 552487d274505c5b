import { z } from 'zod';
/**
 * Distance-graded check with partial credit: `check` passes within `full_credit ?? cutoff`; `score` is 1
 * within `full_credit` (or at distance 0), decays to 0 at `cutoff`.
 * @example
 * field(z.number(), { description: 'Approval year', groundTruth: 2016, check: numericGraded({ cutoff: 3, fullCredit: 0, mode: 'absolute' }) })
 * // 2016 → pass; 2025 → fail
 */
export declare const numericGraded: import("./define-primitive.js").PrimitiveFactory<"NumericGraded", z.ZodObject<{
    cutoff: z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>;
    full_credit: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
    mode: z.ZodDefault<z.ZodPreprocess<z.ZodLiteral<"relative" | "absolute">, "relative" | "absolute">>;
    decay: z.ZodDefault<z.ZodPreprocess<z.ZodLiteral<"linear" | "quadratic">, "linear" | "quadratic">>;
}, z.core.$strip>>;
