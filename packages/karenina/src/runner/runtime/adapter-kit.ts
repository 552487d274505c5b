// What vitest-karenina and jest-karenina share: the describe options, the test bodies of describeBenchmark and
// describeScenario, and the matchers. An adapter supplies only what its runner knows (the worker's runner config,
// the test file, the running test's name) and how a result reaches its reporter.
import { ConfigError } from '../../errors/config-error.js'
import type { VerificationResult } from '../../results/verification-result.js'
import { ScenarioExecutionResult } from '../../results/scenario-execution-result.js'
import type { Template } from '../../template/template.js'
import { unknownKeyMessage, unknownKeys } from '../../utils/did-you-mean.js'
import { CATEGORY_TO_GROUP, type Failure } from '../../results/failure.js'
import type { MatcherOptions, MatcherOutcome } from './matcher-options.js'
import type { Benchmark } from '../../benchmark/benchmark.js'
import type { ScenarioDefinition } from '../../scenario/scenario-definition.js'
import { handOffResult, handOffScenario, startTestResults } from './hand-off.js'
import {
  assertNoRunWideSettings,
  assertRegradeOptions,
  closeBenchmarkTests,
  planBenchmarkTests,
  plannedTestOutcome,
  runPlannedTest,
  type BenchmarkTestConfig,
  type PlannedTest,
} from './plan-benchmark-tests.js'
import { planScenarioTests, plannedScenarioOutcome, type PlannedScenarioTest, type ScenarioTestConfig } from './plan-scenario-tests.js'
import { checkResponseInput } from './response-input.js'
import type { ResultAnnotations } from '../result-records.js'
import { settleFrameworkResult } from '../../llm/from-sdk/detect.js'
import { resolveRunnerConfig, runnerClock, RUNNER_CONFIG_KEYS, type RunnerConfig, type RunnerConfigInput } from '../runner-config.js'
import { cassettePathFor, effectiveReplayMode, type CassetteSettings } from './runner-ports.js'
import { satisfyTemplate, satisfyTemplateAsync, type SatisfyTemplateOptions } from './satisfy-template.js'
import { scenarioOutcomeVerdict, type OutcomeCriterionInput } from './scenario-outcome.js'
import type { TraitExpectation } from '../trait-expectation.js'
import { scoreTrait, verifyResponse, type ScoreTraitOptions } from './verify-response.js'
// Trajectory matchers (branch trajectory).
import { calledTool, calledTools, stepCount, type CalledToolsOptions, type ExpectedArgs, type ExpectedToolCall, type StepBounds } from '../../trajectory/index.js'

/** Default timeout of a describeBenchmark test (ms): an answer, a judgment, an agent's tool loop and retries. */
export const BENCHMARK_TEST_TIMEOUT_MS = 300_000
/** Default timeout of a describeScenario test (ms): several turns, each an answer and a judgment. */
export const SCENARIO_TEST_TIMEOUT_MS = 600_000

/** A benchmark or scenario test that did not pass: the message says per field what the judge extracted and expected. */
export class BenchmarkTestFailure extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BenchmarkTestFailure'
    // The stack of this helper says nothing about the question: keep the report to the message.
    this.stack = `${this.name}: ${message}`
  }
}

/** The runner-side options of describeBenchmark and describeScenario (vitest and jest alike). */
export interface DescribeBlockOptions {
  /** Name of the `describe` block. @default the benchmark's name (scenarios: the scenario's name, or 'scenarios') */
  name?: string
  /** @deprecated Use `name` (jest-karenina's former spelling, still accepted). */
  title?: string
  /** Timeout of each test, in ms. @default 300_000 (describeBenchmark), 600_000 (describeScenario) */
  timeout?: number
  /** Register the tests with `test.concurrent` (bounded by the runner's `maxConcurrency` and the run-wide request limit). @default false */
  concurrent?: boolean
}

/** The describe options resolved, and the rest (the runner config and verdict criteria) for planning. */
export interface DescribeBlock<Rest> {
  name: string
  timeout: number
  concurrent: boolean
  config: Rest
}

/**
 * Splits describeBenchmark / describeScenario options into the block's name, timeout and concurrency, and the
 * planning config. `name` and its deprecated alias `title` naming two different blocks is a ConfigError.
 */
