import { z } from 'zod';
/**
 * Whether the raw trace's length is within `[min, max]` (inclusive, either optional). `unit: "words"` counts
 * Python `split()` tokens; any other unit counts code points, as Python `len()` does.
 * @example
 * field(z.boolean(), { description: 'Short enough', groundTruth: true, check: traceLength({ max: 5, unit: 'words' }) })
 * // trace "BCL2 is the target." → pass; trace "Venetoclax binds and inhibits the BCL2 protein." → fail
 */
export declare const traceLength: import("./define-primitive.js").TracePrimitiveFactory<"TraceLength", z.ZodObject<{
    min: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
    max: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodType<number, unknown, z.core.$ZodTypeInternals<number, unknown>>, import("../compat/pydantic-lax.js").LaxNumberInput>>>;
    unit: z.ZodDefault<z.ZodPreprocess<z.ZodString, string>>;
}, z.core.$strip>>;
