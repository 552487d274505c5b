import { fault, reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ConfigError } from '../errors/config-error.js'
import { ValidationError } from '../errors/validation-error.js'
import { VerificationBatchError } from '../results/verification-batch-error.js'
import { modelCanonicalKey } from '../config/model-identity.js'
import { VerificationResultSchema, type VerificationResult } from '../results/verification-result.js'
import { batchBenchmark, batchConfig, qid, questionNumber, scriptHappyPath, steppingClock } from '../../test/fixtures/batch/batch-fixtures.js'
import type { VerificationProgressEvent } from '../scenario/run/progress-event.js'
import { runVerification } from './run-verification.js'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

const answerCalls = () => server.requests.filter((r) => r.model === 'gpt-answerer')

function expectValid(result: VerificationResult): void {
  expect(VerificationResultSchema.safeParse(JSON.parse(JSON.stringify(result))).success).toBe(true)
}

describe('runVerification — one answer shared by the judges', () => {
  it('makes one answering call per question whatever the number of judges, and every judge gets that answer', async () => {
    scriptHappyPath(server, { answererDelayMs: 30 })
    const results = await runVerification(batchBenchmark(5), batchConfig(server, { async_max_workers: 4 }, ['gpt-judge-a', 'gpt-judge-b', 'gpt-judge-c']), {
      env: {},
      now: steppingClock(),
    })
    expect(results.results).toHaveLength(15)
    // Exactly one answering request per question in the server log.
    const perQuestion = new Map<number, number>()
    for (const r of answerCalls()) perQuestion.set(questionNumber(r.lastUserText)!, (perQuestion.get(questionNumber(r.lastUserText)!) ?? 0) + 1)
    expect([...perQuestion.entries()].sort((a, b) => a[0] - b[0])).toEqual([0, 1, 2, 3, 4].map((i) => [i, 1]))
    expect(results.groupByQuestion().size).toBe(5)
    for (const [question, group] of results.groupByQuestion()) {
      const raw = new Set(group.results.map((r) => r.template?.raw_llm_response))
      expect(raw.size, question).toBe(1)
      expect([...raw][0]).toContain('BCL2')
      // Every judge reports the shared answer's usage.
      const usage = new Set(group.results.map((r) => JSON.stringify(r.template?.usage_metadata?.answer_generation)))
      expect(usage.size).toBe(1)
      expect(group.results.map((r) => r.metadata.parsing.model_name).sort()).toEqual(['gpt-judge-a', 'gpt-judge-b', 'gpt-judge-c'])
    }
    for (const r of results) {
      expect(r.metadata.failure).toBeNull()
      expect(r.template?.verify_result).toBe(true)
      expectValid(r)
    }
  })

  it('propagates raw_answer (compat mode reproduces its loss) and keeps keywords and run name', async () => {
    scriptHappyPath(server)
    const fixed = await runVerification(batchBenchmark(1), batchConfig(server), { env: {}, runName: 'nightly' })
    expect(fixed.results[0]!.metadata).toMatchObject({ raw_answer: 'BCL2', keywords: ['apoptosis'], run_name: 'nightly', replicate: null })
    const compat = await runVerification(batchBenchmark(1), batchConfig(server, { compat: 'karenina-python' }), { env: {} })
    expect(compat.results[0]!.metadata.raw_answer).toBeNull()
    expect(compat.results[0]!.metadata.run_name).toMatch(/^run_[0-9a-f]{8}$/)
  })
})

describe('runVerification — manual answers', () => {
  it('keeps two manual answering models apart (their ids both default to "manual")', async () => {
    server.on({ model: /judge/ }, (request) => {
      const said = /The target is (\w+)/.exec(JSON.stringify(request.messages))?.[1] ?? 'none'
      return JSON.stringify({ target: said })
    })
    const benchmark = batchBenchmark(2)
    const traces = (target: string) => Object.fromEntries(benchmark.getFinishedQuestions().map((q) => [q.id, `The target is ${target}`]))
    const config = batchConfig(server, {
      answering_models: [
        { interface: 'manual', model_name: 'careful-bot', manual_traces: traces('BCL2') },
        { interface: 'manual', model_name: 'hasty-bot', manual_traces: traces('MCL1') },
      ],
    })
    const results = await runVerification(benchmark, config, { env: {} })
    expect(results.results).toHaveLength(4)
    for (const r of results.results) {
      const expected = r.metadata.answering.model_name === 'careful-bot'
      expect(r.template?.verify_result, `${r.metadata.question_id} by ${r.metadata.answering.model_name}`).toBe(expected)
    }
  })
})