export function describeBlock<T extends DescribeBlockOptions>(
  options: T,
  defaults: { name: string; timeout: number; subject: string },
): DescribeBlock<Omit<T, keyof DescribeBlockOptions>> {
  const { name, title, timeout, concurrent, ...config } = options
  if (name !== undefined && title !== undefined && name !== title) {
    throw new ConfigError(`${defaults.subject} › title`, `'title' is the deprecated spelling of 'name'; give one of them (received name ${JSON.stringify(name)}, title ${JSON.stringify(title)})`)
  }
  if (timeout !== undefined && (typeof timeout !== 'number' || !(timeout > 0))) {
    throw new ConfigError(`${defaults.subject} › timeout`, `expected a positive number of milliseconds, received ${JSON.stringify(timeout)}`)
  }
  return { name: name ?? title ?? defaults.name, timeout: timeout ?? defaults.timeout, concurrent: concurrent ?? false, config }
}

/** Hands a test's results to the runner's reporter (through the run directory: `handOffResult`). */
export type AttachResult = (result: VerificationResult, pass: boolean, annotations: ResultAnnotations) => void

/**
 * The signal a test's model calls run under: the runner's own (vitest's `context.signal`), and the test's
 * timeout, so a timed-out test stops calling models whichever runner it runs in (jest gives tests no signal).
 */
function testSignal(runnerSignal: AbortSignal | undefined, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs)
  return runnerSignal ? AbortSignal.any([runnerSignal, timeout]) : timeout
}

/** The body of one describeBenchmark test: answer, judge, hand the result over, throw BenchmarkTestFailure when it fails. */
export async function runBenchmarkTest(planned: PlannedTest, how: { signal?: AbortSignal | undefined; timeout: number; attach: AttachResult }): Promise<void> {
  const result = await runPlannedTest(planned, { signal: testSignal(how.signal, how.timeout) })
  const outcome = plannedTestOutcome(planned, result)
  how.attach(result, outcome.pass, { model: planned.answeringModelId })
  if (!outcome.pass) throw new BenchmarkTestFailure(outcome.message())
}

/** The body of one describeScenario test: run the scenario, hand over every turn's result and the run, throw when it fails. */
export async function runScenarioTest(
  planned: PlannedScenarioTest,
  how: { signal?: AbortSignal | undefined; timeout: number; attach: AttachResult; attachScenario: (run: ScenarioExecutionResult) => void },
): Promise<void> {
  const run = await planned.run({ signal: testSignal(how.signal, how.timeout) })
  const outcome = plannedScenarioOutcome(planned, run)
  for (const result of run.turnResults) how.attach(result, outcome.pass, { model: planned.answeringModelId })
  how.attachScenario(run)
  if (!outcome.pass) throw new BenchmarkTestFailure(outcome.message())
}

/**
 * A runner's `test` (and `test.concurrent`): a name, a body given the runner's test context (vitest's; jest gives
 * none), a timeout. The body's parameter is a rest parameter: jest reads a body that declares a parameter as one
 * taking a `done` callback.
 */
type RegisterTest<Context> = (name: string, body: (...context: Context[]) => Promise<void>, timeout: number) => void

/** A test file, and whether the run updates snapshots (`-u`: the cassettes in use are re-recorded). */
export interface TestFile {
  path: string | undefined
  updateSnapshots: boolean
}

/** The runner settings the run hands every worker: the vitest plugin's options, jest's `globals.karenina`. */
type RunSettings = () => RunnerConfigInput

/** A worker's runner config: `overrides` over the run's settings, over the environment. */
function runnerConfigOf(settings: RunSettings, overrides: RunnerConfigInput = {}): RunnerConfig {
  return resolveRunnerConfig(process.env, { ...settings(), ...overrides })
}

/** The cassette of a test file (`<cassetteDir>/<file>.json` next to it) under `config`, or null when cassettes are off. */
function fileCassette(file: TestFile, config: RunnerConfig): CassetteSettings | null {
  const mode = effectiveReplayMode(config, { updateSnapshots: file.updateSnapshots })
  return mode === 'off' || !file.path ? null : { file: cassettePathFor(file.path, config.cassetteDir), mode }
}

/** What a runner gives describeBenchmark and describeScenario: its registration globals and the running test. */
export interface TestRegistrar<Context> {
  describe(name: string, body: () => void): void
  test: RegisterTest<Context> & { concurrent: RegisterTest<Context> }
  afterAll(body: () => Promise<void>): void
  settings: RunSettings
  /** The test file being collected. */
  collecting(): TestFile
  /** The running test: its name for the reporter (undefined outside a test), and the runner's signal for it. */
  running(context: Context): { test: string | undefined; signal?: AbortSignal | undefined }
}

