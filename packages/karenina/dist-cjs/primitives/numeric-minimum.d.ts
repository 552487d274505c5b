import { z } from 'zod';
/**
 * `float(x) >= float(gt)` (`>` when exclusive): the ground truth is the minimum.
 * @example
 * field(z.number(), { description: 'Trial participants', groundTruth: 1000, check: numericMinimum() })
 * // 1200 → pass; 800 → fail
 */
export declare const numericMinimum: import("./define-primitive.js").PrimitiveFactory<"NumericMinimum", z.ZodObject<{
    exclusive: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
}, z.core.$strip>>;
