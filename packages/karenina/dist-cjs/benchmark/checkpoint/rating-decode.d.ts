import { type AnyRubricTrait, type Rubric, type TraitType } from '../../rubric/rubric.js';
import { type CallableRegistry } from '../../rubric/traits/callable-trait.js';
import type { CheckpointRating } from './checkpoint-schema.js';
/** Where a rating lives: the benchmark (`Global…`) or one question (`QuestionSpecific…`). */
export type RatingScope = 'global' | 'question';
/** A trait decoding problem, with the path inside the rating. */
export declare class RatingDecodeError extends Error {
    readonly path: readonly (string | number)[];
    readonly problem: string;
    constructor(path: readonly (string | number)[], problem: string);
}
declare const FAMILIES: {
    readonly RubricTrait: "llm";
    readonly LLMRubricTrait: "llm";
    readonly RegexTrait: "regex";
    readonly CallableTrait: "callable";
    readonly MetricRubricTrait: "metric";
    readonly AgenticRubricTrait: "agentic";
    readonly DynamicRubricTrait: "dynamic";
};
type Family = (typeof FAMILIES)[keyof typeof FAMILIES];
/** The valid `additionalType` values (with the `karenina:` prefix), for error messages. */
export declare const RATING_TYPES: readonly string[];
/** `additionalType` with the `karenina:` prefix Karenina adds to old files. */
export declare function normalizeAdditionalType(value: string | null | undefined): string | null;
/** Scope and family of an `additionalType`; a missing one is a global-or-question LLM trait. */
export declare function classifyAdditionalType(value: string | null | undefined): {
    scope: RatingScope | null;
    family: Family;
};
/** One decoded rating. */
export interface DecodedRating {
    /** `null` when `additionalType` is missing (an LLM trait valid at either level). */
    readonly scope: RatingScope | null;
    readonly dynamic: boolean;
    readonly type: TraitType;
    readonly trait: AnyRubricTrait;
}
/**
 * Decodes one rating into a trait (spec 05 §6.3 decoding rules): dispatch on `additionalType`, Karenina's
 * defaults for missing properties, the LLM kind inferred from the range when no `kind` property exists.
 * Throws a RatingDecodeError with the path inside the rating.
 */
export declare function decodeRating(rating: CheckpointRating): DecodedRating;
/** Binds TS functions of the registry to the callable traits of that name (others are returned as they are). */
export declare function bindCallables(rubric: Rubric, registry: CallableRegistry): Rubric;
/** Sorts decoded traits into a rubric (Karenina's name rules apply); `null` when there are none. */
export declare function rubricOf(traits: readonly AnyRubricTrait[]): Rubric | null;
export {};
