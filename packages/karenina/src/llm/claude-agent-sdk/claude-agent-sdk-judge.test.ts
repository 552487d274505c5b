// claude_agent_sdk as the JUDGE (the deep-agent tier Karenina requires for agentic parsing and agentic
// rubric traits): Claude Code investigates a real temp workspace against the loopback server, with the
// default config (no agentic_tool_loop_judges opt-in); the proxy trap proves nothing leaves 127.0.0.1.
import { mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loopbackModel, Target } from '../../../test/fixtures/batch/batch-fixtures.js'
import { runVerification } from '../../batch/run-verification.js'
import { Benchmark } from '../../benchmark/benchmark.js'
import { runTask } from '../../pipeline/run-task.js'
import { VerificationResultSchema } from '../../results/verification-result.js'
import { defineRubric } from '../../rubric/rubric.js'
import { agenticTrait } from '../../rubric/traits/agentic-trait.js'
import { claudeCodeMissing, claudeModel, startProxyTrap, type ProxyTrap } from '../../../test/fixtures/llm/claude-agent-sdk/claude-code.js'

// Each investigation starts Claude Code (seconds); generous budgets so busy cores do not fail it.
const RUN_BUDGET_MS = 240_000
const missing = claudeCodeMissing()
if (missing !== null) console.warn(`skipping claude_agent_sdk judge tests: ${missing}`)

let server: LlmServer
let trap: ProxyTrap
let root: string
beforeEach(async () => {
  server = await startLlmServer()
  trap = await startProxyTrap()
  root = realpathSync(mkdtempSync(path.join(tmpdir(), 'karenina-claude-judge-')))
})
afterEach(async () => {
  await server.close()
  await trap.close()
  rmSync(root, { recursive: true, force: true })
})

// Recorded requests (server.requests) and live ones (rules) both have these.
type Req = Pick<NormalizedRequest, 'messages'> & { model: string | undefined; body: unknown }
const streaming = (r: Req) => (r.body as { stream?: boolean }).stream === true
const toolResults = (r: Req) => r.messages.filter((m) => m.role === 'tool')
/** Claude Code's turns of the judge (streamed); the extraction is a plain Anthropic SDK call. */
const investigating = (r: Req) => r.model === 'claude-judge' && streaming(r)
const workspaceOf = (r: Req) => /Workspace directory: (\S+)/.exec(r.messages.map((m) => m.text).join('\n'))?.[1]

/** Claude Code's first turn reads `file` in the workspace its prompt names; its second reports what it read. */
function scriptInvestigation(file: string, report: (read: string) => string): void {
  server.on({ match: (r) => investigating(r) && toolResults(r).length === 0 }, (r) => reply.toolCall('Read', { file_path: path.join(workspaceOf(r)!, file) }))
  server.on({ match: investigating }, (r) => report(toolResults(r).at(-1)!.text))
}

