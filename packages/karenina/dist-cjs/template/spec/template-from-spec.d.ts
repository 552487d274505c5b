import { z } from 'zod';
import type { CompatMode } from '../../compat/compat-mode.js';
import type { Template } from '../template.js';
import type { TemplateSpecInput } from './template-spec-schema.js';
/** Options of `templateFromSpec`. */
export interface TemplateFromSpecOptions {
    /** `'karenina-python'` skips definition-time checks Karenina lacks (see `TemplateOptions.compat`). @default 'default' */
    compat?: CompatMode;
    /** The stored Python text (e.g. from a checkpoint): becomes `source` and the basis of `templateId`. */
    source?: string;
    /**
     * Exact value schemas by field name, read from that Python text's annotations (`list[int]`, `int | None`):
     * they replace the spec type's schema, which is coarser (`list_str` stands for any list). @default none
     */
    fieldSchemas?: Readonly<Record<string, z.ZodType>>;
}
/**
 * Builds a template from a TemplateSpec (Karenina's JSON interchange format). Structure and primitive
 * params are validated (ValidationError naming the path); the field-type compatibility table of
 * `validateTemplateSpec` is not enforced, as Karenina runs such templates. The spec's strategy is kept.
 * `source` defaults to the spec's Python rendering (`templateSpecToPython`).
 */
export declare function templateFromSpec(input: TemplateSpecInput, options?: TemplateFromSpecOptions): Template;
