import { z } from 'zod';
/**
 * Whether the date lies within `[min, max]` (either optional, inclusive) compared as full datetimes: a
 * date-only bound means midnight, so `"2020-01-01T10:00"` is after max `"2020-01-01"`. The ground truth is
 * unused; unparseable dates and naive-vs-aware comparisons give false.
 * @example
 * field(z.string(), { description: 'Trial start', check: dateRange({ min: '2015-01-01', max: '2019-12-31' }) })
 * // "2017-06-01" → pass; "2020-01-15" → fail
 */
export declare const dateRange: import("./define-primitive.js").PrimitiveFactory<"DateRange", z.ZodObject<{
    min: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodString, string>>>;
    max: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodString, string>>>;
}, z.core.$strip>>;
