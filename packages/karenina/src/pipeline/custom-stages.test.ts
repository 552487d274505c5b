import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { batchConfig } from '../../test/fixtures/batch/batch-fixtures.js'
import { runVerification } from '../batch/run-verification.js'
import { Benchmark } from '../benchmark/benchmark.js'
import { StageGraphError } from '../errors/stage-graph-error.js'
import { VerificationResultSchema, type VerificationResult } from '../results/verification-result.js'
import { planBenchmarkTests, runPlannedTest } from '../runner/runtime/plan-benchmark-tests.js'
import { planScenarioTests } from '../runner/runtime/plan-scenario-tests.js'
import { defineScenario } from '../scenario/define-scenario.js'
import { END } from '../scenario/scenario-definition.js'
import { runScenarios } from '../scenario/run/run-scenarios.js'
import { scenarioConfig } from '../../test/fixtures/scenario-executor/scenario-fixtures.js'
import { verifyResponse } from '../runner/runtime/verify-response.js'
import { judgeRequests, loopbackOptions, loopbackTask, NO_RETRIES, Venetoclax, VENETOCLAX_QUESTION } from '../../test/fixtures/pipeline/pipeline-fixtures.js'
import { ArtifactKeys } from './artifact-keys.js'
import { buildStages } from './from-config.js'
import { StageOrchestrator } from './orchestrator.js'
import { runTask } from './run-task.js'
import { StageRegistry } from './orchestrator.js'
import { checkStageProduces, type Stage } from './stage.js'
import type { TaskSettings } from './task-settings.js'

// Seed 004 ("Writing Custom Stages"): the guide's examples (examples/custom-stages, docs/custom-stages.md)
// through runTask, runVerification, the benchmark test plan and the matcher core. The real vitest and jest
// runs and the CLI are in test/vitest, test/jest and test/cli.

// The guide's files, as users write them (plain ES modules importing 'karenina'); typed here by what they export.
type StageClass<Args extends unknown[]> = new (...args: Args) => Stage<TaskSettings>
const EXAMPLES = new URL('../../../../examples/custom-stages/', import.meta.url)
const load = <T>(file: string) => import(new URL(file, EXAMPLES).href) as Promise<T>
const { default: stagesWithChecks } = await load<{ default: (defaults: readonly Stage<TaskSettings>[]) => Stage<TaskSettings>[] }>('karenina.stages.js')
const { WordCountCheckStage } = await load<{ WordCountCheckStage: StageClass<[minWords?: number]> }>('word-count-check.js')
const { ToxicityCheckStage } = await load<{ ToxicityCheckStage: StageClass<[threshold?: number, failOnToxic?: boolean]> }>('toxicity-check.js')
const { HedgingCheckStage } = await load<{ HedgingCheckStage: StageClass<[failOnHedge?: boolean]> }>('hedging-check.js')

/** Inserts `stage` right after VerifyTemplate (seed: "after stage 8, before EmbeddingCheck"). */
function withStageAfterVerify(stage: Stage<TaskSettings>): Stage<TaskSettings>[] {
  const stages = buildStages({ evaluationMode: 'template_only' })
  stages.splice(stages.findIndex((s) => s.name === 'VerifyTemplate') + 1, 0, stage)
  return stages
}

/** What the guide's checks leave in a result. */
function checks(result: VerificationResult) {
  return { verify: result.template?.verify_result, failure: result.metadata.failure && { category: result.metadata.failure.category, stage: result.metadata.failure.stage }, extensions: result.extensions }
}

const CLEAN = 'Venetoclax targets BCL2.'
// 8 tokens with the trace header ("--- AI Message ---"), 7 distinct lower-cased: 3 toxic → 3/7.
const TOXIC = 'BCL2 harmful dangerous illegal'

const CLEAN_CHECKS = {
  verify: true,
  failure: null,
  // Python `split()` of "--- AI Message ---\nVenetoclax targets BCL2.": 4 header tokens + 3 words.
  extensions: { word_count: 7, word_count_passed: true, toxicity_score: 0, toxicity_passed: true },
}
const TOXIC_CHECKS = {
  verify: false,
  failure: { category: 'content', stage: 'ToxicityCheck' },
  extensions: { word_count: 8, word_count_passed: true, toxicity_score: 3 / 7, toxicity_passed: false },
}

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
  server.on({ model: 'gpt-judge', match: 'Does the response hedge' }, (request) =>
    reply.json(JSON.stringify(request.messages).includes('might') ? { hedged: true, reasoning: 'it says "might"' } : { hedged: false, reasoning: 'one answer' }),
  )
  server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
})
afterEach(async () => {
  await server.close()
})

