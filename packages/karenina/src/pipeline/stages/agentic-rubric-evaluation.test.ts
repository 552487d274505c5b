import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defineRubric } from '../../rubric/rubric.js'
import { agenticTrait } from '../../rubric/traits/agentic-trait.js'
import { counts, extractingBy, investigatingBy, passes, scriptTraitAgent, traitTask, verdict } from '../../../test/fixtures/pipeline/agentic/agentic-trait-fixtures.js'
import { runTask } from '../run-task.js'
import type { TaskOptions } from '../task-settings.js'

let server: LlmServer
let root: string
beforeEach(async () => {
  server = await startLlmServer()
  root = mkdtempSync(path.join(tmpdir(), 'karenina-agentic-rubric-'))
  mkdirSync(path.join(root, 'q1'))
  writeFileSync(path.join(root, 'q1', 'tests.log'), '12 passed, 0 failed')
})
afterEach(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

const investigating = investigatingBy('gpt-judge')
const extracting = extractingBy('gpt-judge')
const quality = agenticTrait({ name: 'quality', description: 'Rate the test coverage.', kind: 'score', minScore: 1, maxScore: 5, contextMode: 'workspace_only' })

const scriptAgent = (report: (log: string) => string) => scriptTraitAgent(server, report)
const task = (traits: Parameters<typeof defineRubric>[0], options: Partial<TaskOptions> = {}) => traitTask(server, root, traits, options)

describe('AgenticRubricEvaluation (11b)', () => {
  it('individual: one investigation per trait in the workspace; boolean, score, literal and template kinds', async () => {
    scriptAgent((log) => `Findings: ${log}\n{"passed": 12, "failed": 0}`)
    const result = await runTask(task({ agenticTraits: [passes, quality, verdict, counts] }))
    const r = result.rubric!
    // The section exists because agentic_rubric_evaluation_performed (a result field, not a section key) is set.
    expect(r.rubric_evaluation_performed).toBe(false)
    expect(r.agentic_trait_scores).toEqual({ tests_pass: true, quality: 4, verdict: 1, 'counts.passed': 12, 'counts.failed': 0 })
    expect(r.agentic_trait_extraction_metadata).toEqual({ counts: { method: 'local_json', local_json_error: null, parser_error: null } })
    expect(Object.keys(r.agentic_trait_investigation_traces ?? {}).sort()).toEqual(['counts', 'quality', 'tests_pass', 'verdict'])
    const investigations = server.requests.filter((q) => investigating(q) && !q.messages.some((m) => m.role === 'tool'))
    expect(investigations).toHaveLength(4)
    const first = investigations[0]!
    expect(first.system).toBe(
      'You are an evaluation agent investigating the quality of an LLM response. Your task: Do the tests in tests.log pass?\n\n' +
        'You may inspect files, but command execution is not available.\n\n' +
        'After investigating, summarize your findings clearly. Your investigation trace will be parsed into a boolean result.',
    )
    expect(first.lastUserText).toMatch(/^Question: What is the putative target of venetoclax\?\n\nWorkspace directory: .*q1_run_/)
    // The literal trait (trace_and_workspace) also sees the answering trace.
    expect(investigations[2]!.lastUserText).toContain('--- ANSWERING AGENT TRACE ---\n--- AI Message ---\nI ran the tests; see tests.log.\n--- END TRACE ---')
    expect(readdirSync(root)).toEqual(['q1'])
  })

  it('shared: one investigation covering every trait, then per-trait extraction from its trace', async () => {
    scriptAgent((log) => `All criteria: ${log}`)
    const result = await runTask(task({ agenticTraits: [passes, quality] }, { agenticRubricStrategy: 'shared' }))
    expect(result.rubric!.agentic_trait_scores).toEqual({ tests_pass: true, quality: 4 })
    const investigations = server.requests.filter((q) => investigating(q) && !q.messages.some((m) => m.role === 'tool'))
    expect(investigations).toHaveLength(1)
    expect(investigations[0]!.system).toContain('Evaluate ALL of the following criteria:\n- tests_pass: Do the tests in tests.log pass?\n- quality: Rate the test coverage.\n\n')
    const traces = result.rubric!.agentic_trait_investigation_traces!
    expect(traces.tests_pass).toBe(traces.quality)
  })

  it('a template kind without JSON in the report goes through the parser; a failed extraction scores null with a warning', async () => {
    server.on({ match: (r) => extracting(r) && r.lastUserText.includes('The log says') }, reply.json({ passed: 12, failed: 0 }))
    scriptAgent((log) => `The log says ${log}.`)
    const viaParser = await runTask(task({ agenticTraits: [counts] }))
    expect(viaParser.rubric!.agentic_trait_scores).toEqual({ 'counts.passed': 12, 'counts.failed': 0 })
    expect(viaParser.rubric!.agentic_trait_extraction_metadata?.counts).toMatchObject({ method: 'parser_after_local_json_failed', parser_error: null })

    server.reset()
    server.on({ match: extracting }, 'not json')
    scriptAgent(() => 'nothing useful')
    const failed = await runTask(task({ agenticTraits: [passes] }))
    expect(failed.rubric!.agentic_trait_scores).toEqual({ tests_pass: null })
    expect(failed.rubric!.agentic_trait_investigation_traces?.tests_pass).toContain('nothing useful')
    expect(failed.metadata.warnings.some((w) => w.startsWith("Agentic trait 'tests_pass': score extraction failed"))).toBe(true)
  })

  it('trace_only without a workspace is a single LLM call, no tools', async () => {
    server.on({ model: 'gpt-answerer' }, 'All 12 tests passed.')
    server.on({ match: investigating }, 'The response says 12 passed.')
    server.on({ match: extracting }, reply.json({ result: true }))
    const traceOnly = agenticTrait({ name: 'claims_pass', description: 'Does the response claim success?', kind: 'boolean', contextMode: 'trace_only' })
    const result = await runTask(task({ agenticTraits: [traceOnly] }, { workspaceRoot: null }))
    expect(result.rubric!.agentic_trait_scores).toEqual({ claims_pass: true })
    const call = server.requests.find(investigating)!
    expect(call.tools).toEqual([])
    expect(call.system).toContain('Use only the response text supplied in the prompt.')
  })

  it('a trait whose model cannot run as an agent fails the task naming question, trait and interface', async () => {
    server.on({ model: 'gpt-answerer' }, 'done')
    const manualJudge = await runTask({ ...task({ agenticTraits: [passes] }), parsingModel: { interface: 'manual', manual_traces: { x: 'y' } } as never })
    expect(manualJudge.metadata.failure?.category).toBe('unexpected_error')
    expect(manualJudge.metadata.failure?.reason).toContain(
      `question "q-venetoclax": agentic trait 'tests_pass' is judged by the parsing model (it has no model_override): interface "manual" cannot run as an agent`,
    )
  })

  it("by default (Karenina's rule) a tool-loop judge is refused for every agentic trait, even trace_only: an error result, no model call", async () => {
    server.on({ model: 'gpt-answerer' }, 'done')
    const traceOnly = agenticTrait({ name: 'claims_pass', description: 'Does the response claim success?', kind: 'boolean', contextMode: 'trace_only' })
    const refused = await runTask(task({ agenticTraits: [traceOnly, passes] }, { agenticToolLoopJudges: false }))
    expect(refused.metadata.failure?.category).toBe('unexpected_error')
    expect(refused.metadata.failure?.reason).toContain(
      `question "q-venetoclax": agentic trait 'claims_pass' is judged by the parsing model (it has no model_override): interface "langchain" is tool_loop; an agentic rubric trait needs a deep_agent interface (claude_agent_sdk, langchain_deep_agents), or set agentic_tool_loop_judges (task option agenticToolLoopJudges): true`,
    )
    expect(refused.rubric?.agentic_trait_scores ?? null).toBeNull()
    expect(server.requests.filter((r) => r.model === 'gpt-judge')).toEqual([])
  })
})
