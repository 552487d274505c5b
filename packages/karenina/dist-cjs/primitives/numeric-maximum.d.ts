import { z } from 'zod';
/**
 * `float(x) <= float(gt)` (`<` when exclusive): the ground truth is the maximum.
 * @example
 * field(z.number(), { description: 'Half-life in hours', groundTruth: 26, check: numericMaximum({ exclusive: true }) })
 * // 20 → pass; 26 → fail
 */
export declare const numericMaximum: import("./define-primitive.js").PrimitiveFactory<"NumericMaximum", z.ZodObject<{
    exclusive: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
}, z.core.$strip>>;
