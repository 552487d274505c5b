import type { Primitive } from '../primitives/primitive.js';
/**
 * Karenina's definition-time ground-truth sanity check (warnings only, never errors): a numeric primitive
 * wants a number or a string `float()` accepts; BooleanMatch wants a bool, 0/1 or a bool-like string.
 */
export declare function groundTruthMismatch(groundTruth: unknown, primitive: Primitive): string | undefined;
