import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loopbackOptions, loopbackTask, NO_RETRIES } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { buildStages } from '../from-config.js'
import { runTask, type VerificationTask } from '../run-task.js'
import type { TaskOptions } from '../task-settings.js'

// Seed 002 §9: how agentic parsing interacts with the other stages, one test per row of its table.
let server: LlmServer
let root: string

beforeEach(async () => {
  server = await startLlmServer()
  root = mkdtempSync(path.join(tmpdir(), 'karenina-stage-table-'))
  mkdirSync(path.join(root, 'q1'))
  writeFileSync(path.join(root, 'q1', 'result.txt'), 'BCL2')
})
afterEach(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

type Req = Pick<NormalizedRequest, 'tools' | 'messages' | 'lastUserText' | 'system'> & { model: string | undefined }
const investigating = (r: Req) => r.model === 'gpt-judge' && r.tools.length > 0

function scriptJudge(answer = 'Done: see result.txt.'): void {
  server.on({ model: 'gpt-answerer' }, answer)
  server.on({ match: (r) => investigating(r) && !r.messages.some((m) => m.role === 'tool') }, reply.toolCall('read_file', { path: 'result.txt' }))
  server.on({ match: investigating }, (r) => JSON.stringify({ target: r.messages.filter((m) => m.role === 'tool').at(-1)!.text }))
}
const scriptExtraction = () => server.on({ model: 'gpt-judge', match: 'Investigation report:' }, (r) => reply.json(JSON.parse(r.lastUserText.replace('Investigation report:\n\n', '')) as never))

function task(options: Partial<TaskOptions> = {}, extra: Partial<VerificationTask> = {}): VerificationTask {
  return loopbackTask(server, {
    workspacePath: 'q1',
    options: { agenticParsing: true, agenticToolLoopJudges: true, workspaceRoot: root, ...options },
    modelOptions: { answering: loopbackOptions(server), parsing: loopbackOptions(server, { retryPolicy: NO_RETRIES }) },
    ...extra,
  })
}

describe('seed 002 §9: agentic parsing and the other stages', () => {
  it('the plan has AgenticParseTemplate in place of ParseTemplate', () => {
    const names = buildStages({ agenticParsing: true, abstentionEnabled: true, sufficiencyEnabled: true, deepJudgmentEnabled: true }).map((s) => s.name)
    expect(names).toEqual([
      'ValidateTemplate', 'GenerateAnswer', 'RecursionLimitAutoFail', 'TraceValidationAutoFail', 'PlaceholderRetryAutoFail',
      'AbstentionCheck', 'SufficiencyCheck', 'AgenticParseTemplate', 'VerifyTemplate', 'EmbeddingCheck', 'DeepJudgmentAutoFail', 'FinalizeResult',
    ])
  })

  it('ValidateTemplate + VerifyTemplate: unaffected, the agentic parsed answer is verified as a parsed one', async () => {
    scriptJudge()
    scriptExtraction()
    const result = await runTask(task())
    expect(result.metadata.failure).toBeNull()
    expect(result.template!.verify_result).toBe(true)
    expect(result.template!.parsed_gt_response).toEqual({ target: 'BCL2' })
  })

  it('GenerateAnswer: resolves the workspace only when agentic parsing is on', async () => {
    scriptJudge()
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    await runTask(task({ agenticParsing: false }))
    expect(server.requests[0]!.lastUserText).not.toContain('working directory')
    expect(readdirSync(root)).toEqual(['q1'])
  })

  it('RecursionLimitAutoFail: an answer that hit the recursion limit is not investigated', async () => {
    scriptJudge()
    const result = await runTask(task({}, { cachedAnswerData: { raw_llm_response: '--- AI Message ---\npartial', recursion_limit_reached: true } }))
    expect(result.metadata.failure?.category).toBe('recursion_limit')
    expect(server.requests.some(investigating)).toBe(false)
    expect(result.template!.agentic_parsing_performed).toBe(false)
    expect(readdirSync(root)).toEqual(['q1'])
  })

  it('AbstentionCheck: an abstention skips the investigation', async () => {
    scriptJudge('I cannot answer that.')
    server.on({ model: 'gpt-judge', match: 'abstain from answering' }, reply.json({ reasoning: 'refused', abstention_detected: true }))
    const result = await runTask(task({ abstentionEnabled: true }))
    expect(result.metadata.failure?.category).toBe('abstention')
    expect(server.requests.some(investigating)).toBe(false)
  })

  it('SufficiencyCheck: an insufficient response skips the investigation', async () => {
    scriptJudge('Venetoclax is a drug.')
    server.on({ model: 'gpt-judge', match: 'enough information to fill every required field' }, reply.json({ reasoning: 'no target', sufficient: false }))
    const result = await runTask(task({ sufficiencyEnabled: true }))
    expect(result.metadata.failure?.category).toBe('sufficiency')
    expect(server.requests.some(investigating)).toBe(false)
  })

  it('EmbeddingCheck: unaffected, it checks the field verification of the agentic parsed answer', async () => {
    writeFileSync(path.join(root, 'q1', 'result.txt'), 'B-cell lymphoma 2')
    scriptJudge()
    scriptExtraction()
    server.on({ endpoint: 'embeddings' }, reply.embedding([0.6, 0.8]))
    server.on({ model: 'gpt-judge', match: 'semantically equivalent' }, 'YES, they are equivalent.')
    const embedding = { embeddingCheckEnabled: true, embeddingCheckModel: 'openai:text-embedder', embeddingCheckThreshold: 0.9 }
    const modelOptions = { answering: loopbackOptions(server), parsing: loopbackOptions(server, { retryPolicy: NO_RETRIES }), embedding: loopbackOptions(server) }
    const result = await runTask(task(embedding, { modelOptions }))
    expect(result.template!.agentic_parsing_performed).toBe(true)
    expect(result.template!.parsed_llm_response).toEqual({ target: 'B-cell lymphoma 2' })
    // The embedding check compared the ground truth with what the investigation found in the workspace.
    expect(server.requests.filter((r) => r.endpoint === 'embeddings').map((r) => r.input)).toEqual([['{"target": "BCL2"}', '{"target": "B-cell lymphoma 2"}']])
    expect(result.template).toMatchObject({ field_results: { target: false }, embedding_check_performed: true, embedding_override_applied: true, verify_result: true })
    expect(result.metadata.failure).toBeNull()
  })

  it('DeepJudgmentAutoFail: skipped, since the agentic parse performs no deep judgment (the same judge auto-fails a classic parse)', async () => {
    scriptJudge()
    scriptExtraction()
    // A deep-judgment judge that finds no excerpt for `target`: DeepJudgmentAutoFail fails any task it runs on.
    const system = (text: string) => (r: Req) => (r.system ?? '').includes(text)
    const excerpts = server.on({ model: 'gpt-judge', match: system('## Excerpt extraction') }, reply.json({ target: [{ text: '', confidence: 'none', explanation: 'Not stated.' }] }))
    server.on({ model: 'gpt-judge', match: system('## Reasoning') }, reply.json({ target: 'The workspace names BCL2.' }))
    server.on({ model: 'gpt-judge', match: 'Reasoning Traces (explaining how excerpts inform each attribute value)' }, reply.json({ target: 'BCL2' }))

    const classic = await runTask(task({ deepJudgmentMode: 'full', agenticParsing: false }))
    expect(classic.metadata.failure).toMatchObject({ category: 'deep_judgment', stage: 'DeepJudgmentAutoFail' })
    expect(excerpts.calls).toBeGreaterThan(0)
    const classicExcerptCalls = excerpts.calls

    const agentic = await runTask(task({ deepJudgmentMode: 'full' }))
    expect(agentic.metadata.failure).toBeNull()
    expect(agentic.template!.agentic_parsing_performed).toBe(true)
    expect(agentic.template!.verify_result).toBe(true)
    expect(agentic.deep_judgment?.deep_judgment_performed ?? false).toBe(false)
    expect(excerpts.calls).toBe(classicExcerptCalls)
  })

  it('FinalizeResult: investigation_trace and agentic_parsing_performed in the result (null / false without agentic parsing), workspace cleaned up', async () => {
    scriptJudge()
    scriptExtraction()
    const agentic = await runTask(task())
    expect(agentic.template!.agentic_parsing_performed).toBe(true)
    expect(agentic.template!.investigation_trace).toContain('BCL2')
    expect(readdirSync(root)).toEqual(['q1'])
    server.reset()
    server.on({ model: 'gpt-answerer' }, 'BCL2')
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const classic = await runTask(task({ agenticParsing: false }))
    expect(classic.template!.agentic_parsing_performed).toBe(false)
    expect(classic.template!.investigation_trace).toBeNull()
  })
})

describe('DynamicParseTemplate with deep judgment on', () => {
  it('a direct decision leaves DeepJudgmentAutoFail nothing to do', async () => {
    server.on({ model: 'gpt-answerer' }, 'The target is BCL2.')
    server.on({ model: 'gpt-judge' }, JSON.stringify({ reasoning: 'named', sufficient: true, answer: { target: 'BCL2' } }))
    const result = await runTask(task({ deepJudgmentMode: 'full', agenticParsingTrigger: 'dynamic' }))
    expect(result.metadata.failure).toBeNull()
    expect(result.template!.dynamic_parse_decision).toBe('direct')
  })
})
