import { z } from 'zod';
/**
 * Python `re.findall(pattern, trace)` on the raw trace (no flags): at least `count_min` matches, or at least
 * one when `count_min` is null. Matches never overlap and empty matches count, as in Python.
 * @example
 * field(z.boolean(), { description: 'Cites sources', groundTruth: true, check: traceRegex({ pattern: '\\[\\d+\\]', countMin: 2 }) })
 * // trace "Shown in [1] and [2]." → pass; trace "Shown in [1]." → fail
 */
export declare const traceRegex: import("./define-primitive.js").TracePrimitiveFactory<"TraceRegex", z.ZodObject<{
    pattern: z.ZodPreprocess<z.ZodString, string>;
    count_min: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
}, z.core.$strip>>;
