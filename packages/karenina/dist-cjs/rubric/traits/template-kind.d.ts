import { z } from 'zod';
import type { JsonSchema } from '../../llm/ports.js';
/**
 * A template kind as Karenina serializes it (spec 03 §2.1.1): `{"type": "template", "schema": <JSON schema>}`,
 * the record type a structured LLM or agentic trait fills. The schema is kept verbatim on round trip.
 */
export interface TemplateKind {
    type: 'template';
    schema: JsonSchema;
}
/** Accepts the serialized dict (extra keys ignored, as Karenina rebuilds the class from `schema` only). */
export declare const TemplateKindSchema: z.ZodPipe<z.ZodObject<{
    type: z.ZodLiteral<"template">;
    schema: z.ZodRecord<z.ZodString, z.ZodUnknown>;
}, z.core.$strip>, z.ZodTransform<TemplateKind, {
    type: "template";
    schema: Record<string, unknown>;
}>>;
/** The three scalar kinds of LLM, callable and agentic traits. */
export type ScalarTraitKind = 'boolean' | 'score' | 'literal';
/** True when a trait's kind is a template (structured) kind. */
export declare function isTemplateKind(kind: unknown): kind is TemplateKind;
/** A zod object schema as a template kind (its JSON schema; the record type is rebuilt from it on load). */
export declare function templateKindFromZod(schema: z.ZodType): TemplateKind;
/** The field names of a template kind's record (`properties`, in schema order). */
export declare function templateKindFields(kind: TemplateKind): string[];
