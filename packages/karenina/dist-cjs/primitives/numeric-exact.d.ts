import { z } from 'zod';
/**
 * Equality after Python `float()` of both sides (`"1_000"` equals 1000; NaN equals nothing).
 * @example
 * field(z.number(), { description: 'Chromosome pairs in a human cell', groundTruth: 23, check: numericExact() })
 * // 23 → pass; 46 → fail
 */
export declare const numericExact: import("./define-primitive.js").PrimitiveFactory<"NumericExact", z.ZodObject<{}, z.core.$strip>>;
