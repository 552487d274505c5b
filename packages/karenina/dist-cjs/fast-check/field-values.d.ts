import { type Arbitrary } from 'fast-check';
import type { z } from 'zod';
import type { Template, TemplateFieldInfo, TemplateShape, TemplateValues } from '../template/template.js';
/** The values of an enum / literal field (or a union of them), as the zod schema holds them (not stringified). */
export declare function literalOptions(schema: z.ZodType): unknown[];
/**
 * Any value the judge could put in a field: generated from the field's type (boolean, integer, number,
 * string, string list, enum/literal, date) and kept only when the field's zod schema accepts it, so
 * refinements such as `.min(3)` hold. Trace fields are not filled by the judge: their schema's values are
 * generated all the same.
 */
export declare function schemaValues(field: TemplateFieldInfo): Arbitrary<unknown>;
/**
 * Any judge-shaped value of one template field, typed by its zod schema (not only variants of the ground
 * truth: use it for fields whose value should not matter, or to check that verification never throws).
 *
 * @example
 * fc.assert(fc.property(fieldValues(Answer, 'target'), (target) => {
 *   expect(() => Answer.verify({ target, is_approved: true })).not.toThrow()
 * }))
 */
export declare function fieldValues<S extends TemplateShape, K extends keyof TemplateValues<Template<S>> & string>(template: Template<S>, fieldName: K): Arbitrary<TemplateValues<Template<S>>[K]>;
