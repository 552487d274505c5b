import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fault, reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetCassettes } from '../../llm/replay/cassette.js'
import type { ReplayOptions } from '../../llm/replay/replay-mode.js'
import { VENETOCLAX_QUESTION, loopbackOptions, loopbackTask, NO_RETRIES, steppingClock } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { runTask } from '../run-task.js'

let server: LlmServer
let root: string

beforeEach(async () => {
  server = await startLlmServer()
  root = mkdtempSync(path.join(tmpdir(), 'karenina-dynamic-'))
  mkdirSync(path.join(root, 'q1', 'out'), { recursive: true })
  writeFileSync(path.join(root, 'q1', 'out', 'report.txt'), 'BCL2\n')
})
afterEach(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

type Req = Pick<NormalizedRequest, 'tools' | 'messages' | 'lastUserText' | 'system'> & { model: string | undefined }
const judge = (r: Req) => r.model === 'gpt-judge'
const deciding = (r: Req) => judge(r) && (r.system ?? '').startsWith('<role>\nYou are a precise template parsing judge.')
const investigating = (r: Req) => judge(r) && r.tools.length > 0
const extracting = (r: Req) => judge(r) && (r.system ?? '').startsWith('You are a structured data extraction assistant.')

/** The answer, the decision reply, and an investigation that reads the report file (used when escalating). */
function script(answer: string, decision: Parameters<LlmServer['on']>[1]): void {
  server.on({ model: 'gpt-answerer' }, answer)
  server.on({ match: deciding }, decision)
  server.on({ match: (r) => investigating(r) && !r.messages.some((m) => m.role === 'tool') }, reply.toolCall('read_file', { path: 'out/report.txt' }))
  server.on({ match: investigating }, (r) => JSON.stringify({ target: r.messages.filter((m) => m.role === 'tool').at(-1)!.text.trim() }))
  server.on({ match: extracting }, (r) => reply.json(JSON.parse(r.lastUserText.replace('Investigation report:\n\n', '')) as never))
}

/** The one place the answering and judge models are set up; `replay` records or replays both through a cassette. */
const run = (replay?: ReplayOptions) =>
  runTask(
    loopbackTask(server, {
      workspacePath: 'q1',
      options: { agenticParsing: true, agenticToolLoopJudges: true, agenticParsingTrigger: 'dynamic', agenticJudgeContext: 'trace_and_workspace', workspaceRoot: root },
      modelOptions: {
        answering: loopbackOptions(server, replay ? { replay } : {}),
        parsing: loopbackOptions(server, { retryPolicy: NO_RETRIES, ...(replay ? { replay } : {}) }),
      },
    }),
    // A fixed clock: the replayed run's workspace copy (named by time) and prompts are the recorded ones.
    replay ? { now: steppingClock() } : {},
  )
const decision = (value: unknown) => JSON.stringify(value)

describe('DynamicParseTemplate (7c)', () => {
  it('direct: a sufficient final message fills the template with no investigation; the prompt is the spec\'s', async () => {
    script('The target is BCL2.', decision({ reasoning: 'named in the message', sufficient: true, answer: { target: 'BCL2' } }))
    const result = await run()
    const t = result.template!
    expect(t.dynamic_parsing_performed).toBe(true)
    expect(t.dynamic_parse_decision).toBe('direct')
    expect(t.dynamic_decision_reasoning).toBe('named in the message')
    expect(t.verify_result).toBe(true)
    expect(t.agentic_parsing_performed).toBe(false)
    expect(result.used_full_trace).toBe(false)
    expect(server.requests.some(investigating)).toBe(false)
    const call = server.requests.find(deciding)!
    expect(call.lastUserText).toMatch(
      new RegExp(`^\\n<original_question>\\n${VENETOCLAX_QUESTION.replace('?', '\\?')}\\n</original_question>\\n\\n<final_agent_message>\\nThe target is BCL2\\.\\n</final_agent_message>\\n\\n<template_schema>\\n\\{\\n  "`),
    )
    expect(call.lastUserText.endsWith('</template_schema>\n\nReturn exactly one JSON object following the output contract.\n')).toBe(true)
    expect(Object.keys(t.usage_metadata ?? {})).toContain('dynamic_parsing_decision')
    expect(JSON.stringify(server.requests.filter(judge).map((r) => r.body))).not.toContain('BCL2", "')
  })

  it('insufficient: escalates to the investigation, which gets the screening reasoning', async () => {
    script('I saved the target to out/report.txt.', decision({ reasoning: 'the value lives in a file', sufficient: false }))
    const result = await run()
    const t = result.template!
    expect(t.dynamic_parse_decision).toBe('escalated')
    expect(t.agentic_parsing_performed).toBe(true)
    expect(result.metadata.caveats).not.toContain('parse_decision_malformed')
    expect(t.verify_result).toBe(true)
    expect(server.requests.find(investigating)!.lastUserText).toContain('\n--- SCREENING REASONING ---\nthe value lives in a file\n--- END SCREENING REASONING ---\n')
  })

  it.each([
    ['not JSON', 'I think it is sufficient'],
    ['sufficient without an answer object', decision({ reasoning: 'r', sufficient: true, answer: 'BCL2' })],
    ['sufficient as a string', decision({ reasoning: 'r', sufficient: 'yes', answer: { target: 'BCL2' } })],
    ['an answer that fails validation', decision({ reasoning: 'r', sufficient: true, answer: { target: 42 } })],
  ])('malformed decision (%s): the parse_decision_malformed caveat, escalation', async (_label, reply) => {
    script('See out/report.txt.', reply)
    const result = await run()
    expect(result.template!.dynamic_parse_decision).toBe('escalated')
    expect(result.template!.verify_result).toBe(true)
    expect(result.metadata.caveats).toContain('parse_decision_malformed')
  })

  it('no final AI message: escalates with the extraction error as the screening reasoning', async () => {
    script('', decision({}))
    const result = await run()
    expect(result.template!.dynamic_parse_decision).toBe('escalated')
    expect(result.trace_extraction_error).toMatch(/^Failed to extract final AI message: /)
    expect(server.requests.some(deciding)).toBe(false)
    expect(server.requests.find(investigating)!.lastUserText).toContain('--- SCREENING REASONING ---\nFailed to extract final AI message: ')
  })

  it('answer_error_null: an answer that is only an API connection error is scored with every field null, no judge call', async () => {
    script('API Error: Unable to connect to API (ConnectionRefused)', decision({}))
    const result = await run()
    const t = result.template!
    expect(t.dynamic_parse_decision).toBe('answer_error_null')
    expect(t.field_results).toEqual({ target: null })
    expect(t.verify_result).toBe(false)
    expect(t.dynamic_decision_reasoning).toMatch(/^The answerer produced only an API\/connection error/)
    expect(server.requests.some(judge)).toBe(false)
  })

  it('a retryable decision failure escalates with a warning; a permanent one is the error', async () => {
    script('See out/report.txt.', fault.serverError(500))
    const escalated = await run()
    expect(escalated.template!.dynamic_parse_decision).toBe('escalated')
    expect(escalated.template!.dynamic_decision_reasoning).toMatch(/^Dynamic parsing decision failed with retryable parser error \(server_error\): .+; escalating to agentic parsing\.$/)
    expect(escalated.metadata.warnings.some((w) => w.startsWith('Dynamic parsing decision failed with retryable'))).toBe(true)

    server.reset()
    script('See out/report.txt.', fault.status(400, { message: 'bad request' }))
    const failed = await run()
    expect(failed.metadata.failure?.reason).toMatch(/^Dynamic parsing decision failed: /)
    expect(server.requests.some(investigating)).toBe(false)
  })
})

describe('DynamicParseTemplate (7c) replayed from a cassette (the port\'s replay; Karenina\'s replay_store is not consulted)', () => {
  it.each([
    ['direct', 'The target is BCL2.', decision({ reasoning: 'named in the message', sufficient: true, answer: { target: 'BCL2' } })],
    ['escalated', 'I saved the target to out/report.txt.', decision({ reasoning: 'the value lives in a file', sufficient: false })],
  ])('%s: the recorded decision (and investigation) replay with no request and the same result fields', async (expected, answer, reply) => {
    const cassette = path.join(root, 'judge.cassette.json')
    resetCassettes()
    script(answer, reply)
    const recorded = await run({ mode: 'record', cassette })
    expect(recorded.template!.dynamic_parse_decision).toBe(expected)
    server.reset()
    resetCassettes()
    const replayed = await run({ mode: 'replay', cassette })
    expect(server.requests).toHaveLength(0)
    const fields = (r: typeof recorded) => {
      const t = r.template!
      return [t.dynamic_parsing_performed, t.dynamic_parse_decision, t.dynamic_decision_reasoning, t.agentic_parsing_performed, t.investigation_trace, t.parsed_llm_response, t.verify_result, r.used_full_trace, r.metadata.failure]
    }
    expect(fields(replayed)).toEqual(fields(recorded))
    expect(replayed.template!.verify_result).toBe(true)
    expect(replayed.template!.agentic_parsing_performed).toBe(expected === 'escalated')
  })
})