/** A describe block's planning config: its options over the run's settings, with the test file's cassette. */
function blockConfig<T extends RunnerConfigInput & { cassette?: CassetteSettings | null | undefined }>(runner: Pick<TestRegistrar<unknown>, 'settings' | 'collecting'>, input: T): T {
  const cassette = input.cassette !== undefined ? input.cassette : fileCassette(runner.collecting(), runnerConfigOf(runner.settings, input))
  return { ...runner.settings(), ...input, cassette }
}

/** Registers one test per planned test; each starts its results over (a retry replaces the earlier attempt's). */
function registerTests<Context, Planned extends { title: string }>(
  runner: TestRegistrar<Context>,
  block: DescribeBlock<unknown>,
  plan: readonly Planned[],
  run: (planned: Planned, test: string | undefined, signal: AbortSignal | undefined) => Promise<void>,
): void {
  const register = block.concurrent ? runner.test.concurrent : runner.test
  for (const planned of plan) {
    const body = async (...context: Context[]) => {
      const { test, signal } = runner.running(context[0] as Context)
      if (test !== undefined) startTestResults(test)
      await run(planned, test, signal)
    }
    register(planned.title, body, block.timeout)
  }
}

/** Hands a test's results to the reporter, under the test's name; outside a test there is no one to hand them to. */
function attachTo(test: string | undefined): AttachResult {
  return (result, pass, annotations) => {
    if (test !== undefined) handOffResult(test, result, pass, annotations)
  }
}

/**
 * describeBenchmark of a runner: one test per question × answering model × replicate of `benchmark`, planned now
 * (synchronously, as jest requires), calling the models only when they run.
 */
export function describeBenchmarkTests<Context>(runner: TestRegistrar<Context>, benchmark: Benchmark, options: BenchmarkTestConfig & DescribeBlockOptions): void {
  const block = describeBlock(options, { name: benchmark.name, timeout: BENCHMARK_TEST_TIMEOUT_MS, subject: 'describeBenchmark options' })
  assertNoRunWideSettings(block.config)
  assertRegradeOptions(block.config)
  const plan = planBenchmarkTests(benchmark, blockConfig(runner, block.config))
  runner.describe(block.name, () => {
    // The tests share the plan's MCP connections: closed once they have all run.
    runner.afterAll(() => closeBenchmarkTests(plan))
    registerTests(runner, block, plan, (planned, test, signal) => runBenchmarkTest(planned, { signal, timeout: block.timeout, attach: attachTo(test) }))
  })
}

/** describeScenario of a runner: one test per scenario × answering model × replicate, planned now. */
export function describeScenarioTests<Context>(
  runner: TestRegistrar<Context>,
  scenarios: ScenarioDefinition | readonly ScenarioDefinition[],
  options: ScenarioTestConfig & DescribeBlockOptions,
): void {
  const list = Array.isArray(scenarios) ? (scenarios as readonly ScenarioDefinition[]) : [scenarios as ScenarioDefinition]
  const block = describeBlock(options, { name: list.length === 1 ? list[0]!.name : 'scenarios', timeout: SCENARIO_TEST_TIMEOUT_MS, subject: 'describeScenario options' })
  const plan = planScenarioTests(list, blockConfig(runner, block.config))
  runner.describe(block.name, () => {
    registerTests(runner, block, plan, (planned, test, signal) =>
      runScenarioTest(planned, {
        signal,
        timeout: block.timeout,
        attach: attachTo(test),
        attachScenario: (run) => {
          if (test !== undefined) handOffScenario(test, run)
        },
      }),
    )
  })
}

/** What a runner tells the matchers about the running test, and how its results reach the reporter. */
export interface MatcherHost<Context> {
  settings: RunSettings
  /** The running test's file. */
  testFile(context: Context): TestFile
  /** The running test's name (the default question id). */
  testName(context: Context): string | undefined
  isNot(context: Context): boolean
  /** The running test's name for the reporter, which the matchers hand their results to (undefined outside a test). */
  testId(context: Context): string | undefined
}

/** What a matcher returns to `expect.extend` (vitest and jest alike). */
export interface KareninaMatcherResult {
  pass: boolean
  message: () => string
}

