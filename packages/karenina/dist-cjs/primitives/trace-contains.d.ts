import { z } from 'zod';
/**
 * Whether the raw answer trace contains `substring` (case-sensitive; the empty string always matches).
 * @example
 * field(z.boolean(), { description: 'Mentions the disclaimer', groundTruth: true, check: traceContains({ substring: 'not medical advice' }) })
 * // trace "This is not medical advice." → pass; trace "Take two tablets daily." → fail
 */
export declare const traceContains: import("./define-primitive.js").TracePrimitiveFactory<"TraceContains", z.ZodObject<{
    substring: z.ZodPreprocess<z.ZodString, string>;
}, z.core.$strip>>;
