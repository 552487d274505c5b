import { checkResponseInput, satisfyTemplate, satisfyTemplateAsync, scenarioOutcomeVerdict, ScenarioExecutionResult, type OutcomeCriterionInput, scoreTrait, verifyResponse, type AnyRubricTrait, type MatcherOptions, type MatcherOutcome, type SatisfyTemplateOptions, type Template, type TraitExpectation } from 'karenina'
import { attachResult, currentTask } from './current-task.js'
import type { ScoreTraitOptions } from './matchers-types.js'
import { cassetteOf, workerRunnerConfig } from './runner-context.js'

/** The part of vitest's matcher context the karenina matchers read. */
interface MatcherContext {
  isNot: boolean
  currentTestName?: string
  testPath?: string
  task?: unknown
}

interface MatcherResult {
  pass: boolean
  message: () => string
}

function report(context: MatcherContext, task: ReturnType<typeof currentTask>, outcome: MatcherOutcome): MatcherResult {
  // The recorded verdict is Karenina's, whatever the assertion: a wrong answer under `.not` is still a wrong
  // answer in the result set and its pass rates (as in jest-karenina).
  attachResult(task, outcome.result, outcome.pass, { negated: context.isNot })
  return { pass: outcome.pass, message: () => outcome.message({ isNot: context.isNot }) }
}

/** Defaults every judge-backed matcher takes from the test: question id, runner config, the file's cassette. */
function judgeDefaults(context: MatcherContext, options: MatcherOptions | ScoreTraitOptions | undefined): MatcherOptions {
  const config = workerRunnerConfig(options?.config)
  const cassette = options?.cassette !== undefined ? options.cassette : cassetteOf(config, context.testPath)
  return {
    ...(context.currentTestName ? { questionId: context.currentTestName } : {}),
    ...options,
    config,
    cassette,
  }
}

/** Defaults of the template matchers on given values: the test's name as question id, the runner's fixed clock. */
function valuesOptions(context: MatcherContext, options: SatisfyTemplateOptions | undefined): SatisfyTemplateOptions {
  const config = workerRunnerConfig()
  const now = options?.now ?? (config.fixedTime !== null ? () => new Date(config.fixedTime!) : undefined)
  return { ...(context.currentTestName ? { questionId: context.currentTestName } : {}), ...options, ...(now ? { now } : {}) }
}

/** The matcher implementations, registered with `expect.extend` by `vitest-karenina/setup`. */
export const kareninaMatchers = {
  async toVerify(this: MatcherContext, received: unknown, template: Template, options?: MatcherOptions): Promise<MatcherResult> {
    const task = currentTask(this.task)
    // Thrown, not a failed match: under `.not` a failed match would pass, and a non-response verifies nothing.
    const response = checkResponseInput(received, 'toVerify')
    return report(this, task, await verifyResponse(response, template, judgeDefaults(this, options)))
  },

  async toScoreTrait(this: MatcherContext, received: unknown, trait: AnyRubricTrait, expected?: TraitExpectation, options?: ScoreTraitOptions): Promise<MatcherResult> {
    const task = currentTask(this.task)
    const response = checkResponseInput(received, 'toScoreTrait')
    return report(this, task, await scoreTrait(response, trait, expected, judgeDefaults(this, options)))
  },

  toSatisfyTemplate(this: MatcherContext, received: unknown, template: Template, options?: SatisfyTemplateOptions): MatcherResult {
    const task = currentTask(this.task)
    return report(this, task, satisfyTemplate(received, template, valuesOptions(this, options)))
  },

  /** As toSatisfyTemplate, for every template, classic Python templates included (run in the Python sandbox). */
  async toSatisfyTemplateAsync(this: MatcherContext, received: unknown, template: Template, options?: SatisfyTemplateOptions): Promise<MatcherResult> {
    const task = currentTask(this.task)
    return report(this, task, await satisfyTemplateAsync(received, template, valuesOptions(this, options)))
  },

  /**
   * The received scenario run satisfies an outcome criterion: a criterion name of the scenario, or an outcome
   * check (`outcome.lastTurn({ verify_result: true })`). The message shows the path taken and the turn that
   * decided it.
   */
  toSatisfyOutcome(this: MatcherContext, received: unknown, criterion: OutcomeCriterionInput): MatcherResult {
    if (!(received instanceof ScenarioExecutionResult)) {
      return { pass: false, message: () => `toSatisfyOutcome: expected a ScenarioExecutionResult (a scenario run), received ${typeof received}` }
    }
    const verdict = scenarioOutcomeVerdict(received, criterion)
    return { pass: verdict.pass, message: () => verdict.message({ isNot: this.isNot }) }
  },
}
