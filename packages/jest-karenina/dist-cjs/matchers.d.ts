import type { MatcherContext } from 'expect';
import { type MatcherOptions, type SatisfyTemplateOptions, type ScoreTraitOptions, type scoreTrait } from 'karenina';
/** A rubric trait of any kind, as `toScoreTrait` takes it. */
export type RubricTraitInput = Parameters<typeof scoreTrait>[1];
/** Options of `toVerify`: judge model, granular threshold, evaluation mode, rubric and trait expectations, … */
export type VerifyMatcherOptions = MatcherOptions;
/** Options of `toScoreTrait`: the judge model (LLM traits), the question, … */
export type ScoreTraitMatcherOptions = ScoreTraitOptions;
/** Options of `toSatisfyTemplate`. */
export type SatisfyTemplateMatcherOptions = SatisfyTemplateOptions;
/** The matchers (karenina's runner kit), as `expect.extend` takes them; registered by `jest-karenina/setup`. */
export declare const kareninaMatchers: {
    toVerify(this: MatcherContext, received: unknown, template: import("karenina").Template, options?: MatcherOptions): Promise<import("karenina").KareninaMatcherResult>;
    toScoreTrait(this: MatcherContext, received: unknown, trait: Parameters<typeof scoreTrait>[1], expected?: import("karenina").TraitExpectation, options?: ScoreTraitOptions): Promise<import("karenina").KareninaMatcherResult>;
    toSatisfyTemplate(this: MatcherContext, received: unknown, template: import("karenina").Template, options?: SatisfyTemplateOptions): import("karenina").KareninaMatcherResult;
    toSatisfyTemplateAsync(this: MatcherContext, received: unknown, template: import("karenina").Template, options?: SatisfyTemplateOptions): Promise<import("karenina").KareninaMatcherResult>;
    toSatisfyOutcome(this: MatcherContext, received: unknown, criterion: import("karenina").OutcomeCriterionInput): import("karenina").KareninaMatcherResult;
};
