import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { batchBenchmark, loopbackModel, NO_RETRIES, qid, questionNumber, questionText, Target } from '../../../test/fixtures/batch/batch-fixtures.js'
import { Benchmark } from '../../benchmark/benchmark.js'
import { runVerification } from '../../batch/run-verification.js'
import { computeResultId } from '../../results/result-id.js'
import { answeringModel } from '../../results/result-metadata.js'
import { runScenarios } from '../../scenario/run/run-scenarios.js'
import { defineScenario } from '../../scenario/define-scenario.js'
import { END } from '../../scenario/scenario-definition.js'
import type { VerificationResult } from '../../results/verification-result.js'
import { defineAnswerer, type AnswererContext } from './answerer.js'
import { parseModelConfig, serializeModelConfig, type ModelConfigInput } from '../../config/model-config.js'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
  // The judge extracts the protein the app named.
  server.on({ model: 'gpt-judge' }, (request) => JSON.stringify({ target: /BCL2/.test(request.lastUserText ?? '') ? 'BCL2' : 'MCL1' }))
})
afterEach(async () => {
  await server.close()
})

const config = (answerer: object, extra: Record<string, unknown> = {}) => ({
  answering_models: [answerer],
  parsing_models: [loopbackModel(server, 'gpt-judge')],
  retry_policy: NO_RETRIES,
  ...extra,
})

const byQuestion = (results: Iterable<VerificationResult>) => [...results].sort((a, b) => a.metadata.question_id.localeCompare(b.metadata.question_id))