/** A verdict as a matcher result, its message worded for the assertion (`.not` or not). */
function matcherResult(isNot: boolean, verdict: Pick<MatcherOutcome, 'pass' | 'message'>): KareninaMatcherResult {
  return { pass: verdict.pass, message: () => verdict.message({ isNot }) }
}

function refuseUnknownConfigKeys(config: unknown): void {
  const [key] = unknownKeys(config, RUNNER_CONFIG_KEYS)
  if (key !== undefined) throw new ConfigError(`config.${key}`, unknownKeyMessage(key, 'matcher options › config', RUNNER_CONFIG_KEYS))
}

/** The failure of a result whose check could not run (a provider, parse or system failure), else null. */
function checkThatCouldNotRun(result: VerificationResult): Failure | null {
  const failure = result.metadata.failure
  if (failure === null) return null
  const group = CATEGORY_TO_GROUP[failure.category]
  return group === 'retry' || group === 'system' ? failure : null
}

/**
 * The karenina matchers for a runner: `toVerify`, `toScoreTrait`, `toSatisfyTemplate`, `toSatisfyTemplateAsync`,
 * `toSatisfyOutcome`, and the trajectory matchers `toHaveCalledTools`, `toHaveCalledTool`, `toHaveStepCount`, as
 * `expect.extend` takes them. Both adapters register exactly these.
 */
