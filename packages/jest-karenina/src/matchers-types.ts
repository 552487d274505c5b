// Typings of the karenina matchers, for `expect` from `@jest/globals` (module `expect`) and for the global
// `expect` of `@types/jest` (namespace `jest`). Loaded with `jest-karenina` or `jest-karenina/setup`.
import type { CalledToolsOptions, ExpectedArgs, ExpectedToolCall, OutcomeCriterionInput, StepBounds, Template, TraitExpectation } from 'karenina'
import type { RubricTraitInput, SatisfyTemplateMatcherOptions, ScoreTraitMatcherOptions, VerifyMatcherOptions } from './matchers.js'

/** The karenina matchers (documented there). `R` is what a matcher returns (`void`, or a promise with `.resolves` / `.rejects`). */
export type { KareninaMatchers } from 'karenina/runner'

// The augmentations list the methods instead of extending KareninaMatchers: a TypeScript project can load both
// builds' typings (ESM from an import of `jest-karenina`, CommonJS from `"types": ["jest-karenina/setup"]`, which
// tsc resolves with `require`), and karenina's types differ between the two. An interface extending two such
// KareninaMatchers is an error (TS2320), while methods declared twice merge into overloads: each build's code
// type-checks against its own. The members are those of KareninaMatchers (see there for their documentation).
declare module 'expect' {
  interface Matchers<R extends void | Promise<void>, T = unknown> {
    toVerify(template: Template, options?: VerifyMatcherOptions): Promise<R>
    toScoreTrait(trait: RubricTraitInput, expected?: TraitExpectation, options?: ScoreTraitMatcherOptions): Promise<R>
    toSatisfyTemplate(template: Template, options?: SatisfyTemplateMatcherOptions): R
    toSatisfyTemplateAsync(template: Template, options?: SatisfyTemplateMatcherOptions): Promise<R>
    toSatisfyOutcome(criterion: OutcomeCriterionInput): R
    toHaveCalledTools(expected: readonly ExpectedToolCall[], options?: CalledToolsOptions): R
    toHaveCalledTool(name: string | RegExp, args?: ExpectedArgs): R
    toHaveStepCount(bounds: StepBounds): R
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace jest {
    interface Matchers<R, T = {}> {
      toVerify(template: Template, options?: VerifyMatcherOptions): Promise<R>
      toScoreTrait(trait: RubricTraitInput, expected?: TraitExpectation, options?: ScoreTraitMatcherOptions): Promise<R>
      toSatisfyTemplate(template: Template, options?: SatisfyTemplateMatcherOptions): R
      toSatisfyTemplateAsync(template: Template, options?: SatisfyTemplateMatcherOptions): Promise<R>
      toSatisfyOutcome(criterion: OutcomeCriterionInput): R
    toHaveCalledTools(expected: readonly ExpectedToolCall[], options?: CalledToolsOptions): R
    toHaveCalledTool(name: string | RegExp, args?: ExpectedArgs): R
    toHaveStepCount(bounds: StepBounds): R
    }
  }
}