describe("the user's app as the answering model (runVerification)", () => {
  it('answers every question; results name app:<name>, its name enters result_id, the judge scores what it said', async () => {
    const seen: [string, Omit<AnswererContext, 'signal' | 'history'> & { aborted: boolean; history: number }][] = []
    const bot = defineAnswerer({
      name: 'support-bot',
      answer: async (question, { signal, replicate, workspace, questionId, history }) => {
        seen.push([question, { replicate, workspace, questionId, aborted: signal.aborted, history: history.length }])
        return questionNumber(question) === 1 ? 'It is MCL1.' : 'The target is BCL2.'
      },
    })
    const results = byQuestion(await runVerification(batchBenchmark(2), config(bot), { env: {} }))
    expect(seen.map(([q, c]) => [q, c])).toEqual([
      ['Question 0: what is the putative target of venetoclax?', { replicate: null, workspace: null, questionId: qid(0), aborted: false, history: 0 }],
      ['Question 1: what is the putative target of venetoclax?', { replicate: null, workspace: null, questionId: qid(1), aborted: false, history: 0 }],
    ].sort())
    expect(results.map((r) => [r.metadata.answering.interface, r.metadata.answering.model_name, r.template?.verify_result])).toEqual([
      ['app', 'support-bot', true],
      ['app', 'support-bot', false],
    ])
    const r0 = results[0]!
    expect(answeringModel(r0.metadata)).toBe('app:support-bot')
    expect(r0.template?.raw_llm_response).toBe('--- AI Message ---\nThe target is BCL2.')
    expect(r0.metadata.failure).toBeNull()
    // The app's identity is part of the result id: another name, another id.
    const other = { ...r0.metadata.answering, model_name: 'other-bot' }
    const args = { questionId: qid(0), parsing: r0.metadata.parsing, timestamp: r0.metadata.timestamp, replicate: null }
    expect(computeResultId({ ...args, answering: r0.metadata.answering })).toBe(r0.metadata.result_id)
    expect(computeResultId({ ...args, answering: other })).not.toBe(r0.metadata.result_id)
  })

  it('reads a trace in a framework shape (an OpenAI chat message list with tool calls): trace, agent_metrics, final answer judged', async () => {
    const bot = defineAnswerer({
      name: 'tool-bot',
      answer: () => [
        { role: 'assistant', content: null, tool_calls: [{ id: 'c1', type: 'function', function: { name: 'lookup_drug', arguments: '{"drug":"venetoclax"}' } }] },
        { role: 'tool', tool_call_id: 'c1', content: 'venetoclax inhibits BCL2' },
        { role: 'assistant', content: 'The target is BCL2.' },
      ],
    })
    const [result] = await runVerification(batchBenchmark(1), config(bot), { env: {} })
    expect(result!.template?.verify_result).toBe(true)
    expect(result!.template?.raw_llm_response).toContain('lookup_drug (call_c1)')
    expect(result!.template?.agent_metrics).toMatchObject({ iterations: 2, tool_calls: 1 })
    expect(result!.template?.trace_messages.map((m) => m['role'])).toEqual(['assistant', 'tool', 'assistant'])
  })

  it('a throwing app fails that question with answerer_error (message kept); the other questions still run', async () => {
    const bot = defineAnswerer({
      name: 'flaky-bot',
      answer: (question) => {
        if (questionNumber(question) === 1) throw new TypeError('cannot read properties of undefined (reading "reply")')
        return 'The target is BCL2.'
      },
    })
    const [ok, failed] = byQuestion(await runVerification(batchBenchmark(2), config(bot), { env: {} }))
    expect(ok!.template?.verify_result).toBe(true)
    expect(failed!.metadata.failure).toMatchObject({ category: 'answerer_error', group: 'system', stage: 'GenerateAnswer' })
    expect(failed!.metadata.failure?.reason).toBe('answerer "flaky-bot" threw TypeError: cannot read properties of undefined (reading "reply")')
    expect(failed!.metadata.failure?.details?.['error_message']).toContain('cannot read properties of undefined')
    // No judge call for the question the app did not answer.
    expect(server.requests).toHaveLength(1)
  })

  it('an answer of a shape karenina does not read fails that question with answerer_error naming the accepted shapes', async () => {
    const bot = defineAnswerer({ name: 'odd-bot', answer: () => ({ reply: 'BCL2' }) })
    const [result] = await runVerification(batchBenchmark(1), config(bot), { env: {} })
    expect(result!.metadata.failure?.category).toBe('answerer_error')
    expect(result!.metadata.failure?.details?.['error_message']).toMatch(/odd-bot" returned an answer karenina cannot read: .*keys reply.*Accepted: a string \(the answer\)/)
  })

  it('a hanging app is stopped by its timeout (the signal aborts): that question is a timeout failure, the run finishes', async () => {
    let abortedWith: unknown
    const bot = defineAnswerer({
      name: 'hanging-bot',
      timeout: 1,
      // Waits for its signal only when asked question 0; hangs forever, ignoring the signal, on question 1.
      answer: (question, { signal }) =>
        questionNumber(question) === 0
          ? new Promise<string>((_, reject) => signal.addEventListener('abort', () => reject((abortedWith = signal.reason))))
          : new Promise<string>(() => {}),
    })
    const results = byQuestion(await runVerification(batchBenchmark(2), config(bot), { env: {} }))
    expect(results.map((r) => r.metadata.failure?.category)).toEqual(['timeout', 'timeout'])
    expect(results[0]!.metadata.failure?.details?.['error_message']).toMatch(/^app:hanging-bot did not answer: agent timed out after 1 s$/)
    expect(abortedWith).toBeInstanceOf(DOMException)
    expect(server.requests).toHaveLength(0)
  })

  it('replicates: each is asked anew with its number', async () => {
    const replicates: (number | null)[] = []
    const bot = defineAnswerer({ name: 'support-bot', answer: (_q, { replicate }) => (replicates.push(replicate), 'BCL2') })
    await runVerification(batchBenchmark(1), config(bot, { replicate_count: 2 }), { env: {} })
    expect(replicates.sort()).toEqual([1, 2])
  })

  it('recorded, then replayed with zero calls to the app (a cassette; the throwing question replays its failure)', async () => {
    const cassette = join(mkdtempSync(join(tmpdir(), 'karenina-app-')), 'app.cassette.json')
    let calls = 0
    const bot = defineAnswerer({
      name: 'support-bot',
      answer: async (question) => {
        calls++
        if (questionNumber(question) === 2) throw new Error('backend down')
        return `The target is ${questionNumber(question) === 1 ? 'MCL1' : 'BCL2'}.`
      },
    })
    const run = (mode: string) => runVerification(batchBenchmark(3), config(bot), { env: { KARENINA_REPLAY: mode, KARENINA_REPLAY_CASSETTE: cassette } })
    const recorded = byQuestion(await run('record'))
    expect(calls).toBe(3)
    const judged = server.requests.length
    calls = 0
    const replayed = byQuestion(await run('replay'))
    expect(calls).toBe(0)
    expect(server.requests.length).toBe(judged)
    const view = (rs: VerificationResult[]) => rs.map((r) => [r.template?.verify_result ?? null, r.template?.raw_llm_response ?? null, r.metadata.failure?.category ?? null, r.metadata.failure?.reason ?? null])
    expect(view(replayed)).toEqual(view(recorded))
    expect(view(replayed).map((v) => v[2])).toEqual([null, 'content', 'answerer_error'])
  })

  it("a replay store of an app's run (toReplayStore) replays it with zero app calls and zero judge calls", async () => {
    let calls = 0
    const bot = defineAnswerer({ name: 'support-bot', answer: (question) => (calls++, questionNumber(question) === 1 ? 'MCL1' : 'BCL2') })
    const live = await runVerification(batchBenchmark(2), config(bot), { env: {} })
    const [liveCalls, judged] = [calls, server.requests.length]
    const replayed = byQuestion(await runVerification(batchBenchmark(2), config(bot, { replay_store: live.toReplayStore() }), { env: {} }))
    expect(liveCalls).toBe(2)
    expect(calls).toBe(2)
    expect(server.requests.length).toBe(judged)
    expect(replayed.map((r) => r.template?.verify_result)).toEqual([true, false])
  })

  it('runScenarios: the app answers every turn, and sees the earlier turns as history', async () => {
    const histories: string[][] = []
    const bot = defineAnswerer({
      name: 'chat-bot',
      answer: (question, { history }) => {
        histories.push(history.map((m) => `${m.role}: ${m.content}`))
        return `The target is BCL2 (${question}).`
      },
    })
    const scenario = defineScenario({
      name: 'two turns',
      entry: 'first',
      nodes: { first: { question: 'What does venetoclax target?', template: Target }, second: { question: 'And again?', template: Target } },
      edges: [{ from: 'first', to: 'second' }, { from: 'second', to: END }],
    })
    const results = await runScenarios([scenario], config(bot), { env: {} })
    const turns = [...results].map((r) => answeringModel(r.metadata))
    expect(turns).toEqual(['app:chat-bot', 'app:chat-bot'])
    expect(histories).toEqual([[], ['user: What does venetoclax target?', 'assistant: The target is BCL2 (What does venetoclax target?).']])
  })

  it('refuses an app config without its function, and an app as judge never judges', async () => {
    await expect(runVerification(batchBenchmark(1), config({ interface: 'app', model_name: 'x' }), { env: {} })).rejects.toThrow(/answering_models\[0\]\.answerer: the app interface needs the answering function/)
    const bot = defineAnswerer({ name: 'support-bot', answer: () => 'BCL2' })
    await expect(runVerification(batchBenchmark(1), { ...config(bot), parsing_models: [bot] }, { env: {} })).rejects.toThrow(/parsing_models\[0\]\.interface: the app "support-bot" answers; it cannot judge/)
    await expect(runVerification(batchBenchmark(1), config({ ...bot, mcp_urls_dict: { s: 'http://127.0.0.1:1/mcp' } }), { env: {} })).rejects.toThrow(/mcp_urls_dict: not allowed for interface app/)
    expect(() => defineAnswerer({ name: '', answer: () => 'x' })).toThrow(/defineAnswerer › name/)
    // Tools given to the run are for configured models: an app brings its own, so the question is refused, named.
    const { defineTool } = await import('../define-tool.js')
    const tool = defineTool({ name: 'lookup', description: 'd', parameters: { type: 'object', properties: {} }, execute: () => 'x' })
    const [result] = await runVerification(batchBenchmark(1), config(bot), { env: {}, agentTools: [tool] })
    expect(result!.metadata.failure?.reason).toMatch(/The app answerer "support-bot" cannot be given agentTools/)
  })

  it('a file can never name code to run: an app config read from JSON (a string where the function goes) is refused', () => {
    const fromFile = JSON.parse('{"interface":"app","model_name":"support-bot","answerer":"./evil.mjs#run"}') as ModelConfigInput
    expect(() => parseModelConfig(fromFile)).toThrow(/answerer: expected a function \(question, context\) => answer/)
    // The function never reaches a serialized config (results, presets, checkpoints).
    const bot = parseModelConfig(defineAnswerer({ name: 'support-bot', answer: () => 'BCL2' }))
    expect(serializeModelConfig(bot)).not.toHaveProperty('answerer')
    expect(JSON.stringify(serializeModelConfig(bot))).toContain('"interface":"app"')
  })

  it("agentic judging of its workspace: the app writes in the question's workspace copy, the agentic judge reads it there", async () => {
    const root = mkdtempSync(join(tmpdir(), 'karenina-app-ws-'))
    const benchmark = batchBenchmarkWithWorkspaces(root, 2)
    const workspaces: string[] = []
    const bot = defineAnswerer({
      name: 'file-bot',
      answer: (question, { workspace }) => {
        workspaces.push(workspace!)
        writeFileSync(join(workspace!, 'answer.txt'), questionNumber(question) === 0 ? 'BCL2' : 'MCL1')
        return 'I wrote the answer to answer.txt.'
      },
    })
    const judged: string[] = []
    server.reset() // this test's judge investigates
    server.on({ model: 'gpt-judge', match: (r) => r.tools.length > 0 && !r.messages.some((m) => m.role === 'tool') }, reply.toolCall('read_file', { path: 'answer.txt' }))
    server.on({ model: 'gpt-judge', match: (r) => r.tools.length > 0 }, (r) => {
      const text = r.messages.filter((m) => m.role === 'tool').at(-1)!.text
      judged.push(text)
      return JSON.stringify({ target: text })
    })
    server.on({ model: 'gpt-judge', match: (r) => r.lastUserText.startsWith('Investigation report:') }, (r) => reply.json(JSON.parse(r.lastUserText.replace('Investigation report:\n\n', '')) as never))
    const results = byQuestion(await runVerification(benchmark, config(bot, { agentic_parsing: true, agentic_tool_loop_judges: true }), { env: {} }))
    expect(results.map((r) => [r.template?.agentic_parsing_performed, r.template?.verify_result])).toEqual([
      [true, true],
      [true, false],
    ])
    expect(judged.sort()).toEqual(['BCL2', 'MCL1'])
    // Each answer was written in its task's own copy (removed afterwards), never in the original workspace.
    expect(workspaces.map((w) => basename(w))).toEqual(expect.arrayContaining([expect.stringMatching(/^q000_run_/), expect.stringMatching(/^q001_run_/)]))
    expect(readdirSync(join(root, qid(0)))).toEqual([])
    rmSync(root, { recursive: true, force: true })
  })
})

function batchBenchmarkWithWorkspaces(root: string, n: number) {
  const benchmark = Benchmark.create({ name: 'app workspaces', workspaceRoot: root })
  for (let i = 0; i < n; i++) {
    mkdirSync(join(root, qid(i)))
    benchmark.addQuestion({ id: qid(i), question: questionText(i), rawAnswer: 'BCL2', template: Target, workspacePath: qid(i) })
  }
  return benchmark
}
