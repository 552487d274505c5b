import { z } from 'zod';
/**
 * True when the normalized `str()` of the value contains at least one normalized substring (none → false).
 * @example
 * field(z.string(), { description: 'The mechanism', check: containsAny({ substrings: ['apoptosis', 'cell death'] }) })
 * // "it triggers apoptosis" → pass; "it blocks a kinase" → fail
 */
export declare const containsAny: import("./define-primitive.js").PrimitiveFactory<"ContainsAny", z.ZodObject<{
    substrings: z.ZodPreprocess<z.ZodArray<z.ZodPreprocess<z.ZodString, string>>, import("../index.js").PyTuple | readonly string[]>;
    normalize: z.ZodDefault<z.ZodPreprocess<z.ZodArray<z.ZodPreprocess<z.ZodCustom<import("./normalizers.js").Normalizer, import("./normalizers.js").Normalizer>, unknown>>, import("../index.js").PyTuple | readonly unknown[]>>;
}, z.core.$strip>>;