describe('runVerification — replicates', () => {
  it('runs each replicate as its own task with its own answer', async () => {
    scriptHappyPath(server)
    const results = await runVerification(batchBenchmark(2), batchConfig(server, { replicate_count: 3 }, ['gpt-judge-a', 'gpt-judge-b']), { env: {} })
    expect(results.results).toHaveLength(12)
    expect(answerCalls()).toHaveLength(6)
    const reps = results.results.map((r) => `${r.metadata.question_id}/${r.metadata.parsing.model_name}/${r.metadata.replicate}`).sort()
    expect(reps).toEqual(
      [qid(0), qid(1)].flatMap((q) => ['gpt-judge-a', 'gpt-judge-b'].flatMap((j) => [1, 2, 3].map((rep) => `${q}/${j}/${rep}`))).sort(),
    )
    expect(new Set(results.results.map((r) => r.metadata.result_id)).size).toBe(12)
    // The judges of one replicate share its answer.
    for (const q of [qid(0), qid(1)]) {
      for (const rep of [1, 2, 3]) {
        const group = results.results.filter((r) => r.metadata.question_id === q && r.metadata.replicate === rep)
        expect(new Set(group.map((r) => r.template?.raw_llm_response)).size).toBe(1)
      }
    }
  })
})

describe('runVerification — ordering and concurrency', () => {
  it('runs tasks in prefix_cache order with one worker, and results come in completion order', async () => {
    scriptHappyPath(server)
    const benchmark = batchBenchmark(3)
    const config = batchConfig(server, { async_enabled: false, task_ordering: 'prefix_cache' }, ['gpt-judge-b', 'gpt-judge-a'])
    const results = await runVerification(benchmark, config, { env: {} })
    const order = results.results.map((r) => `${r.metadata.question_id}:${r.metadata.parsing.model_name}`)
    expect(order).toEqual([qid(0), qid(1), qid(2)].flatMap((q) => [`${q}:gpt-judge-a`, `${q}:gpt-judge-b`]))
    expect(server.requests.map((r) => r.model)).toEqual(['gpt-answerer', 'gpt-judge-a', 'gpt-judge-b', 'gpt-answerer', 'gpt-judge-a', 'gpt-judge-b', 'gpt-answerer', 'gpt-judge-a', 'gpt-judge-b'])
  })

  it('never has more than async_max_workers tasks in flight', async () => {
    scriptHappyPath(server, { answererDelayMs: 15, judgeDelayMs: 15 })
    await runVerification(batchBenchmark(24), batchConfig(server, { async_max_workers: 5 }), { env: {} })
    expect(server.stats.maxInFlight).toBeLessThanOrEqual(5)
    expect(server.stats.maxInFlight).toBeGreaterThanOrEqual(4)
  })

  it('caps requests in flight at max_concurrent_requests across answering and judge models', async () => {
    scriptHappyPath(server, { answererDelayMs: 15, judgeDelayMs: 15 })
    const results = await runVerification(batchBenchmark(24), batchConfig(server, { async_max_workers: 12, max_concurrent_requests: 3 }, ['gpt-judge-a', 'gpt-judge-b']), {
      env: {},
    })
    expect(results.results).toHaveLength(48)
    expect(server.stats.maxInFlight).toBeLessThanOrEqual(3)
    expect(server.stats.maxInFlight).toBe(3)
  })

  it('caps the tasks of one answerer with answerer_concurrency_limits', async () => {
    scriptHappyPath(server, { answererDelayMs: 20 })
    await runVerification(batchBenchmark(10), batchConfig(server, { async_max_workers: 8, answerer_concurrency_limits: 2 }), { env: {} })
    expect(server.stats.maxInFlight).toBeLessThanOrEqual(2)
  })
})

