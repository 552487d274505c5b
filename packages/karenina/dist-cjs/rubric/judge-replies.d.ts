import { z } from 'zod';
/**
 * `{"scores": {trait: int | bool}}` (Karenina's `BatchRubricScores`). A `null` score is kept as "no score"
 * (the prompt tells the judge an omitted trait is recorded as null).
 */
export declare function validateBatchScores(raw: unknown): Record<string, number | boolean | null>;
/** `{"result": bool}` (Karenina's `SingleBooleanScore`). */
export declare function validateSingleBoolean(raw: unknown): boolean;
/** `{"score": int}` (Karenina's `SingleNumericScore`). */
export declare function validateSingleScore(raw: unknown): number;
/** A validator from a zod schema, with zod's readable error. */
export declare function zodValidator<T>(schema: z.ZodType<T>): (raw: unknown) => T;
