import type { VerificationResult } from '../results/verification-result.js';
/** A bound on a score: `{ atLeast: 3 }`, `{ atMost: 0.2 }` or both (inclusive). */
export interface ScoreRange {
    atLeast?: number;
    atMost?: number;
}
/** Metric names of metric traits. */
export type MetricKey = 'precision' | 'recall' | 'f1' | 'specificity' | 'accuracy';
/** Bounds per metric of a metric trait: `{ f1: { atLeast: 0.8 } }`, or an exact value. */
export type MetricExpectation = {
    readonly [K in MetricKey]?: number | ScoreRange;
};
/**
 * Per-field expectations of a template-kind trait (scored per field, `trait.field`): each listed field's
 * exact value (JSON equality; `400` equals `400.0`), or a {@link ScoreRange} for a number field. Fields not
 * listed are not checked. `{ fields: { dose_mg: { atLeast: 100 }, frequency: 'once daily' } }`
 */
export interface TemplateTraitExpectation {
    readonly fields: {
        readonly [field: string]: unknown;
    };
}
/**
 * What a trait's score must be:
 * - boolean traits (LLM boolean, regex, callable boolean): `true` / `false`;
 * - score traits: an exact number or a {@link ScoreRange};
 * - literal traits: the expected class name, or a list of acceptable class names;
 * - metric traits: a {@link MetricExpectation};
 * - template-kind traits: a {@link TemplateTraitExpectation}.
 */
export type TraitExpectation = boolean | number | ScoreRange | string | readonly string[] | MetricExpectation | TemplateTraitExpectation;
/** The outcome of checking one trait against its expectation. */
export interface TraitCheck {
    trait: string;
    /** `llm`, `regex`, `callable`, `metric` or `agentic`, or null when the result has no score for the trait. */
    kind: string | null;
    /** The score (a literal trait's class name, a metric trait's metric map). */
    actual: unknown;
    expected: TraitExpectation | undefined;
    pass: boolean;
    /** Why it failed (null when it passed). */
    problem: string | null;
}
/** A readable form of an expectation, for failure messages. */
export declare function describeExpectation(expected: TraitExpectation | undefined): string;
/**
 * Finds a trait's score in a result: `[kind, score]`, literal traits as their class name, a template-kind
 * trait as the record of its `trait.field` entries (`fields: true`).
 */
export declare function traitScoreOf(result: VerificationResult, trait: string): {
    kind: string;
    score: unknown;
    label: string | null;
    fields?: true;
} | null;
/**
 * Checks a trait's score in a result against an expectation. Without an expectation a boolean trait must be
 * `true` and any other trait must have been scored.
 */
export declare function checkTrait(result: VerificationResult, trait: string, expected?: TraitExpectation): TraitCheck;
