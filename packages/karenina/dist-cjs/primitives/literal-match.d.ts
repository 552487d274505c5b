import { z } from 'zod';
/**
 * Python `==` of both sides, no normalization (`1 == 1.0 == True`; case-sensitive strings).
 * @example
 * field(z.enum(['yes', 'no', 'unclear']), { description: 'Is it approved?', groundTruth: 'yes', check: literalMatch() })
 * // "yes" → pass; "no" → fail
 */
export declare const literalMatch: import("./define-primitive.js").PrimitiveFactory<"LiteralMatch", z.ZodObject<{}, z.core.$strip>>;
