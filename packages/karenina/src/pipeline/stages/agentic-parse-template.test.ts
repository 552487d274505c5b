import { existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fault, reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { VENETOCLAX_QUESTION, loopbackOptions, loopbackTask, NO_RETRIES } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { ConfigError } from '../../errors/config-error.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { runTask } from '../run-task.js'
import type { TaskOptions } from '../task-settings.js'
import { truncateExtractionInput } from './agentic-parse-template.js'

let server: LlmServer
let root: string

beforeEach(async () => {
  server = await startLlmServer()
  root = mkdtempSync(path.join(tmpdir(), 'karenina-agentic-'))
  mkdirSync(path.join(root, 'q1', 'out'), { recursive: true })
  writeFileSync(path.join(root, 'q1', 'out', 'report.txt'), 'target: MCL1\n')
})
afterEach(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

const ANSWER = 'I wrote the target to out/report.txt.'
type Req = Pick<NormalizedRequest, 'tools' | 'messages' | 'lastUserText'> & { model: string | undefined }
const toolTurns = (r: Req): number => r.messages.filter((m) => m.role === 'tool').length
const investigating = (r: Req): boolean => r.model === 'gpt-judge' && r.tools.length > 0
const extracting = (r: Req): boolean => r.model === 'gpt-judge' && r.tools.length === 0

/** The judge agent reads `file` with the workspace tools, then reports what it read as the template's JSON. */
function scriptJudge(file = 'out/report.txt', report = (read: string) => JSON.stringify({ target: read.replace(/^target: /, '').trim() })): void {
  server.on({ model: 'gpt-answerer' }, ANSWER)
  server.on({ match: (r) => investigating(r) && toolTurns(r) === 0 }, reply.toolCall('read_file', { path: file }))
  server.on({ match: investigating }, (r) => report(r.messages.filter((m) => m.role === 'tool').at(-1)!.text))
}

/** The extraction call maps the report (its JSON) into the schema, as a model would. */
function scriptExtraction(): void {
  server.on({ match: extracting }, (r) => reply.json(JSON.parse(r.lastUserText.replace('Investigation report:\n\n', '')) as never))
}

function task(options: Partial<TaskOptions> = {}, workspacePath: string | null = 'q1') {
  return loopbackTask(server, {
    workspacePath,
    options: { agenticParsing: true, agenticToolLoopJudges: true, workspaceRoot: root, ...options },
    modelOptions: { answering: loopbackOptions(server), parsing: loopbackOptions(server, { retryPolicy: NO_RETRIES }) },
  })
}

const investigationRequests = () => server.requests.filter(investigating)
const copyOf = (r: Req) => /Workspace directory: (.*)$/.exec(r.lastUserText)?.[1]

describe('AgenticParseTemplate (7b): investigation in the workspace, then extraction', () => {
  it('workspace_only: the judge reads the file the answerer left, the answer is verified from it (MCL1 ≠ BCL2)', async () => {
    scriptJudge()
    scriptExtraction()
    const result = await runTask(task())
    expect(result.metadata.failure?.category).toBe('content')
    const t = result.template!
    expect(t.agentic_parsing_performed).toBe(true)
    expect(t.parsed_llm_response).toEqual({ target: 'MCL1' })
    expect(t.verify_result).toBe(false)
    expect(t.investigation_trace).toContain('target: MCL1')
    expect(Object.keys(t.usage_metadata ?? {})).toEqual(expect.arrayContaining(['answer_generation', 'agentic_parsing_investigation', 'agentic_parsing_extraction']))
    const [first] = investigationRequests()
    expect(first!.tools.map((x) => x.name)).toEqual(['list_directory', 'read_file', 'glob', 'grep'])
    expect(first!.system).toMatch(/^You are a verification agent evaluating whether an AI coding assistant correctly completed a task\. You have access to file tools, but command execution is not available\. You may inspect the workspace artifacts\. If the prompt includes an answering trace, you may also use it as evidence of what the answerer reported\.\n\nBe parsimonious\./)
    expect(first!.system).toContain('Report your findings as a JSON object matching this schema:\n{\n  "')
    const ws = copyOf(first!)!
    expect(first!.lastUserText).toBe(`Question: ${VENETOCLAX_QUESTION}\n\nWorkspace directory: ${ws}`)
    expect(path.basename(ws)).toMatch(/^q1_run_\d{8}T\d{6}_pid\d+$/)
    const extraction = server.requests.find(extracting)!
    expect(extraction.system).toMatch(/^You are a structured data extraction assistant\. Extract the findings from the investigation report into the exact JSON schema provided\./)
    expect(extraction.lastUserText).toBe('Investigation report:\n\n{"target": "MCL1"}'.replace('": "', '":"'))
    // The copy is gone, the original survives.
    expect(readdirSync(root)).toEqual(['q1'])
  })

  it('never sends the ground truth to the investigation or the extraction', async () => {
    scriptJudge()
    scriptExtraction()
    await runTask(task({ agenticJudgeContext: 'trace_and_workspace' }))
    const judgeBodies = server.requests.filter((r) => r.model === 'gpt-judge').map((r) => JSON.stringify(r.body))
    expect(judgeBodies.length).toBeGreaterThanOrEqual(3)
    for (const body of judgeBodies) expect(body).not.toContain('BCL2')
  })

  it('trace_and_workspace: the answering trace and the workspace; trace_only: the trace and no workspace line', async () => {
    scriptJudge()
    scriptExtraction()
    await runTask(task({ agenticJudgeContext: 'trace_and_workspace' }))
    const both = investigationRequests()[0]!
    expect(both.lastUserText).toBe(
      `Question: ${VENETOCLAX_QUESTION}\n\n--- ANSWERING AGENT TRACE ---\n--- AI Message ---\n${ANSWER}\n--- END TRACE ---\n\nWorkspace directory: ${copyOf(both)}`,
    )
    server.reset()
    scriptJudge()
    scriptExtraction()
    await runTask(task({ agenticJudgeContext: 'trace_only' }))
    expect(investigationRequests()[0]!.lastUserText).toBe(`Question: ${VENETOCLAX_QUESTION}\n\n--- ANSWERING AGENT TRACE ---\n--- AI Message ---\n${ANSWER}\n--- END TRACE ---`)
  })

  it('materialize_trace: the trace is written to <workspace>/traces/, read by the judge, and removed after', async () => {
    scriptJudge('traces/q-venetoclax_trace.txt', (read) => JSON.stringify({ target: read.includes('out/report.txt') ? 'FOUND' : 'MISSING' }))
    scriptExtraction()
    const result = await runTask(task({ agenticJudgeContext: 'trace_and_workspace', agenticParsingMaterializeTrace: true, workspaceCopy: false }))
    expect(result.template!.parsed_llm_response).toEqual({ target: 'FOUND' })
    const file = path.join(realpathSync(root), 'q1', 'traces', 'q-venetoclax_trace.txt')
    expect(investigationRequests()[0]!.lastUserText).toContain(
      `--- ANSWERING AGENT TRACE ---\nThe full answering agent trace is saved to: ${file}\nUse file tools (grep, search, read) to examine it carefully.\n--- END TRACE ---`,
    )
    expect(existsSync(file)).toBe(false)
    expect(existsSync(path.join(root, 'q1', 'out', 'report.txt'))).toBe(true)
  })

  it('persist_trace keeps the materialized file', async () => {
    scriptJudge('traces/q-venetoclax_trace.txt', () => '{"target": "X"}')
    scriptExtraction()
    await runTask(task({ agenticJudgeContext: 'trace_only', agenticParsingMaterializeTrace: true, agenticParsingPersistTrace: true, workspaceCopy: false }))
    expect(existsSync(path.join(root, 'q1', 'traces', 'q-venetoclax_trace.txt'))).toBe(true)
  })

  it('the turn limit gives the spec message, keeping the investigation trace', async () => {
    server.on({ model: 'gpt-answerer' }, ANSWER)
    server.on({ match: investigating }, reply.toolCall('list_directory', { path: '.' }))
    const result = await runTask(task({ agenticParsingMaxTurns: 2 }))
    expect(result.metadata.failure?.reason).toBe('Agentic investigation hit the turn limit before producing a reliable report')
    expect(result.template!.investigation_trace).toContain('out')
    expect(investigationRequests()).toHaveLength(2)
    expect(server.requests.some(extracting)).toBe(false)
  })

  it('an investigation that outlives agentic_parsing_timeout is a parse failure naming the timeout', async () => {
    server.on({ model: 'gpt-answerer' }, ANSWER)
    server.on({ match: investigating }, fault.hang())
    const result = await runTask(task({ agenticParsingTimeout: 0.2 }))
    expect(result.metadata.failure?.reason).toBe('Agentic investigation failed: InvestigationTimeout: investigation timed out after 0.2 s')
    // The failure classifier files every error of a parse stage under `parsing` (spec 04 §3).
    expect(result.metadata.failure?.category).toBe('parsing')
  })

  it('a failed extraction falls back to the report JSON (local_json), and fails naming both errors when there is none', async () => {
    scriptJudge('out/report.txt', () => 'Done.\n```json\n{"target": "MCL1"}\n```')
    server.on({ match: extracting }, 'not json at all')
    const recovered = await runTask(task())
    const t = recovered.template!
    expect(t.agentic_extraction_recovery).toBe('local_json')
    expect(t.agentic_extraction_error).toMatch(/\S/)
    expect(t.parsed_llm_response).toEqual({ target: 'MCL1' })
    expect(recovered.metadata.warnings.some((w) => w.startsWith('Agentic extraction recovered locally after parser error: '))).toBe(true)

    server.reset()
    scriptJudge('out/report.txt', () => 'I could not find anything useful.')
    server.on({ match: extracting }, 'still not json')
    const failed = await runTask(task())
    expect(failed.metadata.failure?.reason).toMatch(/^Agentic extraction failed: .+; local JSON recovery failed: no JSON object found in the investigation report$/)
    expect(failed.template!.agentic_extraction_error).toMatch(/\S/)
  })

  it('_unanswered_fields in the report make the field null even when the extractor fills it', async () => {
    scriptJudge('out/report.txt', () => '{"target": null, "_unanswered_fields": ["target"]}')
    server.on({ match: extracting }, reply.json({ target: 'BCL2' }))
    const result = await runTask(task())
    // The extractor said BCL2 (the ground truth), but the report marked the field unanswered: it stays null.
    expect(result.template!.parsed_llm_response).toEqual({})
    expect(result.template!.field_results).toEqual({ target: null })
    expect(result.template!.verify_result).toBe(false)
  })
})

describe('AgenticParseTemplate (7b): what the extraction receives, and what the run records', () => {
  const extractionText = () => server.requests.find(extracting)!.lastUserText.replace(/^Investigation report:\n\n/, '')

  it('a final report over 60 000 characters reaches the extraction as head third + marker + tail', async () => {
    // 30 000 "a" + 40 000 "b" (no surrounding whitespace, so the final AI message is the report verbatim).
    const report = 'a'.repeat(30_000) + 'b'.repeat(40_000)
    scriptJudge('out/report.txt', () => report)
    server.on({ match: extracting }, reply.json({ target: 'MCL1' }))
    const result = await runTask(task())
    const marker = '\n\n[... investigation report truncated; omitted 10000 characters ...]\n\n'
    const sent = extractionText()
    expect(sent).toBe('a'.repeat(20_000) + marker + 'b'.repeat(60_000 - 20_000 - marker.length))
    expect(sent.length).toBe(60_000)
    // The stored investigation trace is not truncated.
    expect(result.template!.investigation_trace).toContain(report)
  })

  it('the extraction gets the final AI message of the investigation, else (no text) the whole trace', async () => {
    scriptJudge('out/report.txt', () => 'The file says MCL1.')
    server.on({ match: extracting }, reply.json({ target: 'MCL1' }))
    await runTask(task())
    expect(extractionText()).toBe('The file says MCL1.')

    // An empty final message: the extraction gets the whole investigation trace, tool result included.
    server.reset()
    scriptJudge('out/report.txt', () => '')
    server.on({ match: extracting }, reply.json({ target: 'MCL1' }))
    const result = await runTask(task())
    const trace = result.template!.investigation_trace!
    expect(trace).toContain('target: MCL1')
    expect(extractionText()).toBe(trace)
  })

  it('sets parsing_model_str, template_evaluator = null, deep_judgment_performed = false, agentic_parsing_performed = true', async () => {
    scriptJudge()
    scriptExtraction()
    const artifacts = new Map<string, unknown>()
    const keys = [ArtifactKeys.PARSING_MODEL_STR, ArtifactKeys.TEMPLATE_EVALUATOR, ArtifactKeys.DEEP_JUDGMENT_PERFORMED, ArtifactKeys.AGENTIC_PARSING_PERFORMED]
    const result = await runTask(task(), {
      onContext: (ctx) => {
        for (const key of keys) if (ctx.hasArtifact(key)) artifacts.set(key, ctx.getArtifact(key))
      },
    })
    expect(Object.fromEntries(artifacts)).toEqual({
      parsing_model_str: 'langchain:gpt-judge',
      template_evaluator: null,
      deep_judgment_performed: false,
      agentic_parsing_performed: true,
    })
    expect(result.template!.agentic_parsing_performed).toBe(true)
    // template_evaluator is an artifact only (no result field in spec 04); the deep_judgment section is null
    // because only ParseTemplate's deep-judgment mode records one (spec 04 §1).
    expect(result.deep_judgment ?? null).toBeNull()
  })
})

describe("agentic parsing's judge: deep_agent by default (Karenina), tool loops only when opted in", () => {
  it('runTask refuses a tool-loop judge with a ConfigError naming question, setting and interface, before any call', async () => {
    for (const trigger of ['always', 'dynamic'] as const) {
      const error = await runTask(task({ agenticToolLoopJudges: false, agenticParsingTrigger: trigger })).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ConfigError)
      expect((error as ConfigError).key).toBe('parsingModel.interface')
      expect((error as ConfigError).message).toBe(
        'parsingModel.interface: interface "langchain" is tool_loop; agentic parsing (options.agenticParsing) needs a deep_agent interface (claude_agent_sdk, langchain_deep_agents), ' +
          'or set options.agenticToolLoopJudges: true to let this tool-loop judge investigate with the read-only workspace tools (question "q-venetoclax")',
      )
    }
    const manual = await runTask({ ...task(), parsingModel: { interface: 'manual', manual_traces: { x: 'y' } } as never }).catch((e: unknown) => e)
    expect((manual as ConfigError).message).toMatch(/^parsingModel.interface: interface "manual" cannot run as an agent; agentic parsing \(options.agenticParsing\) needs claude_agent_sdk, langchain_deep_agents or an OpenAI\/Anthropic interface/)
    expect(server.requests).toEqual([])
    expect(readdirSync(root)).toEqual(['q1'])
  })
})

describe('truncateExtractionInput', () => {
  it('keeps 60 000 characters: the head third, the marker, the tail', () => {
    expect(truncateExtractionInput('short')).toBe('short')
    const text = 'a'.repeat(30_000) + 'b'.repeat(40_000)
    const cut = truncateExtractionInput(text)
    const marker = '\n\n[... investigation report truncated; omitted 10000 characters ...]\n\n'
    expect(cut.length).toBe(60_000)
    expect(cut.startsWith('a'.repeat(20_000) + marker)).toBe(true)
    expect(cut.endsWith('b'.repeat(60_000 - 20_000 - marker.length))).toBe(true)
    expect(truncateExtractionInput('x'.repeat(20), 10)).toBe('x'.repeat(10))
  })
})
