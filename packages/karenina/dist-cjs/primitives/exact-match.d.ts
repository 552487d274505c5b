import { z } from 'zod';
/**
 * Normalized equality of Python `str()` of both sides (`str(8.0)` is "8.0", so 8.0 never matches "8").
 * @example
 * field(z.string(), { description: 'The protein target', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase', 'strip'] }) })
 * // " bcl2 " → pass; "BCL-2" → fail
 */
export declare const exactMatch: import("./define-primitive.js").PrimitiveFactory<"ExactMatch", z.ZodObject<{
    normalize: z.ZodDefault<z.ZodPreprocess<z.ZodArray<z.ZodPreprocess<z.ZodCustom<import("./normalizers.js").Normalizer, import("./normalizers.js").Normalizer>, unknown>>, import("../index.js").PyTuple | readonly unknown[]>>;
}, z.core.$strip>>;
