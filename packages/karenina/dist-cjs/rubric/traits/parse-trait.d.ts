import type { z } from 'zod';
/**
 * Validates a serialized trait (Karenina's snake_case dict) with its schema; the first issue becomes a
 * `ValidationError` naming the trait kind and name, the field and the expectation (Pydantic ValidationError).
 */
export declare function parseTrait<Schema extends z.ZodType>(kind: string, schema: Schema, raw: unknown): z.output<Schema>;
/**
 * Factory options (camelCase) → Karenina's serialized keys (snake_case). With the trait's kind and schema, a
 * key the trait does not have throws a ValidationError naming it and the close camelCase key.
 */
export declare function toSnakeKeys(options: object, kind?: string, schema?: z.ZodType): Record<string, unknown>;
