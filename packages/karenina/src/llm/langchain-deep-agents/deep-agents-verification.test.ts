// langchain_deep_agents end to end through runVerification: as the answering model (with an MCP server's
// tools), and as the deep-agent judge Karenina requires for agentic parsing (7b) and agentic traits (11b).
import { mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { batchBenchmark, loopbackModel, NO_RETRIES, Target } from '../../../test/fixtures/batch/batch-fixtures.js'
import { runVerification } from '../../batch/run-verification.js'
import { Benchmark } from '../../benchmark/benchmark.js'
import type { ModelConfigInput } from '../../config/model-config.js'
import { startMcpHttpServer, type McpHttpServer } from '../../../test/fixtures/mcp/mcp-test-server.js'
import { runTask } from '../../pipeline/run-task.js'
import { VerificationResultSchema } from '../../results/verification-result.js'
import { defineRubric } from '../../rubric/rubric.js'
import { agenticTrait } from '../../rubric/traits/agentic-trait.js'

const RUN_BUDGET_MS = 120_000

let server: LlmServer
let root: string
beforeEach(async () => {
  server = await startLlmServer()
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'karenina-deep-judge-')))
})
afterEach(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

type Req = Pick<NormalizedRequest, 'messages' | 'tools'> & { model: string | undefined }
const toolResults = (r: Req) => r.messages.filter((m) => m.role === 'tool')
/** The deep agent's turns offer deepagents' file tools; the judge's extraction offers none of them. */
const investigating = (r: Req) => r.model === 'deep-judge' && r.tools.some((t) => t.name === 'read_file')
const workspaceOf = (r: Req) => /Workspace directory: (\S+)/.exec(r.messages.map((m) => m.text).join('\n'))?.[1]

function deepModel(name: string, extra: Partial<ModelConfigInput> = {}): ModelConfigInput {
  return { interface: 'langchain_deep_agents', model_provider: 'openai', model_name: name, endpoint_base_url: server.openaiBaseURL, endpoint_api_key: 'sk-test', ...extra }
}

/** The judge's first turn reads `file` at the workspace path its prompt names; its second reports what it read. */
function scriptInvestigation(file: string, report: (read: string) => string): void {
  server.on({ match: (r) => investigating(r) && toolResults(r).length === 0 }, (r) => reply.toolCall('read_file', { file_path: path.join(workspaceOf(r)!, file) }))
  server.on({ match: investigating }, (r) => report(toolResults(r).at(-1)!.text))
}

describe('langchain_deep_agents through runVerification', () => {
  it('7b: the deep-agent judge reads the file each question left in its workspace copy; verification follows the file', { timeout: RUN_BUDGET_MS }, async () => {
    const benchmark = Benchmark.create({ name: 'deep-judge', workspaceRoot: root })
    for (const [id, target] of [['q-right', 'BCL2'], ['q-wrong', 'MCL1']] as const) {
      mkdirSync(path.join(root, id, 'out'), { recursive: true })
      writeFileSync(path.join(root, id, 'out', 'answer.txt'), `target: ${target}\n`)
      benchmark.addQuestion({ id, question: `Which protein does venetoclax target? (${id})`, rawAnswer: 'BCL2', template: Target, workspacePath: id })
    }
    server.on({ model: 'gpt-answerer' }, 'I wrote the target to out/answer.txt.')
    scriptInvestigation('out/answer.txt', (read) => `I read out/answer.txt. Findings: {"target": "${/target: (\w+)/.exec(read)?.[1] ?? 'none'}"}`)
    server.on({ model: 'deep-judge' }, (r) => reply.json({ target: /"target": "(\w+)"/.exec(r.lastUserText)![1]! }))

    // Karenina's default: no opt-in, the deep-agent judge is accepted for agentic parsing.
    const results = await runVerification(
      benchmark,
      { answering_models: [loopbackModel(server, 'gpt-answerer')], parsing_models: [deepModel('deep-judge')], agentic_parsing: true, async_max_workers: 2, retry_policy: NO_RETRIES },
      { env: {} },
    )
    const byId = Object.fromEntries(results.results.map((r) => [r.metadata.question_id, r]))
    for (const [id, verified] of [['q-right', true], ['q-wrong', false]] as const) {
      const t = byId[id]!.template!
      expect(t.agentic_parsing_performed, id).toBe(true)
      expect(t.parsed_llm_response, id).toEqual({ target: verified ? 'BCL2' : 'MCL1' })
      expect(t.verify_result, id).toBe(verified)
      expect(t.investigation_trace, id).toMatch(/Tool Calls:\n {2}read_file/)
      expect(t.investigation_trace, id).toContain(`target: ${verified ? 'BCL2' : 'MCL1'}`)
      expect(Object.keys(t.usage_metadata ?? {}), id).toEqual(expect.arrayContaining(['agentic_parsing_investigation', 'agentic_parsing_extraction']))
      expect(VerificationResultSchema.safeParse(JSON.parse(JSON.stringify(byId[id]))).success).toBe(true)
    }
    // Each read went to that question's own copy; the copies are gone, the originals survive.
    const reads = server.requests.filter((r) => investigating(r) && toolResults(r).length === 0)
    expect(reads.map((r) => path.basename(workspaceOf(r)!)).sort()).toEqual([expect.stringMatching(/^q-right_run_/), expect.stringMatching(/^q-wrong_run_/)])
    expect(readdirSync(root).sort()).toEqual(['q-right', 'q-wrong'])
  })

  it('11b: a boolean agentic trait judged by the deep agent in the workspace', { timeout: RUN_BUDGET_MS }, async () => {
    mkdirSync(path.join(root, 'q1'))
    writeFileSync(path.join(root, 'q1', 'tests.log'), '12 passed, 0 failed\n')
    const passes = agenticTrait({ name: 'tests_pass', description: 'Do the tests in tests.log pass?', kind: 'boolean', contextMode: 'workspace_only' })
    server.on({ model: 'gpt-answerer' }, 'I ran the tests; see tests.log.')
    scriptInvestigation('tests.log', (read) => `Findings: the log says ${JSON.stringify(read)}.`)
    server.on({ model: 'deep-judge' }, (r) => reply.json({ result: r.lastUserText.includes('12 passed, 0 failed') }))

    const result = await runTask({
      questionId: 'q1',
      questionText: 'Make the test suite pass.',
      answeringModel: loopbackModel(server, 'gpt-answerer'),
      parsingModel: deepModel('deep-judge'),
      rubric: defineRubric({ agenticTraits: [passes] }),
      workspacePath: 'q1',
      options: { evaluationMode: 'rubric_only', workspaceRoot: root },
      env: {},
    })
    expect(result.metadata.failure).toBeNull()
    expect(result.rubric!.agentic_trait_scores).toEqual({ tests_pass: true })
    expect(result.rubric!.agentic_trait_investigation_traces!.tests_pass).toContain('12 passed, 0 failed')
  })

  it("answers as the deep agent with an MCP server's tools (through the run's McpSession); trace and agent_metrics land in the result", { timeout: RUN_BUDGET_MS }, async () => {
    const mcp: McpHttpServer = await startMcpHttpServer()
    try {
      server.on({ model: 'deep-answerer', match: (r) => toolResults(r).length === 0 }, reply.toolCall('lookup_target', { drug: 'venetoclax' }, { text: 'Looking it up.' }))
      server.on({ model: 'deep-answerer' }, (r) => `The tool says: ${toolResults(r).at(-1)!.text}`)
      server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
      const results = await runVerification(
        batchBenchmark(1),
        { answering_models: [deepModel('deep-answerer', { mcp_urls_dict: { bio: mcp.url } })], parsing_models: [loopbackModel(server, 'gpt-judge')], retry_policy: NO_RETRIES },
        { env: {} },
      )
      const r = results.results[0]!
      expect(r.metadata.failure).toBeNull()
      expect(r.template?.verify_result).toBe(true)
      expect(r.metadata.answering).toMatchObject({ interface: 'langchain_deep_agents', model_name: 'deep-answerer' })
      expect(r.template?.answering_mcp_servers).toEqual(['bio'])
      expect(r.template?.agent_metrics).toMatchObject({ iterations: 2, tool_calls: 1, tools_used: ['lookup_target'], limit_reached: false })
      expect(r.template?.raw_llm_response).toContain('The target of venetoclax is BCL2.')
      expect(r.template?.trace_messages.map((m) => m['role'])).toEqual(['assistant', 'tool', 'assistant'])
      expect(mcp.calls).toEqual([{ name: 'lookup_target', args: { drug: 'venetoclax' } }])
      const offered = server.requests.find((q) => q.model === 'deep-answerer')!.tools.map((t) => t.name)
      expect(offered).toEqual(expect.arrayContaining(['read_file', 'lookup_target', 'add', 'query_database']))
      expect(VerificationResultSchema.safeParse(JSON.parse(JSON.stringify(r))).success).toBe(true)
    } finally {
      await mcp.close()
    }
  })
})
