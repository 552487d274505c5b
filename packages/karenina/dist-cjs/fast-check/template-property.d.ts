import { type Arbitrary, type IProperty, type Parameters } from 'fast-check';
import type { InstantiateOptions, Template, TemplateInstance, TemplateShape, TemplateValues } from '../template/template.js';
import type { VariantOptions } from './field-target.js';
/** One generated case of `templateProperty`: all fields accepted, or one field (`nearMiss`) set to a near miss. */
export interface TemplateCase<S extends TemplateShape> {
    readonly values: TemplateValues<Template<S>>;
    /** The field holding a near miss; undefined when every verified field holds an accepted variant. */
    readonly nearMiss: (keyof TemplateValues<Template<S>> & string) | undefined;
}
/** Options of `templateProperty` / `assertTemplateProperty`. */
export interface TemplatePropertyOptions<S extends TemplateShape> extends VariantOptions {
    /** Your arbitraries of values some fields must accept, replacing the generated ones (e.g. for a RegexMatch field). */
    fields?: {
        [K in keyof TemplateValues<Template<S>>]?: Arbitrary<TemplateValues<Template<S>>[K]>;
    };
    /** Also generate one-field near misses and check they fail where the strategy says. @default true */
    nearMisses?: boolean;
    /** Passed to `instantiate` (e.g. `rawTrace` when the template has trace fields). */
    instantiate?: InstantiateOptions;
    /** Your own check on every case, run after the built-in ones: return false or throw to fail. */
    check?: (instance: TemplateInstance<S>, testCase: TemplateCase<S>) => boolean | void;
}
/** The cases `templateProperty` checks: all accepted, and (unless disabled) one-field near misses. */
export declare function templateCases<S extends TemplateShape>(template: Template<S>, options?: TemplatePropertyOptions<S>): Arbitrary<TemplateCase<S>>;
/**
 * A fast-check property of a template: on values where every verified field holds an accepted variant of its
 * ground truth, each field passes; on values with one near miss, exactly that field fails; `verify()` equals
 * what the template's strategy makes of the field results (every field must pass by default); scores and
 * `verifyGranular()` stay in [0, 1] (non-negative weights) and the granular score is 1 when every field
 * scores 1 under a flat strategy. Add your own assertions with `check`. Run it with `fc.assert`, or use
 * `assertTemplateProperty`.
 *
 * @example
 * fc.assert(templateProperty(Answer), { numRuns: 200 })
 */
export declare function templateProperty<S extends TemplateShape>(template: Template<S>, options?: TemplatePropertyOptions<S>): IProperty<[TemplateCase<S>]>;
/**
 * Runs `templateProperty` with `fc.assert` and throws fast-check's report (with the shrunk counterexample) on
 * the first failing case.
 *
 * @example
 * it('accepts the variants of BCL2 and rejects near misses', () => {
 *   assertTemplateProperty(Answer, {}, { numRuns: 200 })
 * })
 */
export declare function assertTemplateProperty<S extends TemplateShape>(template: Template<S>, options?: TemplatePropertyOptions<S>, parameters?: Parameters<[TemplateCase<S>]>): void;