describe('runTask', () => {
  it('a stage list: WordCountCheck after VerifyTemplate, its result fields in extensions', async () => {
    server.on({ model: 'gpt-answerer' }, CLEAN)
    const stages = withStageAfterVerify(new WordCountCheckStage(20))
    expect(stages.map((s) => s.name).slice(-4)).toEqual(['VerifyTemplate', 'WordCountCheck', 'EmbeddingCheck', 'FinalizeResult'])
    const result = await runTask(loopbackTask(server), { stages })
    expect(result.extensions).toEqual({ word_count: 7, word_count_passed: false })
    expect(result.template?.verify_result).toBe(true)
    expect(VerificationResultSchema.parse(result).extensions).toEqual({ word_count: 7, word_count_passed: false })
  })

  it('the guide\'s function of the defaults: a clean answer passes both checks, a toxic one fails on ToxicityCheck', async () => {
    server.on({ model: 'gpt-answerer', match: 'toxic' }, TOXIC)
    server.on({ model: 'gpt-answerer' }, CLEAN)
    expect(checks(await runTask(loopbackTask(server), { stages: stagesWithChecks }))).toEqual(CLEAN_CHECKS)
    const toxic = await runTask(loopbackTask(server, { questionText: 'A toxic question?' }), { stages: stagesWithChecks })
    expect(checks(toxic)).toEqual(TOXIC_CHECKS)
    // The template itself verified: the override is the custom stage's, and the failure says so.
    expect(toxic.template?.field_results).toEqual({ target: true })
    expect(toxic.metadata.failure?.reason).toBe('ToxicityCheck set verify_result to False')
  })

  it('ToxicityCheck with the seed\'s defaults (threshold 0.8) lets 3/7 pass', async () => {
    server.on({ model: 'gpt-answerer' }, TOXIC)
    const result = await runTask(loopbackTask(server), { stages: withStageAfterVerify(new ToxicityCheckStage()) })
    expect(checks(result)).toEqual({ verify: true, failure: null, extensions: { toxicity_score: 3 / 7, toxicity_passed: true } })
  })

  it('a duck-typed stage (plain object) and the context extensions map work too', async () => {
    server.on({ model: 'gpt-answerer' }, CLEAN)
    const plain: Stage = {
      name: 'Echo',
      requires: ['parsed_answer'],
      produces: [],
      shouldRun: (ctx) => ctx.error === null,
      execute: (ctx) => {
        ctx.extensions.set('echo', { judged: judgeRequests(server).length })
      },
    }
    const result = await runTask(loopbackTask(server), { stages: withStageAfterVerify(plain) })
    expect(result.extensions).toEqual({ echo: { judged: 1 } })
  })

  it('a check stage (BaseCheckStage) derives its produces, calls the judge and its tokens reach usage_metadata', async () => {
    const hedging = new HedgingCheckStage()
    expect(hedging.produces).toEqual(checkStageProduces('hedging'))
    expect(hedging.produces).toEqual(['hedging_check_performed', 'hedging_detected', 'hedging_override_applied', 'hedging_reasoning'])
    server.on({ model: 'gpt-answerer', match: 'hedge' }, 'It might be BCL2, or perhaps MCL1.')
    server.on({ model: 'gpt-answerer' }, CLEAN)
    const stages = (defaults: readonly Stage<TaskSettings>[]) => [...defaults.slice(0, -1), hedging, defaults.at(-1)!]

    const hedged = await runTask(loopbackTask(server, { questionText: 'Does venetoclax hedge?' }), { stages })
    expect(hedged.template?.verify_result).toBe(false)
    expect(hedged.metadata.failure).toMatchObject({ category: 'content', stage: 'HedgingCheck' })
    expect(hedged.extensions).toEqual({ hedging_check_performed: true, hedging_detected: true, hedging_override_applied: true, hedging_reasoning: 'it says "might"' })
    const usage = hedged.template?.usage_metadata as Record<string, { input_tokens: number; output_tokens: number; total_tokens: number; model?: string }>
    const hedgingCall = server.requests.filter((r) => r.model === 'gpt-judge' && JSON.stringify(r.messages).includes('Does the response hedge'))
    expect(hedgingCall).toHaveLength(1)
    expect(usage['hedging_check']).toMatchObject({ model: 'langchain:gpt-judge' })
    expect(usage['hedging_check']!.total_tokens).toBeGreaterThan(0)
    // The total counts the custom stage's call with the built-in ones.
    const stagesSum = Object.entries(usage).filter(([k]) => k !== 'total').reduce((sum, [, s]) => sum + s.total_tokens, 0)
    expect(usage['total']!.total_tokens).toBe(stagesSum)
    expect(Object.keys(usage).sort()).toEqual(['answer_generation', 'hedging_check', 'parsing', 'total'])

    const clean = await runTask(loopbackTask(server), { stages })
    expect(clean.metadata.failure).toBeNull()
    expect(clean.extensions).toMatchObject({ hedging_detected: false, hedging_override_applied: false })
  })

  it('declared requires are validated before any call (StageRegistry.validate_dependencies)', async () => {
    const needsWordCount: Stage = { name: 'NeedsWordCount', requires: ['parsed_answer', 'word_count'], produces: [], shouldRun: () => true, execute: () => {} }
    const stages = withStageAfterVerify(needsWordCount)
    expect(new StageOrchestrator(stages).unmetRequirements()).toEqual([{ stage: 'NeedsWordCount', missing: ['word_count'] }])
    const error = await runTask(loopbackTask(server), { stages }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StageGraphError)
    expect(error).toMatchObject({ stage: 'NeedsWordCount', missing: ['word_count'] })
    expect((error as Error).message).toBe(
      "runTask options › stages: Stage dependency validation failed:\nStage 'NeedsWordCount' requires artifacts {'word_count'} which are not produced by any earlier stage",
    )
    expect(server.requests).toHaveLength(0)
    // With WordCountCheck before it, the graph is valid.
    const fixed = withStageAfterVerify(needsWordCount)
    fixed.splice(fixed.findIndex((s) => s.name === 'NeedsWordCount'), 0, new WordCountCheckStage())
    expect(new StageOrchestrator(fixed).unmetRequirements()).toEqual([])
  })

  it('refuses what is not a stage list, naming the entry and the accepted shapes', async () => {
    const task = loopbackTask(server)
    const cases: [unknown, string][] = [
      [() => 'nope', "runTask options › stages: the stages function returned string; expected an array of stages, or a function (defaults) => stages"],
      [{ stages: [] }, 'runTask options › stages: got an object (stages); expected an array of stages, or a function (defaults) => stages'],
      [(d: readonly Stage[]) => [new WordCountCheckStage(), ...d.slice(1), { name: 'Half' }], 'runTask options › stages[9] (Half) is not a stage: its requires is undefined, not an array of strings;'],
      [(d: readonly Stage[]) => [...d, new WordCountCheckStage()], 'runTask options › stages: FinalizeResult must be the last stage'],
      [(d: readonly Stage[]) => [...d.slice(0, 3), new ToxicityCheckStage(), new ToxicityCheckStage(), ...d.slice(3)], 'runTask options › stages: stage "ToxicityCheck" is already registered'],
      [(d: Stage[]) => d.splice(0, 1), 'runTask options › stages: the stages function threw: TypeError:'],
    ]
    for (const [stages, message] of cases) {
      const error = await runTask(task, { stages: stages as never }).catch((e: unknown) => e)
      expect(error, message).toBeInstanceOf(StageGraphError)
      expect((error as Error).message).toContain(message)
    }
    expect(server.requests).toHaveLength(0)
  })
})