export function createKareninaMatchers<Context>(host: MatcherHost<Context>) {
  function report(context: Context, outcome: MatcherOutcome): KareninaMatcherResult {
    const isNot = host.isNot(context)
    // The recorded verdict is Karenina's, whatever the assertion: a wrong answer under `.not` is still a wrong
    // answer in the result set and its pass rates.
    attachTo(host.testId(context))(outcome.result, outcome.pass, { negated: isNot })
    const unchecked = isNot ? checkThatCouldNotRun(outcome.result) : null
    // A check that could not run is no evidence either way: under `.not` it must fail the assertion too.
    if (unchecked) {
      return { pass: true, message: () => `expected the check not to pass, but it could not run (${unchecked.category} at ${unchecked.stage}): ${unchecked.reason}` }
    }
    return matcherResult(isNot, outcome)
  }

  function questionIdOf(context: Context): { questionId?: string } {
    const name = host.testName(context)
    return name ? { questionId: name } : {}
  }

  /** Defaults of the judge-backed matchers: the test's name as question id, the runner config, the file's cassette. */
  function judgeOptions(context: Context, options: MatcherOptions | undefined): MatcherOptions {
    refuseUnknownConfigKeys(options?.config)
    const config = runnerConfigOf(host.settings, options?.config)
    const cassette = options?.cassette !== undefined ? options.cassette : fileCassette(host.testFile(context), config)
    return { ...questionIdOf(context), ...options, config, cassette }
  }

  /** Defaults of the matchers on given values: the test's name as question id, the runner's clock (fixed time). */
  function valuesOptions(context: Context, options: SatisfyTemplateOptions | undefined): SatisfyTemplateOptions {
    return { ...questionIdOf(context), ...options, now: options?.now ?? runnerClock(runnerConfigOf(host.settings)) }
  }

  return {
    /**
     * The judge parses the received response (a string, or an agent trace) into the template, and the template
     * verifies it. Await it. Fails with, per field, what the judge extracted, the ground truth and the primitive;
     * a judge that never produced a valid object is reported as such.
     * @example await expect('Venetoclax inhibits BCL2.').toVerify(Answer, { question: 'What does venetoclax target?' })
     */
    async toVerify(this: Context, received: unknown, template: Template, options?: MatcherOptions): Promise<KareninaMatcherResult> {
      // Thrown, not a failed match: under `.not` a failed match would pass, and a non-response verifies nothing.
      const response = checkResponseInput(await settleFrameworkResult(received), 'toVerify')
      return report(this, await verifyResponse(response, template, judgeOptions(this, options)))
    },

    /**
     * One rubric trait's score on the received response meets `expected` (boolean, exact score,
     * `{ atLeast, atMost }`, literal class, or metric bounds such as `{ f1: { atLeast: 0.8 } }`). Await it.
     * @example await expect(answer).toScoreTrait(citations, true)
     */
    async toScoreTrait(this: Context, received: unknown, trait: Parameters<typeof scoreTrait>[1], expected?: TraitExpectation, options?: ScoreTraitOptions): Promise<KareninaMatcherResult> {
      const response = checkResponseInput(await settleFrameworkResult(received), 'toScoreTrait')
      return report(this, await scoreTrait(response, trait, expected, judgeOptions(this, options)))
    },

    /**
     * The received values (what a judge would return) satisfy the template. Synchronous, no judge; a classic
     * Python template throws, pointing to `toSatisfyTemplateAsync`.
     * @example expect({ target: 'BCL2' }).toSatisfyTemplate(Answer)
     */
    toSatisfyTemplate(this: Context, received: unknown, template: Template, options?: SatisfyTemplateOptions): KareninaMatcherResult {
      return report(this, satisfyTemplate(received, template, valuesOptions(this, options)))
    },

    /**
     * As `toSatisfyTemplate`, for every template, classic Python templates included (their class runs in the
     * Python sandbox, which is asynchronous). Await it.
     * @example await expect({ result: 4 }).toSatisfyTemplateAsync(pythonTemplate(source))
     */
    async toSatisfyTemplateAsync(this: Context, received: unknown, template: Template, options?: SatisfyTemplateOptions): Promise<KareninaMatcherResult> {
      return report(this, await satisfyTemplateAsync(received, template, valuesOptions(this, options)))
    },

    // ── trajectory matchers (branch trajectory): what the agent did, read from any trace toVerify takes ──
    // No judge and no result for the reporter. A trace karenina does not read, or a bad expectation, throws (under `.not` a failed match would pass).
    /**
     * The agent's tool calls match `expected` (names, or `{ name, args }`): `order` 'strict' (default), 'unordered',
     * 'subset' (nothing else called) or 'superset' (at least these); `args` 'exact' (default), 'subset' (deep partial)
     * or a function. Fails with the expected and actual sequences side by side.
     * @example expect(result).toHaveCalledTools(['search', { name: 'fetch', args: { id: 7 } }], { args: 'subset' })
     */
    toHaveCalledTools(this: Context, received: unknown, expected: readonly ExpectedToolCall[], options?: CalledToolsOptions): KareninaMatcherResult {
      return matcherResult(host.isNot(this), calledTools(received, expected, options))
    },

    /**
     * The agent called the tool (a name or a RegExp), with `args` as a deep partial when given. `.not`: never called.
     * @example expect(result).not.toHaveCalledTool(/^delete_/)
     */
    toHaveCalledTool(this: Context, received: unknown, name: string | RegExp, args?: ExpectedArgs): KareninaMatcherResult {
      return matcherResult(host.isNot(this), calledTool(received, name, args))
    },

    /**
     * The agent's model turns (assistant messages) lie within `{ min, max }`.
     * @example expect(result).toHaveStepCount({ max: 4 })
     */
    toHaveStepCount(this: Context, received: unknown, bounds: StepBounds): KareninaMatcherResult {
      return matcherResult(host.isNot(this), stepCount(received, bounds))
    },
    // ── end of trajectory matchers ──

    /**
     * The received scenario run (a `ScenarioExecutionResult`) satisfies an outcome criterion: its name, or an
     * outcome check. Fails with the path taken and the turn that decided it.
     * @example expect(run).toSatisfyOutcome(outcome.lastTurn({ verify_result: true }))
     */
    toSatisfyOutcome(this: Context, received: unknown, criterion: OutcomeCriterionInput): KareninaMatcherResult {
      if (!(received instanceof ScenarioExecutionResult)) {
        return { pass: false, message: () => `toSatisfyOutcome: expected a ScenarioExecutionResult (a scenario run), received ${typeof received}` }
      }
      return matcherResult(host.isNot(this), scenarioOutcomeVerdict(received, criterion))
    },
  }
}

type MatcherImplementations = ReturnType<typeof createKareninaMatchers>

/**
 * The karenina matchers as `expect(received)` offers them, derived from their implementations above (the runners'
 * typings augment their `Matchers` with these). `R` is what a synchronous matcher returns; an asynchronous one
 * returns a promise of it (`void`, or a promise with `.resolves` / `.rejects`).
 */
export type KareninaMatchers<R = void> = {
  [K in keyof MatcherImplementations]: MatcherImplementations[K] extends (received: unknown, ...args: infer A) => infer Out
    ? (...args: A) => Out extends Promise<unknown> ? Promise<R> : R
    : never
}
