import type { TemplateFieldInfo } from './template.js';
/** A JSON Schema object (draft 2020-12), as sent to the judge. */
export type JsonSchema = Record<string, unknown>;
/**
 * Builds the JSON Schema of a template's record (Pydantic style: `title`s, `id: string|null = null`,
 * `additionalProperties: true`, descriptions, enums, `required`). Ground truths and verification metadata are
 * never part of it: only the fields' zod schemas and descriptions go in. With `keepTraceFields: false` (the
 * parsing schema) trace-primitive fields are removed from `properties` and `required`.
 */
export declare function buildJudgeSchema(name: string, fields: readonly TemplateFieldInfo[], keepTraceFields: boolean): JsonSchema;
