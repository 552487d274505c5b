import { startLlmServer, reply, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ValidationError } from '../errors/validation-error.js'
import { loadReplayStore, saveReplayStore } from '../replay-store/replay-store-file.js'
import { ReplayStore } from '../replay-store/replay-store.js'
import { batchBenchmark, batchConfig, loopbackModel, NO_RETRIES, scriptHappyPath } from '../../test/fixtures/batch/batch-fixtures.js'
import { regradeResults } from './regrade.js'
import { runVerification } from './run-verification.js'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

const count = (model: string) => server.requests.filter((r) => r.model === model).length

describe('regradeResults', () => {
  it('re-judges stored answers (replicates kept) with a new judge and zero answering calls', async () => {
    scriptHappyPath(server)
    server.on({ model: 'gpt-grader-harsh' }, reply.json({ target: 'MCL1' }))
    const benchmark = batchBenchmark(3)
    const live = await runVerification(benchmark, batchConfig(server, { replicate_count: 2 }), { env: {} })
    expect(live.results.every((r) => r.template?.verify_result === true)).toBe(true)
    const answering = count('gpt-answerer')

    const regraded = await regradeResults(benchmark, live.results, { parsing_models: [loopbackModel(server, 'gpt-grader-harsh')], retry_policy: NO_RETRIES }, { env: {}, source: 'live' })
    expect(count('gpt-answerer')).toBe(answering)
    expect(count('gpt-grader-harsh')).toBe(6)
    expect(regraded.results.map((r) => r.template?.verify_result)).toEqual(Array(6).fill(false))
    const key = (r: (typeof live.results)[number]) => `${r.metadata.question_id}/${r.metadata.replicate}`
    expect(regraded.results.map(key).sort()).toEqual(live.results.map(key).sort())
    for (const r of regraded.results) {
      const old = live.results.find((o) => key(o) === key(r))!
      expect(r.metadata.answering).toEqual(old.metadata.answering)
      expect(r.template?.raw_llm_response).toBe(old.template?.raw_llm_response)
      expect(r.extensions?.cache).toEqual({ stages: ['GenerateAnswer'], source: 'live', answer_usage: old.template?.usage_metadata })
    }
  })

  it('re-judges the answers of a replay store read back from its file, named by the store key', async () => {
    scriptHappyPath(server)
    server.on({ model: 'gpt-grader-harsh' }, reply.json({ target: 'MCL1' }))
    const benchmark = batchBenchmark(2)
    const live = await runVerification(benchmark, batchConfig(server), { env: {} })
    const file = join(mkdtempSync(join(tmpdir(), 'karenina-regrade-')), 'store.json')
    await saveReplayStore(live.toReplayStore(), file)
    const answering = count('gpt-answerer')
    const regraded = await regradeResults(benchmark, await loadReplayStore(file), { parsing_models: [loopbackModel(server, 'gpt-grader-harsh')], retry_policy: NO_RETRIES }, { env: {}, source: file })
    expect(count('gpt-answerer')).toBe(answering)
    expect(regraded.results.map((r) => [r.metadata.question_id, r.metadata.answering, r.template?.verify_result, r.extensions?.cache])).toEqual(
      live.results.map((r) => [r.metadata.question_id, r.metadata.answering, false, { stages: ['GenerateAnswer'], source: file, answer_usage: r.template?.usage_metadata }]),
    )
    const unnamed = new ReplayStore({ miss_policy: 'strict', entries: [[{ question_id: 'q000' }, { raw_trace: 'BCL2' }]] })
    await expect(regradeResults(benchmark, unnamed, { parsing_models: [loopbackModel(server, 'gpt-grader-harsh')] }, { source: 'old.json' })).rejects.toThrow(/old\.json.*entries.*0.*answering_model_id.*names no answering model/)
  })

  it('refuses answering models or a replay store in the config (either spelling) and stored results without answers', async () => {
    const benchmark = batchBenchmark(1)
    await expect(regradeResults(benchmark, [], { parsingModels: ['openai:gpt-4.1'], answeringModels: ['openai:gpt-4.1'] })).rejects.toThrow(/answeringModels.*stored run fixes the answering models/)
    await expect(regradeResults(benchmark, [], { parsing_models: ['openai:gpt-4.1'] }, { source: 'old.json' })).rejects.toThrow(ValidationError)
    await expect(regradeResults(benchmark, [], { parsing_models: ['openai:gpt-4.1'] }, { source: 'old.json' })).rejects.toThrow(/old\.json.*no results to re-grade/)
    expect(server.requests).toHaveLength(0)
  })
})
