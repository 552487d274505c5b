import { z } from 'zod';
import { PyTuple } from '../compat/py-tuple.js';
/**
 * Same length and element-wise equal normalized `str()` values, in order.
 * @example
 * field(z.array(z.string()), { description: 'Steps in order', groundTruth: ['transcription', 'translation'], check: orderedMatch() })
 * // ["transcription", "translation"] → pass; ["translation", "transcription"] → fail
 */
export declare const orderedMatch: import("./define-primitive.js").PrimitiveFactory<"OrderedMatch", z.ZodObject<{
    normalize: z.ZodDefault<z.ZodPreprocess<z.ZodArray<z.ZodPreprocess<z.ZodCustom<import("./normalizers.js").Normalizer, import("./normalizers.js").Normalizer>, unknown>>, PyTuple | readonly unknown[]>>;
}, z.core.$strip>>;
