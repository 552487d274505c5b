// describeBenchmark({ regrade }) at the adapter kit: planned and run against the loopback server (the real runners
// are in test/adapters/regrade.test.ts). Stored answers given in code: results and a ReplayStore.
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { Benchmark } from '../../benchmark/benchmark.js'
import { ConfigError } from '../../errors/config-error.js'
import { exactMatch } from '../../primitives/exact-match.js'
import { ReplayStore } from '../../replay-store/replay-store.js'
import { defineTemplate } from '../../template/define-template.js'
import { field } from '../../template/field.js'
import { assertRegradeOptions, planBenchmarkTests, plannedTestOutcome, runPlannedTest, type BenchmarkTestConfig } from './plan-benchmark-tests.js'

const NO_RETRIES = { connection: { max_attempts: 0 }, timeout: { max_attempts: 0 }, rate_limit: { max_attempts: 0 }, server_error: { max_attempts: 0 } }
const Answer = defineTemplate({ answer: field(z.string(), { description: 'The answer', groundTruth: 'a1', check: exactMatch() }) })
const bench = Benchmark.create({
  name: 'regrade',
  now: () => new Date(2026, 0, 1),
  questions: [
    { id: 'q1', question: 'Question 1?', rawAnswer: 'a1', template: Answer },
    { id: 'q2', question: 'Question 2?', rawAnswer: 'a1', template: Answer },
  ],
})

let server: LlmServer
let config: BenchmarkTestConfig
const answering = () => server.requests.filter((r) => r.model === 'gpt-answerer').length
beforeEach(async () => {
  server = await startLlmServer()
  server.on({ model: 'gpt-answerer' }, 'The answer is b2.')
  server.on({ model: 'gpt-judge' }, reply.json({ answer: 'b2' }))
  server.on({ model: 'gpt-judge-lenient' }, reply.json({ answer: 'a1' }))
  const loopback = { baseURL: server.openaiBaseURL, apiKey: 'sk-test', retryPolicy: NO_RETRIES, env: {} }
  config = { env: {}, judgeModel: 'openai:gpt-judge', answeringModels: ['openai:gpt-answerer'], fixedTime: '2026-03-04T05:06:07Z', modelOptions: { answering: loopback, parsing: loopback } }
})
afterEach(async () => {
  await server.close()
})

describe('planBenchmarkTests({ regrade })', () => {
  it('re-judges stored results with the new judge, with zero answering calls; a question without one fails naming it', async () => {
    const [first] = planBenchmarkTests(bench, { ...config, questionIds: ['q1'] })
    const stored = await runPlannedTest(first!)
    expect(plannedTestOutcome(first!, stored).pass).toBe(false)
    expect(answering()).toBe(1)

    const plan = planBenchmarkTests(bench, { ...config, judgeModel: 'openai:gpt-judge-lenient', regrade: [stored] })
    expect(plan.map((p) => [p.title, p.answeringModel, p.regrade?.hasAnswer])).toEqual([
      ['q1', 'langchain:gpt-answerer', true],
      ['q2', 'langchain:gpt-answerer', false],
    ])
    const regraded = await runPlannedTest(plan[0]!)
    expect(plannedTestOutcome(plan[0]!, regraded).pass).toBe(true)
    expect(regraded.template?.raw_llm_response).toBe(stored.template?.raw_llm_response)
    expect(regraded.metadata.answering).toEqual(stored.metadata.answering)
    expect(regraded.extensions?.['cache']).toMatchObject({ stages: ['GenerateAnswer'], source: 'results' })

    const missing = await runPlannedTest(plan[1]!)
    const outcome = plannedTestOutcome(plan[1]!, missing)
    expect(outcome.pass).toBe(false)
    expect(outcome.message()).toBe(
      'no stored answer to question q2 from langchain:gpt-answerer in results: describeBenchmark({ regrade }) re-judges stored answers and never asks the answering model. Re-run the answering side for this question, or leave it out (questionIds)',
    )
    expect(missing.metadata.failure?.reason).toMatch(/^Replay strict miss/)
    expect(answering()).toBe(1)
  })

  it('takes a ReplayStore: one test per stored model and replicate, titled with the stored model', async () => {
    const store = new ReplayStore()
    for (const model of ['langchain:gpt-a', 'langchain:gpt-b']) {
      for (const replicate of [1, 2]) store.register({ question_id: 'q1', answering_model_id: model, replicate }, { raw_trace: `${model} says a1 (${replicate})` })
    }
    const plan = planBenchmarkTests(bench, { ...config, judgeModel: 'openai:gpt-judge-lenient', regrade: store, questionIds: ['q1'] })
    expect(plan.map((p) => p.title)).toEqual(['q1 [langchain:gpt-a] #1', 'q1 [langchain:gpt-a] #2', 'q1 [langchain:gpt-b] #1', 'q1 [langchain:gpt-b] #2'])
    const results = await Promise.all(plan.map((p) => runPlannedTest(p)))
    expect(results.map((r) => [r.metadata.answering.model_name, r.metadata.replicate, r.template?.raw_llm_response, r.template?.verify_result])).toEqual([
      ['gpt-a', 1, 'langchain:gpt-a says a1 (1)', true],
      ['gpt-a', 2, 'langchain:gpt-a says a1 (2)', true],
      ['gpt-b', 1, 'langchain:gpt-b says a1 (1)', true],
      ['gpt-b', 2, 'langchain:gpt-b says a1 (2)', true],
    ])
    expect(answering()).toBe(0)
  })

  it('refuses what the stored run fixes beside regrade, and a regrade that is no stored answers', () => {
    expect(() => assertRegradeOptions({ regrade: 'run.json', answeringModels: ['openai:gpt-4.1'] })).toThrow(ConfigError)
    expect(() => assertRegradeOptions({ regrade: 'run.json', replicates: 3 })).toThrow(/describeBenchmark options › replicates: cannot be given with regrade/)
    expect(() => assertRegradeOptions({ regrade: 'run.json', verification: { replay_store: new ReplayStore() } })).toThrow(/verification.replay_store: cannot be given with regrade/)
    expect(() => assertRegradeOptions({ answeringModels: ['openai:gpt-4.1'] })).not.toThrow()
    expect(() => planBenchmarkTests(bench, { ...config, regrade: 42 as never })).toThrow(/regrade: expected a file path \(a results file/)
    expect(() => planBenchmarkTests(bench, { ...config, regrade: '/nonexistent/run.json' })).toThrow(/cannot read the stored answers \/nonexistent\/run.json/)
  })
})
