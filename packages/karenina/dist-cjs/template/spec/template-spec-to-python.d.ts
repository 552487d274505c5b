import type { TemplateSpecInput } from './template-spec-schema.js';
/** Options of {@link templateSpecToPython}. */
export interface TemplateSpecToPythonOptions {
    /** Check the spec with `validateTemplateSpec` first. @default true */
    validate?: boolean;
    /** Exact annotations by field name (e.g. `list[int]`), used instead of the spec type's (`list_str` → `list[str]`). */
    annotations?: Readonly<Record<string, string>>;
}
/**
 * Python source for a TemplateSpec, in the exact format of Karenina's generator (spec 01 §8.2), so that
 * Python Karenina can run it and `template_id` is computed from the same text. Unlike Karenina's generator,
 * a `verify_strategy` is kept: it is emitted as an inner `VerificationStrategy` class. The spec is validated
 * first (`validateTemplateSpec`; pass `validate: false` to skip the field-type compatibility rules).
 */
export declare function templateSpecToPython(input: TemplateSpecInput, options?: TemplateSpecToPythonOptions): string;