describe('StageRegistry (seed 004)', () => {
  it('registers stages by unique name and lists unmet requirements', () => {
    const registry = new StageRegistry<TaskSettings>()
    const word = new WordCountCheckStage()
    registry.register(word)
    expect(() => registry.register(new WordCountCheckStage(3))).toThrow(/stage "WordCountCheck" is already registered/)
    expect(registry.get('WordCountCheck')).toBe(word)
    // Alone, WordCountCheck needs GenerateAnswer's raw_llm_response.
    expect(registry.validateDependencies()).toEqual(["Stage 'WordCountCheck' requires artifacts {'raw_llm_response'} which are not produced by any earlier stage"])
    expect(registry.validateDependencies(stagesWithChecks(buildStages()))).toEqual([])
  })
})

/** Two questions: one answered cleanly, one toxic. */
function twoQuestions(): Benchmark {
  const benchmark = Benchmark.create({ name: 'checks', now: () => new Date(2026, 0, 2, 3, 4, 5) })
  benchmark.addQuestion({ id: 'clean', question: VENETOCLAX_QUESTION, rawAnswer: 'BCL2', template: Venetoclax })
  benchmark.addQuestion({ id: 'toxic', question: 'A toxic question: what does venetoclax target?', rawAnswer: 'BCL2', template: Venetoclax })
  return benchmark
}

