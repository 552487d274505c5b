// Stage 11b (spec 02 §9.4) beyond the basics of agentic-rubric-evaluation.test.ts: unknown literal classes,
// the shared strategy's mixed kinds, fallback and failure, turn/time limits, materialised traces, model overrides.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fault, reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defineRubric } from '../../rubric/rubric.js'
import { agenticTrait } from '../../rubric/traits/agentic-trait.js'
import { counts, extractingBy, firstTurn, investigatingBy, lastToolText, passes, scriptTraitAgent, traitTask, verdict, type JudgeRequest } from '../../../test/fixtures/pipeline/agentic/agentic-trait-fixtures.js'
import { runTask } from '../run-task.js'
import type { TaskOptions } from '../task-settings.js'

let server: LlmServer
let root: string
beforeEach(async () => {
  server = await startLlmServer()
  root = mkdtempSync(path.join(tmpdir(), 'karenina-agentic-traits-'))
  mkdirSync(path.join(root, 'q1'))
  writeFileSync(path.join(root, 'q1', 'tests.log'), '12 passed, 0 failed')
})
afterEach(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

const investigating = investigatingBy('gpt-judge')
const extracting = extractingBy('gpt-judge')
const scriptAgent = (report: (log: string) => string, classification?: (passed: boolean) => string) => scriptTraitAgent(server, report, classification)
const task = (traits: Parameters<typeof defineRubric>[0], options: Partial<TaskOptions> = {}) => traitTask(server, root, traits, options)

/** A deep-agent override on the loopback server's Anthropic endpoint (trace_only traits call it without Claude Code). */
const claudeJudge = { interface: 'claude_agent_sdk', model_name: 'claude-judge', anthropic_base_url: '', anthropic_api_key: 'sk-ant-test' }
const overrideTo = () => ({ ...claudeJudge, anthropic_base_url: server.anthropicBaseURL })
const claimsPass = (modelOverride: ReturnType<typeof overrideTo> | null = null) =>
  agenticTrait({ name: 'claims_pass', description: 'Does the response claim success?', kind: 'boolean', contextMode: 'trace_only', modelOverride: modelOverride as never })
const claimsCount = agenticTrait({ name: 'claims_count', description: 'How many tests does it claim?', kind: 'score', minScore: 0, maxScore: 20, contextMode: 'trace_only' })

describe('AgenticRubricEvaluation (11b): literal classes and the shared strategy', () => {
  it('a literal trait whose extracted class is not one of its classes scores -1', async () => {
    scriptAgent((log) => `Findings: ${log}`, () => 'flaky')
    const result = await runTask(task({ agenticTraits: [verdict] }))
    expect(result.metadata.failure).toBeNull()
    expect(result.rubric!.agentic_trait_scores).toEqual({ verdict: -1 })
  })

  it('shared: a literal and a template-kind trait from one investigation (literal through the parser, template from the report JSON)', async () => {
    scriptAgent((log) => `All criteria: ${log}\n{"passed": 12, "failed": 0}`)
    const result = await runTask(task({ agenticTraits: [verdict, counts] }, { agenticRubricStrategy: 'shared' }))
    const r = result.rubric!
    expect(r.agentic_trait_scores).toEqual({ verdict: 1, 'counts.passed': 12, 'counts.failed': 0 })
    expect(r.agentic_trait_extraction_metadata).toEqual({ counts: { method: 'local_json', local_json_error: null, parser_error: null } })
    const investigations = server.requests.filter((q) => investigating(q) && firstTurn(q))
    expect(investigations).toHaveLength(1)
    expect(investigations[0]!.system).toContain('- verdict: Classify the outcome.\n- counts: Report the test counts.')
    // Union of context needs: the literal trait wants the answering trace too.
    expect(investigations[0]!.lastUserText).toContain('--- ANSWERING AGENT TRACE ---')
    expect(r.agentic_trait_investigation_traces!.verdict).toBe(r.agentic_trait_investigation_traces!.counts)
    // Only the literal needed a parser call; the template kind was recovered locally.
    expect(server.requests.filter(extracting)).toHaveLength(1)
  })

  it('shared falls back to individual when the traits resolve to different models', async () => {
    server.on({ model: 'gpt-answerer' }, 'All 12 tests passed.')
    server.on({ match: investigating }, 'The response claims 12 passing tests.')
    server.on({ match: extracting }, reply.json({ score: 12 }))
    server.on({ match: investigatingBy('claude-judge') }, 'The response claims success.')
    server.on({ match: extractingBy('claude-judge') }, reply.json({ result: true }))
    const result = await runTask(task({ agenticTraits: [claimsCount, claimsPass(overrideTo())] }, { agenticRubricStrategy: 'shared', workspaceRoot: null }))
    expect(result.metadata.failure).toBeNull()
    expect(result.rubric!.agentic_trait_scores).toEqual({ claims_count: 12, claims_pass: true })
    const gpt = server.requests.filter(investigating)
    const claude = server.requests.filter(investigatingBy('claude-judge'))
    expect([gpt.length, claude.length]).toEqual([1, 1])
    // Each investigation covers its own trait only (no shared "ALL of the following criteria" prompt).
    expect(gpt[0]!.system).toContain('Your task: How many tests does it claim?')
    expect(claude[0]!.system).toContain('Your task: Does the response claim success?')
    expect([...gpt, ...claude].some((q) => (q.system ?? '').includes('Evaluate ALL of the following criteria'))).toBe(false)
  })

  it('shared: a failed investigation scores every trait null with one warning, and no extraction is attempted', async () => {
    server.on({ model: 'gpt-answerer' }, 'I ran the tests; see tests.log.')
    server.on({ match: investigating }, fault.serverError(500, { shouldRetry: false }))
    const result = await runTask(task({ agenticTraits: [passes, counts] }, { agenticRubricStrategy: 'shared' }))
    expect(result.metadata.failure).toBeNull()
    expect(result.rubric!.agentic_trait_scores).toEqual({ tests_pass: null, 'counts.passed': null, 'counts.failed': null })
    expect(result.rubric!.agentic_trait_investigation_traces).toEqual({})
    expect(result.metadata.warnings.filter((w) => w.startsWith('Agentic traits: shared investigation failed'))).toHaveLength(1)
    expect(server.requests.some(extracting)).toBe(false)
  })
})

describe('AgenticRubricEvaluation (11b): an investigation out of turns or time', () => {
  const forTrait = (trait: { description: string }) => (r: JudgeRequest) => investigating(r) && (r.system ?? '').includes(`Your task: ${trait.description}`)

  it('max_turns reached: that trait scores null with its partial trace kept and a warning; the other trait is unaffected', async () => {
    const limited = agenticTrait({ name: 'tests_pass', description: 'Do the tests in tests.log pass?', kind: 'boolean', contextMode: 'workspace_only', maxTurns: 2 })
    // The limited trait's investigator never stops calling tools.
    server.on({ match: forTrait(limited) }, reply.toolCall('read_file', { path: 'tests.log' }))
    scriptAgent((log) => `Findings: ${log}`)
    const result = await runTask(task({ agenticTraits: [limited, verdict] }))
    expect(result.metadata.failure).toBeNull()
    expect(result.rubric!.agentic_trait_scores).toEqual({ tests_pass: null, verdict: 1 })
    const traces = result.rubric!.agentic_trait_investigation_traces!
    expect(traces.tests_pass).toContain('12 passed, 0 failed')
    expect(traces.verdict).toContain('Findings: 12 passed')
    expect(server.requests.filter(forTrait(limited))).toHaveLength(2)
    // No extraction of a partial trace: the only extraction is the literal trait's.
    expect(server.requests.filter(extracting).map((r) => r.system!.includes('Classify into one of:'))).toEqual([true])
    expect(result.metadata.warnings).toContain("Agentic trait 'tests_pass': investigation reached max_turns (2) before a conclusion")
  })

  it('shared: an investigation cut off at max_turns scores every trait null and keeps the trace for each', async () => {
    server.on({ match: investigating }, reply.toolCall('read_file', { path: 'tests.log' }))
    scriptAgent((log) => `Findings: ${log}`)
    const capped = agenticTrait({ name: 'capped', description: 'Are there failures?', kind: 'boolean', contextMode: 'workspace_only', maxTurns: 2 })
    const result = await runTask(task({ agenticTraits: [capped, counts] }, { agenticRubricStrategy: 'shared' }))
    expect(result.rubric!.agentic_trait_scores).toEqual({ capped: null, 'counts.passed': null, 'counts.failed': null })
    const traces = result.rubric!.agentic_trait_investigation_traces!
    expect(traces.capped).toContain('12 passed, 0 failed')
    expect(traces.counts).toBe(traces.capped)
    // The maximum of the traits' max_turns (counts has the default 15) bounds the shared run.
    expect(server.requests.filter(investigating)).toHaveLength(15)
    expect(result.metadata.warnings).toContain('Agentic traits: shared investigation reached max_turns (15) before a conclusion')
    expect(server.requests.some(extracting)).toBe(false)
  })

  it('timeout_seconds elapsed (the judge never answers): that trait scores null with a warning; the other trait is unaffected', async () => {
    const slow = agenticTrait({ name: 'tests_pass', description: 'Do the tests in tests.log pass?', kind: 'boolean', contextMode: 'workspace_only', timeoutSeconds: 1 })
    server.on({ match: forTrait(slow) }, fault.hang())
    scriptAgent((log) => `Findings: ${log}`)
    const result = await runTask(task({ agenticTraits: [slow, verdict] }))
    expect(result.metadata.failure).toBeNull()
    expect(result.rubric!.agentic_trait_scores).toEqual({ tests_pass: null, verdict: 1 })
    expect(Object.keys(result.rubric!.agentic_trait_investigation_traces!)).toEqual(['verdict'])
    expect(result.metadata.warnings.some((w) => w.startsWith("Agentic trait 'tests_pass': investigation failed"))).toBe(true)
  })
})

describe('AgenticRubricEvaluation (11b): materialised traces and model overrides', () => {
  const traceFile = () => path.join(root, 'q1', 'traces', 'q-venetoclax_trace.txt')
  const reads = (persistTrace: boolean) =>
    agenticTrait({ name: 'claims_match', description: 'Does the trace match tests.log?', kind: 'boolean', contextMode: 'trace_and_workspace', materializeTrace: true, persistTrace })

  /** The investigator reads the materialised trace file its prompt names, then reports what it read. */
  function scriptTraceReader(): void {
    server.on({ model: 'gpt-answerer' }, 'I ran the tests: 12 passed.')
    server.on({ match: (r) => investigating(r) && firstTurn(r) }, reply.toolCall('read_file', { path: 'traces/q-venetoclax_trace.txt' }))
    server.on({ match: investigating }, (r) => `The trace file says: ${lastToolText(r)}`)
    server.on({ match: extracting }, (r) => reply.json({ result: r.lastUserText.includes('I ran the tests: 12 passed.') }))
  }

  it('materialize_trace writes <workspace>/traces/<question>_trace.txt for the investigator and deletes it afterwards', async () => {
    scriptTraceReader()
    const result = await runTask(task({ agenticTraits: [reads(false)] }, { workspaceCopy: false }))
    expect(result.rubric!.agentic_trait_scores).toEqual({ claims_match: true })
    const first = server.requests.find((r) => investigating(r) && firstTurn(r))!
    expect(first.lastUserText).toContain(traceFile())
    // The investigator's tool read the file: it held the answering trace during the run.
    const second = server.requests.find((r) => investigating(r) && !firstTurn(r))!
    expect(lastToolText(second)).toContain('--- AI Message ---\nI ran the tests: 12 passed.')
    expect(existsSync(traceFile())).toBe(false)
    expect(existsSync(path.join(root, 'q1', 'tests.log'))).toBe(true)
  })

  it('persist_trace keeps the materialised trace file after the run', async () => {
    scriptTraceReader()
    const result = await runTask(task({ agenticTraits: [reads(true)] }, { workspaceCopy: false }))
    expect(result.rubric!.agentic_trait_scores).toEqual({ claims_match: true })
    expect(readFileSync(traceFile(), 'utf8')).toContain('--- AI Message ---\nI ran the tests: 12 passed.')
  })

  it("a trait's model_override judges it (investigation and extraction), not the parsing model", async () => {
    server.on({ model: 'gpt-answerer' }, 'All 12 tests passed.')
    server.on({ match: investigatingBy('claude-judge') }, 'The response claims success.')
    server.on({ match: extractingBy('claude-judge') }, reply.json({ result: true }))
    const result = await runTask(task({ agenticTraits: [claimsPass(overrideTo())] }, { workspaceRoot: null }))
    expect(result.metadata.failure).toBeNull()
    expect(result.rubric!.agentic_trait_scores).toEqual({ claims_pass: true })
    expect(result.rubric!.agentic_trait_investigation_traces).toEqual({ claims_pass: 'The response claims success.' })
    expect(server.requests.map((r) => r.model)).toEqual(['gpt-answerer', 'claude-judge', 'claude-judge'])
    expect(server.requests.filter(investigatingBy('claude-judge'))[0]!.lastUserText).toContain('All 12 tests passed.')
  })
})
