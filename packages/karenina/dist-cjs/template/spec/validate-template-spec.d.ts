import { type TemplateSpec, type TemplateSpecInput } from './template-spec-schema.js';
/** Reads a TemplateSpec (extra keys forbidden); returns the data or the problems as messages. */
export declare function parseTemplateSpec(spec: unknown): {
    spec: TemplateSpec;
} | {
    errors: string[];
};
/**
 * Karenina's `validate_spec` (spec 01 §8.3): per field — valid type, `literal_values` for literals,
 * `verify_with.type` present and registered, params valid, primitive compatible with the field type, trace
 * primitives only on `bool`. Returns the problems with Karenina's messages; an empty list means valid.
 */
export declare function validateTemplateSpec(input: TemplateSpecInput): string[];