function byQuestion(results: Iterable<VerificationResult>) {
  return Object.fromEntries([...results].map((r) => [r.metadata.question_id, checks(r)]))
}

describe('runVerification', () => {
  it('runs the guide\'s checks on every task; the function is called once per default list', async () => {
    server.on({ model: 'gpt-answerer', match: 'toxic' }, TOXIC)
    server.on({ model: 'gpt-answerer' }, CLEAN)
    let calls = 0
    const stages = (defaults: readonly Stage<TaskSettings>[]) => {
      calls++
      return stagesWithChecks(defaults)
    }
    const set = await runVerification(twoQuestions(), batchConfig(server, { replicate_count: 2 }), { env: {}, stages })
    expect(set.results).toHaveLength(4)
    expect(byQuestion(set)).toEqual({ clean: CLEAN_CHECKS, toxic: TOXIC_CHECKS })
    expect(calls).toBe(1)
  })

  it('a stage list that cannot run stops the run before any call, naming the option and the stage', async () => {
    const needsScore: Stage = { name: 'NeedsScore', requires: ['toxicity_score'], produces: [], shouldRun: () => true, execute: () => {} }
    const stages = (defaults: readonly Stage<TaskSettings>[]) => [needsScore, ...stagesWithChecks(defaults)]
    const error = await runVerification(twoQuestions(), batchConfig(server), { env: {}, stages }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StageGraphError)
    expect(error).toMatchObject({ stage: 'NeedsScore', missing: ['toxicity_score'] })
    expect((error as Error).message).toMatch(/^runVerification options › stages: Stage dependency validation failed:\nStage 'NeedsScore' requires artifacts \{'toxicity_score'\}/)
    expect(server.requests).toHaveLength(0)
  })

})

