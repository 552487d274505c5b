import type { Template } from '../template/template.js';
import type { MatcherOutcome } from './matcher-options.js';
import { type VerdictCriteria } from './verdict.js';
/** Options of {@link satisfyTemplate}. */
export interface SatisfyTemplateOptions extends Pick<VerdictCriteria, 'granular'> {
    /** The raw trace that trace primitives and classic regex checks read. @default the values as JSON */
    rawTrace?: string;
    /** `metadata.question_id`. @default the template name */
    questionId?: string;
    /** @default '' */
    question?: string;
    /** Clock of the result timestamp. @default () => new Date() */
    now?: () => Date;
}
/**
 * Verifies already-structured values against a template, synchronously and without a judge (the
 * `toSatisfyTemplate` matcher): for unit-testing templates. The values go through the judge path's
 * validation, then the template's verification; the result is a full VerificationResult. A classic Python
 * template runs in the (asynchronous) Python sandbox: it throws a ConfigError pointing to
 * {@link satisfyTemplateAsync}.
 * @example
 * satisfyTemplate({ target: 'BCL2' }, Answer).pass // true
 */
export declare function satisfyTemplate(values: unknown, template: Template, options?: SatisfyTemplateOptions): MatcherOutcome;
/**
 * {@link satisfyTemplate} for every template, classic Python templates included (their class runs in the
 * Python sandbox, started on first use): the `toSatisfyTemplateAsync` matcher.
 * @example
 * const outcome = await satisfyTemplateAsync({ result: 4 }, pythonTemplate(source))
 * outcome.pass // true
 */
export declare function satisfyTemplateAsync(values: unknown, template: Template, options?: SatisfyTemplateOptions): Promise<MatcherOutcome>;
