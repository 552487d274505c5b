import { z } from 'zod';
/**
 * Compares Python truthiness of both sides; `null` only matches `null` (the string "false" is truthy).
 * @example
 * field(z.boolean(), { description: 'Whether the answer says the drug is approved', groundTruth: true, check: booleanMatch() })
 * // true → pass; false → fail
 */
export declare const booleanMatch: import("./define-primitive.js").PrimitiveFactory<"BooleanMatch", z.ZodObject<{}, z.core.$strip>>;