describe('runVerification — progress, cancellation, timeout', () => {
  it('reports task starts and finishes with counts', async () => {
    scriptHappyPath(server)
    const events: VerificationProgressEvent[] = []
    await runVerification(batchBenchmark(3), batchConfig(server, { async_max_workers: 2 }, ['gpt-judge-a', 'gpt-judge-b']), {
      env: {},
      onProgress: (e) => events.push(e),
    })
    expect(events[0]).toEqual({ type: 'run-started', total: 6, resumed: 0, toRun: 6 })
    const started = events.filter((e) => e.type === 'task-started')
    const finished = events.filter((e) => e.type === 'task-finished')
    expect(started).toHaveLength(6)
    expect(finished.map((e) => e.completed)).toEqual([1, 2, 3, 4, 5, 6])
    expect(finished.every((e) => e.total === 6 && e.running <= 1)).toBe(true)
    expect(started.every((e) => e.running >= 1 && e.running <= 2)).toBe(true)
    const first = finished[0]!
    expect(first.task.answeringKey).toBe(modelCanonicalKey(first.result.metadata.answering))
  })

  it('stops scheduling on abort and keeps the finished results', async () => {
    scriptHappyPath(server, { answererDelayMs: 20, judgeDelayMs: 20 })
    const controller = new AbortController()
    let finished = 0
    let startedAfterAbort = 0
    const run = runVerification(batchBenchmark(30), batchConfig(server, { async_max_workers: 3 }), {
      env: {},
      signal: controller.signal,
      onProgress: (e) => {
        if (e.type === 'task-started' && controller.signal.aborted) startedAfterAbort++
        if (e.type === 'task-finished' && ++finished === 5) controller.abort(new Error('user cancelled'))
      },
    })
    const error = await run.then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(VerificationBatchError)
    const batch = error as VerificationBatchError
    expect(batch.reason).toBe('aborted')
    // The 5th, plus any task that had finished just before the abort.
    const kept = batch.partialResults.results.length
    expect(kept).toBeGreaterThanOrEqual(5)
    expect(kept).toBeLessThanOrEqual(5 + 3)
    expect(batch.unfinished).toBe(30 - kept)
    expect((batch.cause as Error).message).toBe('user cancelled')
    for (const r of batch.partialResults) {
      expect(r.metadata.failure).toBeNull()
      expectValid(r)
    }
    // Nothing new started after the abort (the run's own events, not a quiet spell in the server's log, which a
    // busy machine can stretch): at most the tasks in flight then had sent an answering request.
    expect(startedAfterAbort).toBe(0)
    expect(answerCalls().length).toBeLessThanOrEqual(5 + 3)
  })

  it('rejects at once when the signal is already aborted', async () => {
    await expect(runVerification(batchBenchmark(1), batchConfig(server), { env: {}, signal: AbortSignal.abort() })).rejects.toThrow()
    expect(server.requests).toHaveLength(0)
  })

  it('stops after batch_timeout_seconds with the finished results', async () => {
    // Two questions answer, the others never do: what the timeout returns does not depend on the machine's speed.
    server.on({ model: /answerer/ }, (request) => {
      const n = questionNumber(request.lastUserText)!
      return n < 2 ? `The target is BCL2 [q${n}]` : fault.hang()
    })
    server.on({ model: /judge/ }, reply.json({ target: 'BCL2' }))
    const error = await runVerification(batchBenchmark(40), batchConfig(server, { async_max_workers: 2, batch_timeout_seconds: 1 }), { env: {} }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(VerificationBatchError)
    const batch = error as VerificationBatchError
    expect(batch.reason).toBe('timeout')
    expect(batch.partialResults.results.map((r) => r.metadata.question_id).sort()).toEqual([qid(0), qid(1)])
    expect(batch.unfinished).toBe(38)
  })
})

describe('runVerification — misuse throws before any call', () => {
  it('rejects unknown question ids, missing templates and parsing_only', async () => {
    const benchmark = batchBenchmark(1)
    await expect(runVerification(benchmark, batchConfig(server), { env: {}, questionIds: ['nope'] })).rejects.toThrow(ValidationError)
    benchmark.addQuestion({ id: 'bare', question: 'No template?', rawAnswer: 'x' })
    await expect(runVerification(benchmark, batchConfig(server), { env: {} })).rejects.toThrow(/bare.*no answer template/)
    await expect(runVerification(batchBenchmark(1), batchConfig(server, { parsing_only: true }), { env: {} })).rejects.toThrow(ConfigError)
    // The message points to APIs that exist (it once said "use TaskEval", which karenina-ts does not have).
    const refused = await runVerification(batchBenchmark(1), batchConfig(server, { parsing_only: true }), { env: {} }).catch((e: unknown) => String(e))
    expect(refused).not.toContain('TaskEval')
    expect(refused).toContain("interface: 'manual'")
    expect(refused).toContain('verifyResponse(answer, template)')
    const karenina = await import('../index.js')
    expect(typeof karenina.verifyResponse).toBe('function')
    await expect(karenina.resolveModel({ interface: 'manual', manual_traces: { q0: 'BCL2' } }, { env: {} })).resolves.toBeDefined()
    await expect(runVerification(batchBenchmark(1), batchConfig(server, { agentic_parsing: true }), { env: {} })).rejects.toThrow(ConfigError)
    expect(server.requests).toHaveLength(0)
  })

  it('runs a question whose stored template cannot run here to a template_validation failure naming it', async () => {
    scriptHappyPath(server)
    const benchmark = batchBenchmark(1)
    const problem = 'question "classic" has a classic template with custom verify() code; register a TS implementation'
    benchmark.addQuestion({ id: 'classic', question: 'Classic?', rawAnswer: 'x', templateProblem: problem })
    const results = await runVerification(benchmark, batchConfig(server), { env: {} })
    const classic = results.results.find((r) => r.metadata.question_id === 'classic')!
    expect(classic.metadata.failure?.category).toBe('template_validation')
    expect(classic.metadata.failure?.reason).toContain(problem)
    expect(results.results.find((r) => r.metadata.question_id === qid(0))!.template?.verify_result).toBe(true)
    // Only the runnable question reached the models.
    expect(answerCalls()).toHaveLength(1)
  })

  it('only runs finished questions by default', async () => {
    scriptHappyPath(server)
    const benchmark = batchBenchmark(3)
    benchmark.markUnfinished(qid(1))
    const results = await runVerification(benchmark, batchConfig(server), { env: {} })
    expect(results.getQuestionIds()).toEqual([qid(0), qid(2)])
  })
})
