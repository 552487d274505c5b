import { type Arbitrary } from 'fast-check';
import type { Template, TemplateFieldInfo, TemplateShape, TemplateValues } from '../template/template.js';
import type { VariantOptions } from './field-target.js';
/** How a field's values are generated: variants its primitive accepts, near misses it rejects, or any value of its schema. */
export type FieldMode = 'accepted' | 'rejected' | 'any';
/** Per field: a mode, or your own arbitrary (for a RegexMatch field, say). */
export type FieldGenerators<S extends TemplateShape> = {
    [K in keyof TemplateValues<Template<S>>]?: FieldMode | Arbitrary<TemplateValues<Template<S>>[K]>;
};
/** Options of `templateValues`. */
export interface TemplateValuesOptions<S extends TemplateShape> extends VariantOptions {
    /** Mode of each verified (non-trace) field not listed in `fields`. @default 'any' */
    verified?: FieldMode;
    /** Per-field modes or arbitraries; they win over `verified`. */
    fields?: FieldGenerators<S>;
}
/** The arbitrary of one field under a mode; plain and trace fields only have `any`. */
export declare function fieldArbitrary(field: TemplateFieldInfo, mode: FieldMode | Arbitrary<unknown>, options: VariantOptions): Arbitrary<unknown>;
/**
 * Judge-shaped values for a whole template, typed by its zod schema (`TemplateValues<typeof Answer>`): each
 * field from its mode — `'accepted'` variants of its ground truth, `'rejected'` near misses, `'any'` value
 * of its schema — or from an arbitrary you pass. Plain (classic) and trace fields always get `'any'` (a
 * trace field's value is ignored by verification).
 *
 * @example
 * fc.assert(fc.property(templateValues(Answer, { verified: 'accepted' }), (values) => Answer.verify(values)))
 * fc.assert(fc.property(templateValues(Answer, { fields: { target: 'rejected' }, verified: 'accepted' }), (values) => !Answer.verify(values)))
 */
export declare function templateValues<S extends TemplateShape>(template: Template<S>, options?: TemplateValuesOptions<S>): Arbitrary<TemplateValues<Template<S>>>;
/**
 * Values where every verified field holds an accepted variant: with the default strategy (every field must
 * pass) `verify()` is true on all of them. Shorthand for `templateValues(template, { verified: 'accepted' })`.
 *
 * @example
 * fc.assert(fc.property(acceptedValues(Answer), (values) => Answer.verify(values)))
 */
export declare function acceptedValues<S extends TemplateShape>(template: Template<S>, options?: Omit<TemplateValuesOptions<S>, 'verified'>): Arbitrary<TemplateValues<Template<S>>>;
/** One near-miss case: the field holding the near miss, and the values (every other verified field accepted). */
export interface NearMiss<S extends TemplateShape> {
    readonly field: keyof TemplateValues<Template<S>> & string;
    readonly values: TemplateValues<Template<S>>;
}
/**
 * Values with exactly one verified field set to a near miss and the others to accepted variants, tagged with
 * that field: under the default strategy `verify()` is false on every one of them. Fields whose primitive
 * rejects nothing are never picked. Throws a TemplateError when no field has near misses.
 *
 * @example
 * fc.assert(fc.property(nearMissValues(Answer), ({ field, values }) => !Answer.verify(values)))
 */
export declare function nearMissValues<S extends TemplateShape>(template: Template<S>, options?: Omit<TemplateValuesOptions<S>, 'verified'>): Arbitrary<NearMiss<S>>;
