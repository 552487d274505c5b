import { mkdtempSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { Benchmark } from '../../benchmark/benchmark.js'
import { pyJsonDumps } from '../../compat/py-json.js'
import { CLASSIC_PYTHON } from '../../../test/fixtures/benchmark/checkpoint/checkpoint-fixtures.js'
import { ConfigError } from '../../errors/config-error.js'
import { pythonTemplate } from '../../python-sandbox/python-template.js'
import { exactMatch } from '../../primitives/exact-match.js'
import { dumpResultLine } from '../../results/export.js'
import { readResultsFile } from '../../results/import.js'
import type { VerificationResult } from '../../results/verification-result.js'
import { defineTemplate } from '../../template/define-template.js'
import { field } from '../../template/field.js'
import { parseBenchmarkPart, planBenchmarkTests, plannedTestOutcome, runPlannedTest, type BenchmarkTestConfig } from './plan-benchmark-tests.js'
import { ResultCollector } from '../reporting/result-collector.js'
import { renderRunSummary } from '../reporting/run-summary.js'
import { readRunRecords, RUN_DIR_ENV, type ResultAnnotations, type TestRecords } from '../result-records.js'
import { handOffResult } from './hand-off.js'
import { resolveRunnerConfig } from '../runner-config.js'

const NO_RETRIES = { connection: { max_attempts: 0 }, timeout: { max_attempts: 0 }, rate_limit: { max_attempts: 0 }, server_error: { max_attempts: 0 } }

function answerTemplate(truth: string) {
  return defineTemplate({ answer: field(z.string(), { description: 'The answer', groundTruth: truth, check: exactMatch() }) })
}

function benchmark(count: number): Benchmark {
  const b = Benchmark.create({ name: 'runner', now: () => new Date(2026, 0, 1) })
  for (let i = 1; i <= count; i++) b.addQuestion({ id: `q${i}`, question: `Question ${i}?`, rawAnswer: `a${i}`, template: answerTemplate(`a${i}`) })
  return b
}

let server: LlmServer
let dir: string
let config: BenchmarkTestConfig
beforeEach(async () => {
  server = await startLlmServer()
  dir = await mkdtemp(join(tmpdir(), 'karenina-runner-'))
  const loopback = { baseURL: server.openaiBaseURL, apiKey: 'sk-test', retryPolicy: NO_RETRIES, env: {} }
  config = {
    env: {},
    judgeModel: 'openai:gpt-judge',
    answeringModels: ['openai:gpt-answerer'],
    fixedTime: '2026-03-04T05:06:07Z',
    modelOptions: { answering: loopback, parsing: loopback },
  }
})
afterEach(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

describe('resolveRunnerConfig', () => {
  it('explicit > env > defaults, and names the variable of a bad value', () => {
    const env = { KARENINA_JUDGE_MODEL: 'anthropic:claude-haiku-4-5', KARENINA_ANSWERING_MODEL: 'openai:a, openai:b', KARENINA_MAX_CONCURRENT_REQUESTS: '3' }
    const resolved = resolveRunnerConfig(env, { judgeModel: 'openai:gpt-4.1' })
    expect(resolved).toMatchObject({ judgeModel: 'openai:gpt-4.1', answeringModels: ['openai:a', 'openai:b'], maxConcurrentRequests: 3, replay: 'off' })
    expect(() => resolveRunnerConfig({ KARENINA_REPLAY: 'rewind' })).toThrow(/KARENINA_REPLAY.*rewind/)
    expect(() => resolveRunnerConfig({ KARENINA_MAX_CONCURRENT_REQUESTS: 'many' })).toThrow(ConfigError)
  })
})

describe('planBenchmarkTests / runPlannedTest', () => {
  it('plans one test per question × answering model × replicate, titled with the question id', () => {
    const plan = planBenchmarkTests(benchmark(2), { ...config, answeringModels: ['openai:m1', 'openai:m2'], replicates: 2 })
    expect(plan.map((p) => p.title)).toEqual([
      'q1 [openai:m1] #1',
      'q1 [openai:m1] #2',
      'q1 [openai:m2] #1',
      'q1 [openai:m2] #2',
      'q2 [openai:m1] #1',
      'q2 [openai:m1] #2',
      'q2 [openai:m2] #1',
      'q2 [openai:m2] #2',
    ])
    expect(server.requests).toHaveLength(0) // planning calls nothing
  })

  it('parts split the questions into contiguous chunks that cover the benchmark once', () => {
    const b = benchmark(10)
    const parts = [1, 2, 3].map((i) => planBenchmarkTests(b, { ...config, part: `${i}/3` as const }).map((p) => p.questionId))
    expect(parts.flat()).toEqual(b.getQuestionIds())
    expect(parts.map((p) => p.length)).toEqual([3, 3, 4])
    expect(() => parseBenchmarkPart('4/3')).toThrow(/1 ≤ index ≤ count/)
  })

  it('runs a planned test through the answering model and the judge, with reproducible result ids', async () => {
    server.on({ model: 'gpt-answerer', match: 'Question 1?' }, 'The answer is a1.')
    server.on({ model: 'gpt-answerer', match: 'Question 2?' }, 'The answer is b2.')
    server.on({ model: 'gpt-judge', match: 'a1.' }, reply.json({ answer: 'a1' }))
    server.on({ model: 'gpt-judge', match: 'b2.' }, reply.json({ answer: 'b2' }))
    const [first, second] = planBenchmarkTests(benchmark(2), config)
    const pass = await runPlannedTest(first!)
    expect(plannedTestOutcome(first!, pass).pass).toBe(true)
    const wrong = await runPlannedTest(second!)
    const outcome = plannedTestOutcome(second!, wrong)
    expect(outcome.pass).toBe(false)
    expect(outcome.message()).toContain('expected the answer to q2 to verify against the template, but it is a wrong answer')
    const again = await runPlannedTest(planBenchmarkTests(benchmark(1), config)[0]!)
    expect(again.metadata.result_id).toBe(pass.metadata.result_id)
    expect(pass.metadata.raw_answer).toBe('a1')
  })
})

describe('describeBenchmark tests of a classic Python template', () => {
  it('run its verify() in the Python sandbox', { timeout: 120_000 }, async () => {
    const b = Benchmark.create({ name: 'classic', now: () => new Date(2026, 0, 1) })
    b.addQuestion({ id: 'q-classic', question: 'What is 2+2?', rawAnswer: '4', template: pythonTemplate(CLASSIC_PYTHON) })
    server.on({ model: 'gpt-answerer' }, '2 + 2 = 4')
    server.on({ model: 'gpt-judge' }, reply.json({ result: 4 }))
    const [planned] = planBenchmarkTests(b, config)
    const result = await runPlannedTest(planned!)
    expect(plannedTestOutcome(planned!, result).pass).toBe(true)
    expect(result.template?.parsed_gt_response).toEqual({ result: 4 })
  })
})

/** What a reporter reads of the run directory: the records of test `test`, handed over as a worker hands them. */
function handedOver(hand: (handOff: (result: VerificationResult, pass: boolean, annotations?: ResultAnnotations) => void) => Promise<void>): Promise<TestRecords> {
  const env = { [RUN_DIR_ENV]: mkdtempSync(join(dir, 'run-')) }
  return hand((result, pass, annotations) => handOffResult('test', result, pass, annotations, env)).then(() => readRunRecords(env[RUN_DIR_ENV]).get('test')!)
}

describe('results through the run directory, the collector and the export', () => {
  it('round-trips results through the run directory and writes a loadable v2.2 export with a summary', async () => {
    server.on({ model: 'gpt-answerer' }, reply.text('a1', { usage: { inputTokens: 10, outputTokens: 2 } }))
    server.on({ model: 'gpt-judge' }, reply.json({ answer: 'a1' }, { usage: { inputTokens: 100, outputTokens: 5 } }))
    const plan = planBenchmarkTests(benchmark(2), config)
    const ran: VerificationResult[] = []
    const carried = await handedOver(async (handOff) => {
      for (const planned of plan) {
        const result = await runPlannedTest(planned)
        ran.push(result)
        handOff(result, plannedTestOutcome(planned, result).pass)
      }
    })
    expect(carried.results.map((d) => [d.view.metadata.question_id, d.pass])).toEqual([
      ['q1', true],
      ['q2', false],
    ])

    const collector = new ResultCollector()
    collector.addCarried(carried)
    const file = join(dir, 'out', 'karenina-results.json')
    await collector.write(file, { jobId: 'job-1' })
    const loaded = await readResultsFile(file)
    expect(loaded.results.map(dumpResultLine)).toEqual(ran.map(dumpResultLine))
    // Python floats stay floats (granular 1.0 is not written back as 1).
    expect(pyJsonDumps(loaded.results[0]!.template?.verify_granular_result)).toBe('1.0')
    expect(loaded.metadata).toMatchObject({ job_id: 'job-1', job_summary: { total_questions: 2, successful_count: 1, failed_count: 1 } })
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ format_version: '2.2' })

    const summary = collector.summary({ resultsFile: 'karenina-results.json' })
    expect(summary).toContain('Karenina: 2 results, 1 passed, 1 failed (50.0%) → karenina-results.json')
    expect(summary).toContain('langchain:gpt-answerer  1/2 passed (50.0%)')
    expect(summary).toContain('✗ q2 (langchain:gpt-answerer): wrong answer')
    expect(summary).toContain('Tokens: 220 in, 14 out (234 total)')
  })

  it('names results by test title and model as written, and tallies wrong answers asserted with .not as expected failures', async () => {
    server.on({ model: 'gpt-answerer' }, reply.text('a1'))
    server.on({ model: 'gpt-judge' }, reply.json({ answer: 'a1' }))
    const plan = planBenchmarkTests(benchmark(3), config)
    expect(plan[0]!.answeringModelId).toBe('openai:gpt-answerer')
    const carried = await handedOver(async (handOff) => {
      for (const [i, planned] of plan.entries()) {
        const result = await runPlannedTest(planned)
        // q2 and q3 answer a1: wrong, and their tests assert it with `.not`.
        handOff(result, plannedTestOutcome(planned, result).pass, { model: planned.answeringModelId, negated: i > 0 })
      }
    })
    const collector = new ResultCollector()
    collector.addCarried(carried, { title: 'suite > wrong answers' })
    const summary = collector.summary()
    expect(summary).toContain('Karenina: 3 results, 1 passed, 2 wrong answers, both asserted with .not (33.3%)')
    expect(summary).not.toContain('failed')
    expect(summary).toContain('openai:gpt-answerer  1/3 passed')
    expect(summary).not.toContain('langchain:')
    expect(summary).toContain('Expected failures (asserted with .not):\n    ○ suite > wrong answers (openai:gpt-answerer): wrong answer')
    expect(summary).not.toContain('Failing:')

    // A right answer asserted with `.not` failed its test: listed as failing, with why.
    const [right] = collector.entries
    const negatedRight = renderRunSummary([{ ...right!, negated: true }])
    expect(negatedRight).toContain('Karenina: 1 result, 1 passed, 0 failed, 1 passed but asserted with .not (its test failed)')
    expect(negatedRight).toContain('✗ suite > wrong answers (openai:gpt-answerer): passed, but the test asserted .not')
  })
})

