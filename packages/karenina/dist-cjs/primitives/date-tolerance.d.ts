import { z } from 'zod';
/**
 * Whether `|x − e| <= tolerance · unit` on full datetimes (inclusive; two aware values compare as instants).
 * Unparseable dates and naive-vs-aware pairs give false.
 * @example
 * field(z.string(), { description: 'Publication date', groundTruth: '2020-03-11', check: dateTolerance({ tolerance: 7, unit: 'days' }) })
 * // "2020-03-15" → pass; "2020-04-01" → fail
 */
export declare const dateTolerance: import("./define-primitive.js").PrimitiveFactory<"DateTolerance", z.ZodObject<{
    tolerance: z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>;
    unit: z.ZodDefault<z.ZodPreprocess<z.ZodLiteral<"days" | "hours" | "minutes">, "days" | "hours" | "minutes">>;
}, z.core.$strip>>;
