import { fault, reply, startLlmServer, type LlmServer, type NormalizedRequest, type Reply } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { RetryPolicyInput } from '../config/retry-policy.js'
import { exportResults } from '../results/export.js'
import { loadResults } from '../results/import.js'
import { VerificationResultSchema } from '../results/verification-result.js'
import { batchBenchmark, batchConfig, qid, questionNumber } from '../../test/fixtures/batch/batch-fixtures.js'
import { runVerification } from './run-verification.js'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

const fast = { backoff_min: 0.001, backoff_max: 0.002 }
const POLICY: RetryPolicyInput = {
  connection: { max_attempts: 1, ...fast },
  timeout: { max_attempts: 0 },
  rate_limit: { max_attempts: 2, ...fast },
  server_error: { max_attempts: 1, ...fast },
}

/** The question a request is about: its own text (answering) or the tagged answer anywhere in it (judging). */
function about(request: Pick<NormalizedRequest, 'lastUserText' | 'messages'>): number | null {
  return questionNumber(request.lastUserText) ?? questionNumber(JSON.stringify(request.messages))
}

/** Ten fault kinds, spread over the questions by `i % 10`, and what each must end as. */
const KINDS: { name: string; answer?: () => Reply; answerOnce?: () => Reply; judge?: () => Reply; judgeOnce?: () => Reply; failure: string | null; stage?: string }[] = [
  { name: 'happy path', failure: null },
  { name: '429 once, with retry-after', answerOnce: () => fault.rateLimit({ retryAfterMs: 30 }), failure: null },
  { name: '429 every time', answer: () => fault.rateLimit({ retryAfterMs: 2 }), failure: 'rate_limit', stage: 'GenerateAnswer' },
  { name: '500 every time', answer: () => fault.serverError(500), failure: 'server_error', stage: 'GenerateAnswer' },
  { name: 'answer hangs past request_timeout', answer: () => fault.hang(), failure: 'timeout', stage: 'GenerateAnswer' },
  { name: 'malformed JSON body', answer: () => fault.malformedJson(), failure: 'server_error', stage: 'GenerateAnswer' },
  { name: 'judge violates the schema every time', judge: () => fault.schemaViolation(), failure: 'parsing', stage: 'parse_template' },
  { name: 'empty answer', answer: () => fault.empty(), failure: 'parsing', stage: 'parse_template' },
  { name: 'judge 500 once', judgeOnce: () => fault.serverError(500), failure: null },
  { name: 'judge hangs past request_timeout', judge: () => fault.hang(), failure: 'timeout', stage: 'parse_template' },
]

function script(server: LlmServer, n: number): void {
  for (let i = 0; i < n; i++) {
    const kind = KINDS[i % KINDS.length]!
    const mine = (r: NormalizedRequest) => about(r) === i
    if (kind.answerOnce) server.on({ model: 'gpt-answerer', match: mine, times: 1 }, kind.answerOnce())
    if (kind.answer) server.on({ model: 'gpt-answerer', match: mine }, kind.answer())
    if (kind.judgeOnce) server.on({ model: 'gpt-judge', match: mine, times: 1 }, kind.judgeOnce())
    if (kind.judge) server.on({ model: 'gpt-judge', match: mine }, kind.judge())
  }
  server.on({ model: 'gpt-answerer' }, (r) => `The target is BCL2 [q${about(r)}]`)
  server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
}