describe('describeBenchmark with question workspaces', () => {
  it('passes each question its workspace: the agentic judge investigates the copy of that question', async () => {
    const { mkdirSync, writeFileSync, readdirSync } = await import('node:fs')
    for (const [id, content] of [['q1', 'a1'], ['q2', 'zz']] as const) {
      mkdirSync(join(dir, id))
      writeFileSync(join(dir, id, 'answer.txt'), content)
    }
    const b = Benchmark.create({ name: 'ws', workspaceRoot: dir })
    for (const i of [1, 2]) b.addQuestion({ id: `q${i}`, question: `Question ${i}?`, rawAnswer: `a${i}`, template: answerTemplate(`a${i}`), workspacePath: `q${i}` })
    server.on({ model: 'gpt-answerer' }, 'See answer.txt.')
    server.on({ model: 'gpt-judge', match: (r) => r.tools.length > 0 && !r.messages.some((m) => m.role === 'tool') }, reply.toolCall('read_file', { path: 'answer.txt' }))
    server.on({ model: 'gpt-judge', match: (r) => r.tools.length > 0 }, (r) => JSON.stringify({ answer: r.messages.filter((m) => m.role === 'tool').at(-1)!.text }))
    server.on({ model: 'gpt-judge' }, (r) => reply.json(JSON.parse(r.lastUserText.replace('Investigation report:\n\n', '')) as never))
    const [first, second] = planBenchmarkTests(b, { ...config, verification: { agentic_parsing: true, agentic_tool_loop_judges: true } })
    expect(plannedTestOutcome(first!, await runPlannedTest(first!)).pass).toBe(true)
    expect(plannedTestOutcome(second!, await runPlannedTest(second!)).pass).toBe(false)
    expect(readdirSync(dir).sort()).toEqual(['q1', 'q2'])
  })
})
