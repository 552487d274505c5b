import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import Anthropic from '@anthropic-ai/sdk'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fault, reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { VerificationConfigInput } from '../config/verification-config.js'
import { VerificationBatchError } from '../results/verification-batch-error.js'
import type { VerificationResult } from '../results/verification-result.js'
import type { VerificationResultSet } from '../results/verification-result-set.js'
import type { BatchModeStats, VerificationProgressEvent } from '../scenario/run/progress-event.js'
import { batchBenchmark, batchConfig, NO_RETRIES, questionNumber, questionText, scriptHappyPath } from '../../test/fixtures/batch/batch-fixtures.js'
import { batchJournalPath } from './batch-journal.js'
import { withinBatchLimits } from './batch-rounds.js'
import { runVerification } from './run-verification.js'
import { defineRubric } from '../rubric/rubric.js'
import { costByRole } from '../results/cost.js'
import { llmTrait } from '../rubric/traits/llm-trait.js'

let server: LlmServer
let dir: string
beforeEach(async () => {
  server = await startLlmServer()
  dir = await mkdtemp(join(tmpdir(), 'karenina-batch-mode-'))
})
afterEach(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

/** What a verdict is made of (ids and timings differ between any two runs). */
function verdicts(set: VerificationResultSet): unknown[] {
  return set.results
    .map((r: VerificationResult) => ({
      question: r.metadata.question_id,
      judge: r.metadata.parsing.model_name,
      failure: r.metadata.failure?.category ?? null,
      raw: r.template?.raw_llm_response ?? null,
      parsed: r.template?.parsed_llm_response ?? null,
      verified: r.template?.verify_result ?? null,
    }))
    .sort((a, b) => `${a.question} ${a.judge}`.localeCompare(`${b.question} ${b.judge}`))
}

const liveChatRequests = () => server.requests.filter((r) => r.endpoint === 'chat').length

async function runBatched(config: VerificationConfigInput, n: number, extra: Parameters<typeof runVerification>[2] = {}): Promise<{ set: VerificationResultSet; stats: BatchModeStats | undefined; events: VerificationProgressEvent[] }> {
  const events: VerificationProgressEvent[] = []
  const set = await runVerification(batchBenchmark(n), config, { env: {}, batch: { pollIntervalMs: 0 }, onProgress: (e) => events.push(e), ...extra })
  const summary = events.find((e) => e.type === 'batch-summary')
  return { set, stats: summary?.type === 'batch-summary' ? summary.stats : undefined, events }
}

describe('runVerification — batch mode over the OpenAI Batch API', () => {
  it('sends answers then judges as batches (one per model per round), no live call, and gives the live run\'s results', async () => {
    scriptHappyPath(server)
    const config = batchConfig(server, {}, ['gpt-judge-a', 'gpt-judge-b'])
    const live = await runVerification(batchBenchmark(12), config, { env: {} })
    server.reset()
    scriptHappyPath(server)

    const { set, stats, events } = await runBatched(config, 12)
    expect(verdicts(set)).toEqual(verdicts(live))
    expect(liveChatRequests()).toBe(0)
    // Round 1: the 12 answers in one batch; round 2: each judge's 12 calls in its own batch.
    expect(server.batches.list.map((b) => [b.model, b.customIds.length])).toEqual([
      ['gpt-answerer', 12],
      ['gpt-judge-a', 12],
      ['gpt-judge-b', 12],
    ])
    expect(stats).toMatchObject({ batchesSubmitted: 3, batchesResumed: 0, callsBatched: 36, callsSentLive: 0, callsErrored: 0 })
    expect(stats!.inputTokens).toBeGreaterThan(0)
    expect(events.filter((e) => e.type === 'batch-ended')).toHaveLength(3)
  })

  it('retries an errored item in a later batch with the retry policy, and a permanent error keeps its failure category as live', async () => {
    scriptHappyPath(server)
    const retrying = { ...NO_RETRIES, server_error: { max_attempts: 1, backoff_min: 0, backoff_max: 0 } }
    server.failNext(fault.serverError(503), { model: 'gpt-judge' })
    const { set, stats } = await runBatched(batchConfig(server, { retry_policy: retrying }), 4)
    expect(set.results.every((r) => r.template?.verify_result === true)).toBe(true)
    expect(stats).toMatchObject({ callsErrored: 1, callsBatched: 8 })
    expect(server.batches.list.map((b) => [b.model, b.customIds.length])).toEqual([
      ['gpt-answerer', 4],
      ['gpt-judge', 4],
      ['gpt-judge', 1],
    ])

    // A 401 is not retried: the same failure (and category) as a live run.
    const failing = (s: LlmServer) => s.failNext(fault.status(401, { message: 'invalid key (scripted)' }), { model: 'gpt-judge' })
    server.reset()
    scriptHappyPath(server)
    failing(server)
    const live = await runVerification(batchBenchmark(3), batchConfig(server), { env: {} })
    server.reset()
    scriptHappyPath(server)
    failing(server)
    const batched = await runBatched(batchConfig(server), 3)
    expect(verdicts(batched.set)).toEqual(verdicts(live))
    expect(verdicts(batched.set).filter((v) => (v as { failure: unknown }).failure !== null)).toHaveLength(1)
  })

  it('sends live the items an expired batch left unprocessed; the results are whole', async () => {
    scriptHappyPath(server)
    server.batches.expireNext({ answered: 2 })
    const { set, stats } = await runBatched(batchConfig(server), 5)
    expect(set.results.every((r) => r.template?.verify_result === true)).toBe(true)
    expect(stats).toMatchObject({ callsSentLive: 3, callsBatched: 7 })
    expect(server.requests.filter((r) => r.endpoint === 'chat' && r.model === 'gpt-answerer')).toHaveLength(3)

    // Each result records which of its calls a batch answered: the 3 answers sent live are not batched.
    const batchedStages = set.results.map((r) => Object.keys((r.extensions?.['batch'] as { stages: object } | undefined)?.stages ?? {}).sort().join(','))
    expect(batchedStages.sort()).toEqual(['answer_generation,parsing', 'answer_generation,parsing', 'parsing', 'parsing', 'parsing'])
    // Priced at the batch price (the discount a price-table field): the live answers at list price.
    const prices = { 'gpt-answerer': { inputPerMTok: 2, outputPerMTok: 8 }, 'gpt-judge': { inputPerMTok: 1, outputPerMTok: 4, batchDiscount: 0.25 } }
    const cost = costByRole(set.results, { prices })
    const list = (r: VerificationResult, stage: string, price: { inputPerMTok: number; outputPerMTok: number }) => {
      const u = r.template!.usage_metadata![stage] as { input_tokens: number; output_tokens: number }
      return (u.input_tokens * price.inputPerMTok + u.output_tokens * price.outputPerMTok) / 1e6
    }
    const isBatched = (r: VerificationResult, stage: string) => Object.hasOwn((r.extensions!['batch'] as { stages: object }).stages, stage)
    const answers = set.results.map((r) => list(r, 'answer_generation', prices['gpt-answerer']) * (isBatched(r, 'answer_generation') ? 0.5 : 1))
    const judges = set.results.map((r) => list(r, 'parsing', prices['gpt-judge']) * 0.75)
    expect(cost.roles.answering.usd).toBeCloseTo(answers.reduce((a, b) => a + b), 12)
    expect(cost.roles.judging.usd).toBeCloseTo(judges.reduce((a, b) => a + b), 12)
    expect(cost.total.batchedCalls).toBe(stats!.callsBatched)
    expect(cost.roles.answering.batchedCalls).toBe(2)
    expect(cost.total.batchSavingUsd).toBeGreaterThan(0)
  })

  it('keeps batch ids next to the results file; a stopped run resumes its batches without submitting again', async () => {
    scriptHappyPath(server)
    const jsonl = join(dir, 'run.results.jsonl')
    server.batches.hold()
    const stop = new AbortController()
    // Stopped once the answers' batch id is saved, while the batch is still in progress.
    const onProgress = (e: VerificationProgressEvent) => e.type === 'batch-submitted' && stop.abort(new Error('stopped by the test'))
    const first = runBatched(batchConfig(server), 6, { output: { jsonl }, signal: stop.signal, onProgress })
    await expect(first).rejects.toBeInstanceOf(VerificationBatchError)
    const journal = (await readFile(batchJournalPath(jsonl), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as { batch_id?: string; intent?: string; key?: string; custom_ids: string[]; input_file_id?: string })
    // The intent (written before the upload), the intent with its uploaded input file (before the create call),
    // then the batch id under the same key.
    expect(journal).toHaveLength(3)
    expect(journal[0]!.batch_id).toBeUndefined()
    expect(journal[0]!.input_file_id).toBeUndefined()
    expect(journal[1]).toEqual({ ...journal[0], input_file_id: expect.stringMatching(/^file-/) })
    expect(journal[2]!.batch_id).toBe(server.batches.list[0]!.id)
    expect(journal[2]!.key).toBe(journal[0]!.intent)
    expect(journal[2]!.custom_ids).toEqual(journal[0]!.custom_ids)
    expect(server.batches.counts.batchesCreated).toBe(1)

    // Starting over without resume would submit those requests again: refused, naming the file.
    await expect(runBatched(batchConfig(server), 6, { output: { jsonl } })).rejects.toThrow(`${batchJournalPath(jsonl)} holds the batch ids of an unfinished run`)
    expect(server.batches.counts.batchesCreated).toBe(1)
    server.batches.release()
    const { set, stats } = await runBatched(batchConfig(server), 6, { output: { jsonl, resume: true } })
    expect(set.results).toHaveLength(6)
    expect(set.results.every((r) => r.template?.verify_result === true)).toBe(true)
    // The answers' batch was picked up, not submitted again: one more batch (the judges), 12 items in all.
    expect(server.batches.counts).toMatchObject({ batchesCreated: 2, itemsSubmitted: 12 })
    expect(stats).toMatchObject({ batchesSubmitted: 1, batchesResumed: 1, callsBatched: 12 })
    expect(liveChatRequests()).toBe(0)
    expect(existsSync(batchJournalPath(jsonl))).toBe(false)
    // Nothing to look up at the provider: every intent had its batch id.
    expect(server.batches.counts.lists).toBe(0)
    // Both batches' files (input, output) deleted once the results were saved.
    expect(server.batches.counts.filesDeleted).toBe(4)
    expect(server.batches.fileIds).toEqual([])
  })
})

describe('runVerification — batch mode when the OpenAI create call fails', () => {
  it('deletes the input file it uploaded for the batch (no batch holds it), and the calls end as provider errors', async () => {
    scriptHappyPath(server)
    let drops = 0
    server.batches.onCreateRequest(() => (drops++ === 0 ? 'drop' : undefined))
    const { set } = await runBatched(batchConfig(server), 3)
    expect(server.batches.counts).toMatchObject({ filesUploaded: 1, batchesCreated: 0, filesDeleted: 1 })
    expect(server.batches.fileIds).toEqual([])
    expect(set.results.map((r) => r.metadata.failure?.category)).toEqual(['server_error', 'server_error', 'server_error'])
  })
})

describe('runVerification — batch mode with rubric traits', () => {
  it('runs three rounds (answers, template judges, rubric traits) and gives the live run\'s scores', async () => {
    await using echo = await startLlmServer({ defaultReply: 'echo' })
    const script = (s: LlmServer) => {
      s.on({ model: /answerer/ }, (request) => `The target is BCL2 [q${questionNumber(request.lastUserText)}]`)
      s.on({ model: /judge/, match: 'protein target named' }, reply.json({ target: 'BCL2' }))
    }
    script(echo)
    const benchmark = () => {
      const b = batchBenchmark(6)
      b.setGlobalRubric(defineRubric({ llmTraits: [llmTrait({ name: 'concise', kind: 'boolean', description: 'Is the answer concise?' })] }))
      return b
    }
    const config = batchConfig(echo, { evaluation_mode: 'template_and_rubric' })
    const live = await runVerification(benchmark(), config, { env: {} })
    echo.reset()
    script(echo)
    const events: VerificationProgressEvent[] = []
    const batched = await runVerification(benchmark(), config, { env: {}, batch: { pollIntervalMs: 0 }, onProgress: (e) => events.push(e) })
    const scores = (set: VerificationResultSet) => set.results.map((r) => [r.metadata.question_id, JSON.stringify(r.rubric?.llm_trait_scores ?? null)]).sort()
    expect(scores(batched)).toEqual(scores(live))
    expect(verdicts(batched)).toEqual(verdicts(live))
    expect(batched.results.every((r) => r.rubric?.llm_trait_scores?.['concise'] !== undefined)).toBe(true)
    expect(echo.batches.list.map((b) => [b.model, b.customIds.length])).toEqual([
      ['gpt-answerer', 6],
      ['gpt-judge', 6],
      ['gpt-judge', 6],
    ])
    expect(echo.requests.filter((r) => r.endpoint === 'chat')).toHaveLength(0)
  })
})

describe('runVerification — batch mode and cassettes', () => {
  it('records the batched calls in the cassette, and a replay of it needs neither batch nor live call', async () => {
    scriptHappyPath(server)
    const cassette = join(dir, 'batched.cassette.json')
    const config = batchConfig(server)
    const recorded = await runBatched(config, 4, { env: { KARENINA_REPLAY: 'record', KARENINA_REPLAY_CASSETTE: cassette } })
    expect(recorded.stats).toMatchObject({ callsBatched: 8 })
    const before = { requests: server.requests.length, batches: server.batches.counts.batchesCreated }
    const replayed = await runVerification(batchBenchmark(4), config, { env: { KARENINA_REPLAY: 'replay', KARENINA_REPLAY_CASSETTE: cassette } })
    expect(verdicts(replayed)).toEqual(verdicts(recorded.set))
    expect({ requests: server.requests.length, batches: server.batches.counts.batchesCreated }).toEqual(before)
  })
})

describe('runVerification — batch mode over Anthropic Message Batches', () => {
  it('gives the live run\'s results through /v1/messages/batches', async () => {
    const script = (s: LlmServer) => {
      s.on({ model: 'claude-answerer' }, (request) => `The target is BCL2 [q${questionNumber(request.lastUserText)}]`)
      s.on({ model: 'claude-judge' }, reply.json({ target: 'BCL2' }))
    }
    script(server)
    const model = (name: string) => ({ interface: 'claude_tool' as const, model_name: name, anthropic_base_url: server.anthropicBaseURL, anthropic_api_key: 'sk-ant-test' })
    const config = { answering_models: [model('claude-answerer')], parsing_models: [model('claude-judge')], retry_policy: NO_RETRIES } as VerificationConfigInput
    const live = await runVerification(batchBenchmark(5), config, { env: {} })
    server.reset()
    script(server)
    const { set, stats } = await runBatched(config, 5)
    expect(verdicts(set)).toEqual(verdicts(live))
    expect(liveChatRequests()).toBe(0)
    expect(server.batches.list.map((b) => [b.provider, b.model, b.customIds.length])).toEqual([
      ['anthropic', 'claude-answerer', 5],
      ['anthropic', 'claude-judge', 5],
    ])
    expect(stats).toMatchObject({ batchesSubmitted: 2, callsBatched: 10 })
  })

  it('a batch found for an intent by size and time only (no metadata) is used only if its results are the run\'s requests', async () => {
    // The server's clock is the test's: the decoy batch is created after the intent, the run's own before it.
    let clock = Date.parse('2026-05-01T00:00:00Z')
    await using s = await startLlmServer({ now: () => clock })
    s.on({ model: 'claude-answerer' }, (request) => `The target is BCL2 [q${questionNumber(request.lastUserText)}]`)
    s.on({ model: 'claude-judge' }, reply.json({ target: 'BCL2' }))
    const model = (name: string) => ({ interface: 'claude_tool' as const, model_name: name, anthropic_base_url: s.anthropicBaseURL, anthropic_api_key: 'sk-ant-test' })
    const config = { answering_models: [model('claude-answerer')], parsing_models: [model('claude-judge')], retry_policy: NO_RETRIES } as VerificationConfigInput
    const jsonl = join(dir, 'anthropic.results.jsonl')
    s.batches.hold()
    const stop = new AbortController()
    const first = runVerification(batchBenchmark(3), config, { env: {}, batch: { pollIntervalMs: 0 }, output: { jsonl }, signal: stop.signal, onProgress: (e) => e.type === 'batch-submitted' && stop.abort(new Error('stopped by the test')) })
    await expect(first).rejects.toBeInstanceOf(VerificationBatchError)
    // As if killed before the id was saved: only the intent line, dated after the run's own batch was created.
    const [intent] = (await readFile(batchJournalPath(jsonl), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(intent!['intent']).toBeTypeOf('string')
    await writeFile(batchJournalPath(jsonl), `${JSON.stringify({ ...intent, submitted_at: new Date(clock + 700_000).toISOString() })}\n`)
    // Someone else's batch of the same size, created after the intent.
    clock += 1_000_000
    const client = new Anthropic({ baseURL: s.anthropicBaseURL, apiKey: 'sk-ant-test', maxRetries: 0 })
    await client.messages.batches.create({ requests: [0, 1, 2].map((i) => ({ custom_id: `other-${i}`, params: { model: 'claude-answerer', max_tokens: 10, messages: [{ role: 'user' as const, content: questionText(i) }] } })) })
    s.batches.release()

    const events: VerificationProgressEvent[] = []
    const set = await runVerification(batchBenchmark(3), config, { env: {}, batch: { pollIntervalMs: 0 }, output: { jsonl, resume: true }, onProgress: (e) => events.push(e) })
    expect(set.results.map((r) => r.template?.verify_result)).toEqual([true, true, true])
    // The decoy was listed and picked up, its results were not the run's: the answers went into a new batch.
    expect(s.batches.counts.lists).toBeGreaterThan(0)
    expect(s.batches.list.map((b) => [b.model, b.customIds.length])).toEqual([
      ['claude-answerer', 3],
      ['claude-answerer', 3],
      ['claude-answerer', 3],
      ['claude-judge', 3],
    ])
    expect(s.batches.list[2]!.customIds).toEqual(s.batches.list[0]!.customIds)
    expect(events.filter((e) => e.type === 'batch-submitted').map((e) => e.type === 'batch-submitted' && [e.resumed, e.unverified ?? false])).toEqual([[true, true], [false, false], [false, false]])
    expect(events.filter((e) => e.type === 'batch-rejected')).toEqual([{ type: 'batch-rejected', batchId: s.batches.list[1]!.id, provider: 'anthropic', model: 'claude-answerer', calls: 3 }])
    // The summary does not count the decoy as picked up: 2 batches of this process (answers anew, judges), none resumed.
    const summary = events.find((e) => e.type === 'batch-summary')
    expect(summary?.type === 'batch-summary' && summary.stats).toMatchObject({ batchesSubmitted: 2, batchesResumed: 0, callsBatched: 6 })
    expect(s.requests.filter((r) => r.endpoint === 'chat')).toHaveLength(0)
  })
})

describe('withinBatchLimits', () => {
  it('splits a round at the provider\'s request limit (OpenAI 50,000, Anthropic 100,000)', () => {
    const items = Array.from({ length: 120_001 }, (_, i) => ({ pending: { call: { body: { n: i } } } }))
    expect(withinBatchLimits(items, 'openai').map((c) => c.length)).toEqual([50_000, 50_000, 20_001])
    expect(withinBatchLimits(items, 'anthropic').map((c) => c.length)).toEqual([100_000, 20_001])
    expect(withinBatchLimits([], 'openai')).toEqual([])
  })
})
