import type { AnyRubricTrait, CalledToolsOptions, ExpectedArgs, ExpectedToolCall, MatcherOptions, OutcomeCriterionInput, ResponseInput, SatisfyTemplateOptions, ScoreTraitOptions, StepBounds, Template, TraitExpectation } from 'karenina'

export type { ScoreTraitOptions }

/**
 * The karenina matchers. Declared without type parameters on purpose: vitest 4 declares
 * `Matchers<T = any>` and vitest 5 `Matchers<R = …, T = unknown>`, and an augmentation with no type
 * parameters merges with either, so one declaration type-checks on both.
 */
export interface KareninaMatchers {
  /**
   * The judge parses the received response (a string, or a trace `{ messages }` / `{ rawTrace }`) into the
   * template, and the template verifies it. Await it. Fails with, per field, what the judge extracted, the
   * ground truth and the primitive; a judge that never produced a valid object is reported as such.
   */
  toVerify(template: Template, options?: MatcherOptions): Promise<void>
  /** Evaluates one rubric trait on the received response and checks its score. Await it. */
  toScoreTrait(trait: AnyRubricTrait, expected?: TraitExpectation, options?: ScoreTraitOptions): Promise<void>
  /**
   * Verifies already-structured values against the template, synchronously and without a judge. A classic
   * Python template throws, pointing to `toSatisfyTemplateAsync`.
   */
  toSatisfyTemplate(template: Template, options?: SatisfyTemplateOptions): void
  /**
   * As `toSatisfyTemplate`, for every template, classic Python templates included (their class runs in the
   * Python sandbox, which is asynchronous). Await it.
   */
  toSatisfyTemplateAsync(template: Template, options?: SatisfyTemplateOptions): Promise<void>
  /**
   * The received scenario run (a `ScenarioExecutionResult`) satisfies an outcome criterion: its name, or an
   * outcome check. Fails with the path taken and the turn that decided the criterion.
   */
  toSatisfyOutcome(criterion: OutcomeCriterionInput): void
  // Trajectory matchers (branch trajectory): on any trace toVerify takes (an AI SDK result, SDK messages, an agent run, …).
  /**
   * The agent's tool calls match `expected` (names, or `{ name, args }`): `order` 'strict' (default), 'unordered',
   * 'subset' (nothing else called) or 'superset' (at least these); `args` 'exact' (default), 'subset' (deep partial)
   * or a function. Fails with the expected and actual sequences side by side.
   */
  toHaveCalledTools(expected: readonly ExpectedToolCall[], options?: CalledToolsOptions): void
  /** The agent called the tool (a name or a RegExp), with `args` as a deep partial when given. `.not`: never called. */
  toHaveCalledTool(name: string | RegExp, args?: ExpectedArgs): void
  /** The agent's model turns (assistant messages) lie within `{ min, max }`. */
  toHaveStepCount(bounds: StepBounds): void
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Matchers extends KareninaMatchers {}
}

/** What `toVerify` and `toScoreTrait` accept as the received value. */
export type { ResponseInput }