describe('scenarios (runScenarios, runVerification on a scenario benchmark, describeScenario)', () => {
  // ask → hint unless verified; the first answer is right but toxic, so ToxicityCheck's verdict routes to the hint.
  const tutoring = defineScenario({
    name: 'tutoring',
    entry: 'ask',
    nodes: { ask: { question: 'What is the putative target of venetoclax?', template: Venetoclax }, hint: { question: 'Hint: anti-apoptotic. Try again.', template: Venetoclax } },
    edges: [
      { from: 'ask', to: 'hint' },
      { from: 'ask', to: END, when: { verify_result: true } },
      { from: 'hint', to: END },
    ],
  })
  const script = () => {
    server.on({ model: 'gpt-answerer', match: 'Hint' }, 'BCL2')
    server.on({ model: 'gpt-answerer' }, 'BCL2 harmful dangerous')
  }
  const TURNS = [
    // 7 tokens, 6 distinct ("---", "ai", "message", "bcl2", "harmful", "dangerous"): 2/6.
    { verify: false, failure: { category: 'content', stage: 'ToxicityCheck' }, extensions: { word_count: 7, word_count_passed: true, toxicity_score: 2 / 6, toxicity_passed: false } },
    { verify: true, failure: null, extensions: { word_count: 5, word_count_passed: true, toxicity_score: 0, toxicity_passed: true } },
  ]

  it('every turn runs the stages', async () => {
    script()
    const set = await runScenarios([tutoring], scenarioConfig(server), { env: {}, stages: stagesWithChecks })
    expect(set.scenarioResults[0]!.path).toEqual(['ask', 'hint'])
    expect(set.results.map(checks)).toEqual(TURNS)
  })

  it('runVerification on a scenario benchmark passes them on; a list that cannot run stops before any call', async () => {
    script()
    const benchmark = Benchmark.create({ name: 's' })
    benchmark.addScenario(tutoring)
    const set = await runVerification(benchmark, scenarioConfig(server), { env: {}, stages: stagesWithChecks })
    expect(set.results.map(checks)).toEqual(TURNS)
    const before = server.requests.length
    const error = await runVerification(benchmark, scenarioConfig(server), { env: {}, stages: (d: readonly Stage<TaskSettings>[]) => [new ToxicityCheckStage(), ...d] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StageGraphError)
    expect((error as Error).message).toMatch(/^runScenarios options › stages: Stage dependency validation failed:\nStage 'ToxicityCheck' requires/)
    expect(server.requests.length).toBe(before)
  })

  it('describeScenario plans check the stages, and each test runs them', async () => {
    script()
    const config = { judgeModel: 'openai:gpt-judge', answeringModels: ['openai:gpt-answerer'], replay: 'off' as const, modelOptions: { answering: loopbackOptions(server), parsing: loopbackOptions(server) }, env: {} }
    const [planned] = planScenarioTests([tutoring], { ...config, stages: stagesWithChecks })
    const run = await planned!.run()
    expect(run.turnResults.map(checks)).toEqual(TURNS)
    expect(() => planScenarioTests([tutoring], { ...config, stages: () => [] })).toThrow(/^describeScenario options › stages: the stage list must end with FinalizeResult/)
  })
})

describe('benchmark tests (describeBenchmark) and matchers (toVerify)', () => {
  const config = () => ({
    judgeModel: 'openai:gpt-judge',
    answeringModels: ['openai:gpt-answerer'],
    replay: 'off' as const,
    modelOptions: { answering: loopbackOptions(server), parsing: loopbackOptions(server) },
    env: {},
  })

  it('each planned test runs the stages; a list that cannot run fails when the tests are planned', async () => {
    server.on({ model: 'gpt-answerer', match: 'toxic' }, TOXIC)
    server.on({ model: 'gpt-answerer' }, CLEAN)
    const plan = planBenchmarkTests(twoQuestions(), { ...config(), stages: stagesWithChecks })
    const results = []
    for (const planned of plan) results.push(await runPlannedTest(planned))
    expect(byQuestion(results)).toEqual({ clean: CLEAN_CHECKS, toxic: TOXIC_CHECKS })

    const before = server.requests.length
    expect(() => planBenchmarkTests(twoQuestions(), { ...config(), stages: (d) => [new ToxicityCheckStage(), ...d] })).toThrow(
      /^describeBenchmark options › stages: Stage dependency validation failed:\nStage 'ToxicityCheck' requires artifacts \{'raw_llm_response'\}/,
    )
    expect(server.requests.length).toBe(before)
  })

  it('verifyResponse runs the stages on the given response', async () => {
    const options = { question: VENETOCLAX_QUESTION, judge: 'openai:gpt-judge', config: { replay: 'off' as const }, modelOptions: { ...loopbackOptions(server), retryPolicy: NO_RETRIES }, stages: stagesWithChecks }
    const clean = await verifyResponse(CLEAN, Venetoclax, options)
    expect(clean.pass).toBe(true)
    expect(clean.result.extensions).toEqual({ word_count: 3, word_count_passed: false, toxicity_score: 0, toxicity_passed: true })
    const toxic = await verifyResponse(TOXIC, Venetoclax, options)
    expect(toxic.pass).toBe(false)
    expect(checks(toxic.result)).toEqual({ verify: false, failure: { category: 'content', stage: 'ToxicityCheck' }, extensions: { word_count: 4, word_count_passed: false, toxicity_score: 3 / 4, toxicity_passed: false } })
    expect(toxic.message()).toContain('ToxicityCheck')
  })
})

it('ArtifactKeys.RAW_LLM_RESPONSE is what the examples require', () => {
  expect(new WordCountCheckStage().requires).toEqual([ArtifactKeys.RAW_LLM_RESPONSE])
})
