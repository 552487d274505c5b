import type { MatcherContext, SyncExpectationResult } from 'expect'
import {
  checkResponseInput,
  satisfyTemplate,
  satisfyTemplateAsync,
  scenarioOutcomeVerdict,
  ScenarioExecutionResult,
  type OutcomeCriterionInput,
  scoreTrait,
  verifyResponse,
  type MatcherOptions,
  type MatcherOutcome,
  type SatisfyTemplateOptions,
  type Template,
  type TraitExpectation,
} from 'karenina'
import { isUpdatingSnapshots, jestRunnerConfig, testFileCassette } from './jest-runner-config.js'
import { attachResult, testIdentityOf } from './side-channel/attach-result.js'

/** A rubric trait of any kind, as `toScoreTrait` takes it. */
export type RubricTraitInput = Parameters<typeof scoreTrait>[1]

/** Options of `toVerify`: judge model, granular threshold, evaluation mode, rubric and trait expectations, … */
export type VerifyMatcherOptions = MatcherOptions

/** Options of `toScoreTrait`: the judge model (LLM traits), the question, … */
export type ScoreTraitMatcherOptions = Parameters<typeof scoreTrait>[3]

/** Options of `toSatisfyTemplate`. */
export type SatisfyTemplateMatcherOptions = SatisfyTemplateOptions

/** Matcher options with this test file's cassette and the jest config's runner settings. */
function withJestDefaults<T extends Pick<MatcherOptions, 'config' | 'cassette'>>(context: MatcherContext, options: T | undefined): T {
  const given = (options ?? {}) as T
  const config = jestRunnerConfig(given.config)
  const cassette = given.cassette !== undefined ? given.cassette : testFileCassette(context.testPath, config, isUpdatingSnapshots(context))
  return { ...testNameAsQuestionId(context), ...given, config: { ...given.config, ...config }, cassette }
}

/** The running test's name as the default question id, as in vitest-karenina (not the question text's URN). */
function testNameAsQuestionId(context: MatcherContext): { questionId?: string } {
  const name = testIdentityOf(context)?.testName
  return name ? { questionId: name } : {}
}

/** Attaches the result to the running test and turns the outcome into jest's matcher result. */
function report(context: MatcherContext, outcome: MatcherOutcome): SyncExpectationResult {
  const isNot = context.isNot ?? false
  attachResult(testIdentityOf(context), outcome.result, outcome.pass, undefined, { negated: isNot })
  return { pass: outcome.pass, message: () => outcome.message({ isNot }) }
}

/**
 * `await expect(response).toVerify(Answer, options?)`: the judge parses the response into the template and
 * the template verifies it.
 */
export async function toVerify(this: MatcherContext, received: unknown, template: Template, options?: VerifyMatcherOptions): Promise<SyncExpectationResult> {
  // Thrown, not a failed match: under `.not` a failed match would pass, and a non-response verifies nothing.
  const response = checkResponseInput(received, 'toVerify')
  return report(this, await verifyResponse(response, template, withJestDefaults(this, options)))
}

/** `await expect(response).toScoreTrait(trait, expected?, options?)`: one rubric trait's score meets the expectation. */
export async function toScoreTrait(
  this: MatcherContext,
  received: unknown,
  trait: RubricTraitInput,
  expected?: TraitExpectation,
  options?: ScoreTraitMatcherOptions,
): Promise<SyncExpectationResult> {
  const response = checkResponseInput(received, 'toScoreTrait')
  return report(this, await scoreTrait(response, trait, expected, withJestDefaults(this, options)))
}

/**
 * `expect(values).toSatisfyTemplate(Answer, options?)`: synchronous, no judge: structured values verify. A classic
 * Python template throws, pointing to {@link toSatisfyTemplateAsync}.
 */
export function toSatisfyTemplate(this: MatcherContext, received: unknown, template: Template, options?: SatisfyTemplateMatcherOptions): SyncExpectationResult {
  return report(this, satisfyTemplate(received, template, { ...testNameAsQuestionId(this), ...options }))
}

/**
 * `await expect(values).toSatisfyTemplateAsync(Answer, options?)`: as toSatisfyTemplate, for every template,
 * classic Python templates included (their class runs in the Python sandbox). Await it.
 */
export async function toSatisfyTemplateAsync(this: MatcherContext, received: unknown, template: Template, options?: SatisfyTemplateMatcherOptions): Promise<SyncExpectationResult> {
  return report(this, await satisfyTemplateAsync(received, template, { ...testNameAsQuestionId(this), ...options }))
}

/**
 * `expect(run).toSatisfyOutcome(criterion)`: a scenario run (ScenarioExecutionResult) satisfies an outcome
 * criterion (its name, or an outcome check); the message shows the path taken and the deciding turn.
 */
export function toSatisfyOutcome(this: MatcherContext, received: unknown, criterion: OutcomeCriterionInput): SyncExpectationResult {
  if (!(received instanceof ScenarioExecutionResult)) {
    return { pass: false, message: () => `toSatisfyOutcome: expected a ScenarioExecutionResult (a scenario run), received ${typeof received}` }
  }
  const verdict = scenarioOutcomeVerdict(received, criterion)
  const isNot = this.isNot ?? false
  return { pass: verdict.pass, message: () => verdict.message({ isNot }) }
}

/** The matchers, as `expect.extend` takes them. */
export const kareninaMatchers = { toVerify, toScoreTrait, toSatisfyTemplate, toSatisfyTemplateAsync, toSatisfyOutcome }
