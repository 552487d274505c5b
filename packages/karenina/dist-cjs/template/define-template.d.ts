import type { TemplateSpec } from './spec/template-spec-schema.js';
import type { Template, TemplateOptions, TemplateShape } from './template.js';
/** How `templateFromSpec` differs from user code: ground truths are already Python-typed JSON. */
export interface DefineInternals {
    /** The spec the template was read from: its Python rendering is the template's `source`. */
    spec?: TemplateSpec;
}
/** `defineTemplate` with internal knobs for `templateFromSpec`. */
export declare function defineTemplateInternal<S extends TemplateShape>(shape: S, options: TemplateOptions<S>, internals: DefineInternals): Template<S>;
/** True for a template made by `defineTemplate` or `templateFromSpec`. */
export declare function isTemplate(value: unknown): value is Template;
/**
 * Defines an answer template: a zod record the judge fills, with verification on `field(...)` entries
 * (ground truth + primitive + weight) and optional classic hooks. Definition problems (empty description,
 * missing primitive, reserved name, trace primitive on a non-boolean field, strategy on an unknown field,
 * unknown normalizer, invalid regular expression) throw a TemplateError naming the template and the field.
 *
 * @example
 * const Answer = defineTemplate({
 *   target: field(z.string(), {
 *     description: 'The protein target of venetoclax',
 *     groundTruth: 'BCL2',
 *     check: exactMatch({ normalize: ['lowercase', 'strip', 'remove_punctuation'] }),
 *   }),
 *   is_approved: field(z.boolean(), { description: 'True if the drug is FDA-approved', groundTruth: true, check: booleanMatch() }),
 * })
 * Answer.verify({ target: 'Bcl-2', is_approved: true }) // true
 */
export declare function defineTemplate<S extends TemplateShape>(shape: S, options?: TemplateOptions<S>): Template<S>;
