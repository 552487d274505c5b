import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadReplayStore, saveReplayStore } from '../replay-store/replay-store-file.js'
import { ReplayStore } from '../replay-store/replay-store.js'
import { batchBenchmark, batchConfig, qid, scriptHappyPath } from '../../test/fixtures/batch/batch-fixtures.js'
import { runVerification } from './run-verification.js'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

const answerCalls = () => server.requests.filter((r) => r.model === 'gpt-answerer')
const judgeCalls = () => server.requests.filter((r) => r.model === 'gpt-judge')

describe('runVerification with a replay store (config replay_store)', () => {
  it('replays answers, parsed fields and verdicts read back from a store file; only the trace-only entry is judged', async () => {
    scriptHappyPath(server)
    const written = new ReplayStore({ miss_policy: 'strict' })
    written.register({ question_id: qid(0) }, { raw_trace: 'The target is BCL2.', parsed_answer_fields: { target: 'BCL2' } })
    written.register({ question_id: qid(1) }, { raw_trace: 'It is MCL1.', verify_result: false })
    written.register({ question_id: qid(2), replicate: 1 }, { raw_trace: 'Replicate 1 says BCL2.' })
    written.register({ question_id: qid(2), replicate: 2 }, { raw_trace: 'Replicate 2 says BCL2.' })
    const file = join(mkdtempSync(join(tmpdir(), 'karenina-replay-run-')), 'store.json')
    await saveReplayStore(written, file)

    const results = await runVerification(batchBenchmark(3), batchConfig(server, { replay_store: await loadReplayStore(file), replicate_count: 2 }), { env: {} })
    expect(answerCalls()).toHaveLength(0)
    // q002's two replicates have traces only: one judge call each.
    expect(judgeCalls()).toHaveLength(2)
    const byQuestion = (id: string) => [...results].filter((r) => r.metadata.question_id === id)
    expect(byQuestion(qid(0)).map((r) => r.template?.verify_result)).toEqual([true, true])
    expect(byQuestion(qid(1)).map((r) => r.template?.verify_result)).toEqual([false, false])
    expect(byQuestion(qid(2)).map((r) => [r.metadata.replicate, r.template?.raw_llm_response]).sort()).toEqual([
      [1, 'Replicate 1 says BCL2.'],
      [2, 'Replicate 2 says BCL2.'],
    ])
    expect(byQuestion(qid(2)).every((r) => r.template?.verify_result === true)).toBe(true)
  })

  it('a strict store fails the questions it has no entry for, with no answering call', async () => {
    scriptHappyPath(server)
    const replay = new ReplayStore({ miss_policy: 'strict', entries: [[{ question_id: qid(0) }, { raw_trace: 'BCL2', parsed_answer_fields: { target: 'BCL2' } }]] })
    const results = await runVerification(batchBenchmark(2), batchConfig(server, { replay_store: replay }), { env: {} })
    expect(server.requests).toHaveLength(0)
    const [hit, miss] = [...results].sort((a, b) => a.metadata.question_id.localeCompare(b.metadata.question_id))
    expect(hit!.template?.verify_result).toBe(true)
    expect(miss!.metadata.failure?.reason).toMatch(new RegExp(`^Replay strict miss: .*"question_id":"${qid(1)}"`))
  })

  it('toReplayStore() captures a live run; replaying it makes no request and reproduces the verdicts', async () => {
    scriptHappyPath(server)
    const live = await runVerification(batchBenchmark(2), batchConfig(server, { replicate_count: 2 }), { env: {} })
    const liveRequests = server.requests.length
    expect(liveRequests).toBe(8)
    const captured = live.toReplayStore({ missPolicy: 'strict' })
    expect(captured.entries).toHaveLength(4)
    const [key, entry] = captured.entries.find(([k]) => k.question_id === qid(1) && k.replicate === 2)!
    expect(key).toEqual({ question_id: qid(1), scenario_id: null, scenario_node: null, answering_model_id: expect.stringContaining('gpt-answerer'), visit_index: null, replicate: 2 })
    expect(entry).toMatchObject({ raw_trace: '--- AI Message ---\nThe target is BCL2 [q1]', parsed_answer_fields: { target: 'BCL2' }, verify_result: true })
    expect(entry.usage_metadata).toHaveProperty('answer_generation')

    const file = join(mkdtempSync(join(tmpdir(), 'karenina-replay-capture-')), 'captured.json')
    await saveReplayStore(captured, file)
    const replayed = await runVerification(batchBenchmark(2), batchConfig(server, { replicate_count: 2, replay_store: await loadReplayStore(file) }), { env: {} })
    expect(server.requests.length).toBe(liveRequests)
    const verdicts = (set: Iterable<{ metadata: { question_id: string; replicate?: number | null }; template?: { verify_result?: unknown; raw_llm_response?: string } | null }>) =>
      [...set].map((r) => `${r.metadata.question_id}/${r.metadata.replicate}:${String(r.template?.verify_result)}:${r.template?.raw_llm_response}`).sort()
    expect(verdicts(replayed)).toEqual(verdicts(live))
  })

  it('several judges of a replayed answer each judge the recorded trace (no answering call)', async () => {
    scriptHappyPath(server)
    const replay = new ReplayStore({ entries: [[{ question_id: qid(0) }, { raw_trace: 'Recorded: BCL2' }]] })
    const results = await runVerification(batchBenchmark(1), batchConfig(server, { replay_store: replay }, ['gpt-judge-a', 'gpt-judge-b']), { env: {} })
    expect(answerCalls()).toHaveLength(0)
    expect(server.requests.map((r) => r.model).sort()).toEqual(['gpt-judge-a', 'gpt-judge-b'])
    expect([...results].map((r) => [r.metadata.parsing.model_name, r.template?.raw_llm_response, r.template?.verify_result]).sort()).toEqual([
      ['gpt-judge-a', 'Recorded: BCL2', true],
      ['gpt-judge-b', 'Recorded: BCL2', true],
    ])
  })
})