describe.skipIf(missing !== null)('claude_agent_sdk as the agentic judge (Claude Code against the loopback server)', () => {
  it('7b: the judge reads the file each question left in its workspace copy; extraction fills the template, verification follows the file', { timeout: RUN_BUDGET_MS }, async () => {
    const benchmark = Benchmark.create({ name: 'claude-judge', workspaceRoot: root })
    for (const [id, target] of [['q-right', 'BCL2'], ['q-wrong', 'MCL1']] as const) {
      mkdirSync(path.join(root, id, 'out'), { recursive: true })
      writeFileSync(path.join(root, id, 'out', 'answer.txt'), `target: ${target}\n`)
      benchmark.addQuestion({ id, question: `Which protein does venetoclax target? (${id})`, rawAnswer: 'BCL2', template: Target, workspacePath: id })
    }
    server.on({ model: 'gpt-answerer' }, 'I wrote the target to out/answer.txt.')
    scriptInvestigation('out/answer.txt', (read) => `I read out/answer.txt. Findings: {"target": "${/target: (\w+)/.exec(read)?.[1] ?? 'none'}"}`)
    server.on({ model: 'claude-judge', match: (r) => !streaming(r) }, (r) => reply.json({ target: /"target": "(\w+)"/.exec(r.lastUserText)![1]! }))

    // Karenina's default: no opt-in, the deep-agent judge is accepted for agentic parsing.
    const results = await runVerification(
      benchmark,
      { answering_models: [loopbackModel(server, 'gpt-answerer')], parsing_models: [claudeModel(server, trap, 'claude-judge')], agentic_parsing: true, async_max_workers: 2 },
      { env: { PATH: process.env['PATH'] } },
    )
    const byId = Object.fromEntries(results.results.map((r) => [r.metadata.question_id, r]))
    for (const [id, verified] of [['q-right', true], ['q-wrong', false]] as const) {
      const t = byId[id]!.template!
      expect(t.agentic_parsing_performed, id).toBe(true)
      expect(t.parsed_llm_response, id).toEqual({ target: verified ? 'BCL2' : 'MCL1' })
      expect(t.verify_result, id).toBe(verified)
      // The investigation trace is Claude Code's: its Read call and the file content it returned.
      expect(t.investigation_trace, id).toMatch(/Tool Calls:\n {2}Read/)
      expect(t.investigation_trace, id).toContain(`target: ${verified ? 'BCL2' : 'MCL1'}`)
      expect(VerificationResultSchema.safeParse(JSON.parse(JSON.stringify(byId[id]))).success).toBe(true)
    }
    expect(byId['q-wrong']!.metadata.failure?.category).toBe('content')

    // Each Read went to that question's own copy; the copies are gone, the originals survive.
    const reads = server.requests.filter((r) => investigating(r) && toolResults(r).length === 0)
    expect(reads.map((r) => path.basename(workspaceOf(r)!)).sort()).toEqual([expect.stringMatching(/^q-right_run_/), expect.stringMatching(/^q-wrong_run_/)])
    expect(server.requests.filter((r) => investigating(r) && toolResults(r).length === 1).every((r) => !toolResults(r)[0]!.isError)).toBe(true)
    expect(readdirSync(root).sort()).toEqual(['q-right', 'q-wrong'])
    expect(trap.seen).toEqual([])
  })

  it('11b: a boolean and a score agentic trait judged by Claude Code in one shared investigation of the workspace', { timeout: RUN_BUDGET_MS }, async () => {
    mkdirSync(path.join(root, 'q1'))
    writeFileSync(path.join(root, 'q1', 'tests.log'), '12 passed, 0 failed\n')
    const passes = agenticTrait({ name: 'tests_pass', description: 'Do the tests in tests.log pass?', kind: 'boolean', contextMode: 'workspace_only' })
    const coverage = agenticTrait({ name: 'coverage', description: 'Rate the test coverage.', kind: 'score', minScore: 1, maxScore: 5, contextMode: 'workspace_only' })
    server.on({ model: 'gpt-answerer' }, 'I ran the tests; see tests.log.')
    scriptInvestigation('tests.log', (read) => `Findings: the log says ${JSON.stringify(read)}.`)
    server.on({ model: 'claude-judge', match: (r) => !streaming(r) }, (r) => {
      const passed = r.lastUserText.includes('12 passed, 0 failed')
      return r.system!.includes('Score range: 1 to 5.') ? reply.json({ score: passed ? 4 : 1 }) : reply.json({ result: passed })
    })

    const result = await runTask({
      questionId: 'q1',
      questionText: 'Make the test suite pass.',
      answeringModel: loopbackModel(server, 'gpt-answerer'),
      parsingModel: claudeModel(server, trap, 'claude-judge'),
      rubric: defineRubric({ agenticTraits: [passes, coverage] }),
      workspacePath: 'q1',
      options: { evaluationMode: 'rubric_only', workspaceRoot: root, agenticRubricStrategy: 'shared' },
      env: { PATH: process.env['PATH'] },
    })
    expect(result.metadata.failure).toBeNull()
    expect(result.rubric!.agentic_trait_scores).toEqual({ tests_pass: true, coverage: 4 })
    const traces = result.rubric!.agentic_trait_investigation_traces!
    expect(traces.tests_pass).toBe(traces.coverage)
    expect(traces.tests_pass).toMatch(/Tool Calls:\n {2}Read/)
    expect(traces.tests_pass).toContain('12 passed, 0 failed')
    // One Claude Code run (two streamed turns), two extractions; the shared prompt lists both traits.
    const turns = server.requests.filter(investigating)
    expect(turns).toHaveLength(2)
    expect(turns[0]!.system).toContain('- tests_pass: Do the tests in tests.log pass?\n- coverage: Rate the test coverage.')
    expect(server.requests.filter((r) => r.model === 'claude-judge' && !streaming(r))).toHaveLength(2)
    expect(readdirSync(root)).toEqual(['q1'])
    expect(trap.seen).toEqual([])
  })
})
