import { type Arbitrary } from 'fast-check';
import type { Template, TemplateFieldInfo, TemplateShape, TemplateValues } from '../template/template.js';
import { type VariantOptions } from './field-target.js';
/**
 * Values of a verified field that its primitive must accept against the ground truth: the variants its
 * normalizers erase (ExactMatch, OrderedMatch), numbers within the tolerance or bounds (numeric
 * primitives; integers for an `int` field), texts containing the substrings, permutations and supersets
 * (SetContainment by mode), the same calendar day in other formats (DateMatch), date-times within the
 * tolerance or range. Values are built from each primitive's documented semantics, not by running it, so a
 * property over them tests both the template and the engine. Throws a TemplateError (naming the field and
 * the reason) for a plain or trace field, or when no value can be built (RegexMatch, SemanticMatch).
 *
 * @example
 * const Answer = defineTemplate({
 *   target: field(z.string(), { description: 'Drug target', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase', 'strip', 'remove_punctuation'] }) }),
 * })
 * fc.assert(fc.property(acceptedVariants(Answer, 'target'), (target) => Answer.verify({ target })))
 */
export declare function acceptedVariants<S extends TemplateShape, K extends keyof TemplateValues<Template<S>> & string>(template: Template<S>, fieldName: K, options?: VariantOptions): Arbitrary<TemplateValues<Template<S>>[K]>;
export declare function acceptedVariants(field: TemplateFieldInfo, options?: VariantOptions): Arbitrary<unknown>;
/**
 * Near misses of a verified field that its primitive must reject: a changed or added letter or digit (the
 * normalizers never erase those), the nearest numbers beyond the tolerance or bounds, a list missing an
 * element or holding a foreign one, another calendar day, another literal option. Use it to check that a
 * template is not too lenient. Throws a TemplateError when the primitive rejects nothing (e.g. NumericRange
 * without bounds) or no near miss can be built.
 *
 * @example
 * fc.assert(fc.property(rejectedVariants(Answer, 'target'), (target) => !Answer.verify({ target })))
 */
export declare function rejectedVariants<S extends TemplateShape, K extends keyof TemplateValues<Template<S>> & string>(template: Template<S>, fieldName: K, options?: VariantOptions): Arbitrary<TemplateValues<Template<S>>[K]>;
export declare function rejectedVariants(field: TemplateFieldInfo, options?: VariantOptions): Arbitrary<unknown>;
