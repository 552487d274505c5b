import { z } from 'zod';
/**
 * Whether both sides are the same calendar date, each as written (an offset is not applied). Parsed with
 * `strptime(format)` when `format` is set, else python-dateutil rules; a parse failure gives false.
 * @example
 * field(z.string(), { description: 'FDA approval date', groundTruth: '2016-04-11', check: dateMatch() })
 * // "2016-04-11" → pass; "2016-04-12" → fail
 */
export declare const dateMatch: import("./define-primitive.js").PrimitiveFactory<"DateMatch", z.ZodObject<{
    format: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodString, string>>>;
}, z.core.$strip>>;
