// Typings of the karenina matchers, for `expect` from `@jest/globals` (module `expect`) and for the global
// `expect` of `@types/jest` (namespace `jest`). Loaded with `jest-karenina` or `jest-karenina/setup`.
import type { CalledToolsOptions, ExpectedArgs, ExpectedToolCall, OutcomeCriterionInput, StepBounds, Template, TraitExpectation } from 'karenina'
import type { RubricTraitInput, SatisfyTemplateMatcherOptions, ScoreTraitMatcherOptions, VerifyMatcherOptions } from './matchers.js'

/** The karenina matchers. `R` is what a matcher returns (`void`, or a promise with `.resolves` / `.rejects`). */
export interface KareninaMatchers<R> {
  /**
   * The judge parses the received response (a string, or an agent trace) into the template, and the
   * template verifies it. Await it.
   * @example await expect('Venetoclax inhibits BCL2.').toVerify(Answer, { question: 'What does venetoclax target?' })
   */
  toVerify(template: Template, options?: VerifyMatcherOptions): Promise<R>
  /**
   * One rubric trait's score on the received response meets `expected` (boolean, exact score,
   * `{ atLeast, atMost }`, literal class, or metric bounds such as `{ f1: { atLeast: 0.8 } }`). Await it.
   * @example await expect(answer).toScoreTrait(citations, true)
   */
  toScoreTrait(trait: RubricTraitInput, expected?: TraitExpectation, options?: ScoreTraitMatcherOptions): Promise<R>
  /**
   * The received values (what a judge would return) satisfy the template. Synchronous, no judge; a classic
   * Python template throws, pointing to `toSatisfyTemplateAsync`.
   * @example expect({ target: 'BCL2' }).toSatisfyTemplate(Answer)
   */
  toSatisfyTemplate(template: Template, options?: SatisfyTemplateMatcherOptions): R
  /**
   * As `toSatisfyTemplate`, for every template, classic Python templates included (their class runs in the
   * Python sandbox, which is asynchronous). Await it.
   * @example await expect({ result: 4 }).toSatisfyTemplateAsync(pythonTemplate(source))
   */
  toSatisfyTemplateAsync(template: Template, options?: SatisfyTemplateMatcherOptions): Promise<R>
  /**
   * The received scenario run (a `ScenarioExecutionResult`) satisfies an outcome criterion: its name, or an
   * outcome check. Fails with the path taken and the turn that decided it.
   * @example expect(run).toSatisfyOutcome(outcome.lastTurn({ verify_result: true }))
   */
  toSatisfyOutcome(criterion: OutcomeCriterionInput): R
  // Trajectory matchers (branch trajectory): on any trace toVerify takes (an AI SDK result, SDK messages, an agent run, …).
  /**
   * The agent's tool calls match `expected` (names, or `{ name, args }`): `order` 'strict' (default), 'unordered',
   * 'subset' (nothing else called) or 'superset' (at least these); `args` 'exact' (default), 'subset' (deep partial)
   * or a function. Fails with the expected and actual sequences side by side.
   * @example expect(result).toHaveCalledTools(['search', { name: 'fetch', args: { id: 7 } }], { args: 'subset' })
   */
  toHaveCalledTools(expected: readonly ExpectedToolCall[], options?: CalledToolsOptions): R
  /**
   * The agent called the tool (a name or a RegExp), with `args` as a deep partial when given. `.not`: never called.
   * @example expect(result).not.toHaveCalledTool(/^delete_/)
   */
  toHaveCalledTool(name: string | RegExp, args?: ExpectedArgs): R
  /**
   * The agent's model turns (assistant messages) lie within `{ min, max }`.
   * @example expect(result).toHaveStepCount({ max: 4 })
   */
  toHaveStepCount(bounds: StepBounds): R
}

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
