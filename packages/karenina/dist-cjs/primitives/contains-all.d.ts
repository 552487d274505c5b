import { z } from 'zod';
/**
 * True when the normalized `str()` of the value contains every normalized substring (none → true).
 * @example
 * field(z.string(), { description: 'The regimen', check: containsAll({ substrings: ['venetoclax', 'azacitidine'], normalize: ['lowercase'] }) })
 * // "Venetoclax plus azacitidine" → pass; "venetoclax alone" → fail
 */
export declare const containsAll: import("./define-primitive.js").PrimitiveFactory<"ContainsAll", z.ZodObject<{
    substrings: z.ZodPreprocess<z.ZodArray<z.ZodPreprocess<z.ZodString, string>>, import("../index.js").PyTuple | readonly string[]>;
    normalize: z.ZodDefault<z.ZodPreprocess<z.ZodArray<z.ZodPreprocess<z.ZodCustom<import("./normalizers.js").Normalizer, import("./normalizers.js").Normalizer>, unknown>>, import("../index.js").PyTuple | readonly unknown[]>>;
}, z.core.$strip>>;