describe('runVerification — 50 questions with faults spread over them', () => {
  it('gives every question a valid VerificationResult with the right failure kind', async () => {
    const N = 50
    script(server, N)
    // A hung call ends at request_timeout; the margin keeps answered calls under it with both cores busy.
    const results = await runVerification(
      batchBenchmark(N),
      batchConfig(server, { async_max_workers: 8, request_timeout: 5, retry_policy: POLICY }),
      { env: {} },
    )
    expect(results.results).toHaveLength(N)
    expect(results.getQuestionIds()).toEqual(Array.from({ length: N }, (_, i) => qid(i)))
    for (let i = 0; i < N; i++) {
      const kind = KINDS[i % KINDS.length]!
      const result = results.results.find((r) => r.metadata.question_id === qid(i))!
      const roundTrip = VerificationResultSchema.safeParse(JSON.parse(JSON.stringify(result)))
      expect(roundTrip.success, `${qid(i)} (${kind.name}) parses`).toBe(true)
      expect(result.metadata.failure?.category ?? null, `${qid(i)} (${kind.name})`).toBe(kind.failure)
      if (kind.stage) expect(result.metadata.failure?.stage, `${qid(i)} (${kind.name}) stage`).toBe(kind.stage)
      if (kind.failure === null) expect(result.template?.verify_result, `${qid(i)} (${kind.name}) verdict`).toBe(true)
    }

    // The 429 with retry-after: retried once, after the wait the server asked for.
    const q1 = results.results.find((r) => r.metadata.question_id === qid(1))!
    expect(q1.metadata.retry_counts?.rate_limit).toEqual({ used: 1, budget: 2 })
    const q1Calls = server.requests.filter((r) => r.model === 'gpt-answerer' && questionNumber(r.lastUserText) === 1)
    expect(q1Calls.map((r) => r.reply?.status)).toEqual([429, 200])
    expect(q1Calls[1]!.timestamp - q1Calls[0]!.timestamp).toBeGreaterThanOrEqual(25)
    // Exhausted budgets: 1 + retries calls, no more.
    expect(server.requests.filter((r) => r.model === 'gpt-answerer' && questionNumber(r.lastUserText) === 2)).toHaveLength(3)
    expect(server.requests.filter((r) => r.model === 'gpt-answerer' && questionNumber(r.lastUserText) === 3)).toHaveLength(2)
    // Failed answers are never judged.
    for (const i of [2, 3, 4, 5]) expect(server.requests.filter((r) => r.model === 'gpt-judge' && about(r) === i), `q${i}`).toHaveLength(0)

    // The whole mixed set survives Karenina's v2.2 export: importing gives the same results, and exporting
    // those again gives the same result lines, byte for byte.
    const text = exportResults(results)
    const loaded = loadResults(text)
    expect(loaded.results).toHaveLength(N)
    expect(JSON.parse(JSON.stringify(loaded.results))).toEqual(JSON.parse(JSON.stringify(results.results)))
    const resultLines = (t: string) => t.slice(t.indexOf('"results":['))
    expect(resultLines(exportResults(loaded))).toBe(resultLines(text))
    expect(new Set(loaded.results.map((r) => r.metadata.failure?.category ?? 'none'))).toEqual(
      new Set(['none', 'rate_limit', 'server_error', 'timeout', 'parsing']),
    )
  }, 120_000)
})

describe('runVerification — a failed answer is not shared', () => {
  it('lets the next judge generate afresh (default); compat mode shares the empty answer as Karenina does', async () => {
    server.on({ model: 'gpt-answerer', match: /Question 0:/, times: 2 }, fault.serverError(500))
    server.on({ model: 'gpt-answerer' }, (r) => `The target is BCL2 [q${about(r)}]`)
    server.on({ model: /judge/ }, reply.json({ target: 'BCL2' }))
    const config = batchConfig(server, { async_enabled: false, retry_policy: { ...POLICY, server_error: { max_attempts: 0 } } }, ['gpt-judge-a', 'gpt-judge-b', 'gpt-judge-c'])
    const results = await runVerification(batchBenchmark(1), config, { env: {} })
    // Judges a and b each tried (and got 500), c generated the answer.
    expect(results.results.map((r) => r.metadata.failure?.category ?? null)).toEqual(['server_error', 'server_error', null])
    expect(server.requests.filter((r) => r.model === 'gpt-answerer')).toHaveLength(3)

    server.reset()
    server.on({ model: 'gpt-answerer', times: 1 }, fault.serverError(500))
    server.on({ model: 'gpt-answerer' }, (r) => `The target is BCL2 [q${about(r)}]`)
    server.on({ model: /judge/ }, reply.json({ target: 'BCL2' }))
    const compat = await runVerification(batchBenchmark(1), { ...config, compat: 'karenina-python' }, { env: {} })
    expect(server.requests.filter((r) => r.model === 'gpt-answerer')).toHaveLength(1)
    expect(compat.results[0]!.metadata.failure?.category).toBe('server_error')
    expect(compat.results.slice(1).map((r) => r.template?.raw_llm_response)).toEqual(['', ''])
  })
})
