// Shared by the 11b tests: a workspace whose tests.log the investigator reads, the judge's request kinds, the
// traits under test, and a scripted tool-loop judge on the loopback server.
import { reply, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { defineRubric } from '../../../rubric/rubric.js'
import { agenticTrait } from '../../../rubric/traits/agentic-trait.js'
import { loopbackOptions, loopbackTask, NO_RETRIES } from '../../__fixtures__/pipeline-fixtures.js'
import type { TaskOptions } from '../../task-settings.js'

/** A request as the predicates below read it. */
export type JudgeRequest = Pick<NormalizedRequest, 'tools' | 'messages' | 'lastUserText' | 'system'> & { model: string | undefined }
/** An investigation turn of an agentic trait judged by `model`. */
export const investigatingBy = (model: string) => (r: JudgeRequest) => r.model === model && (r.system ?? '').startsWith('You are an evaluation agent')
/** An extraction call of an agentic trait judged by `model`. */
export const extractingBy = (model: string) => (r: JudgeRequest) => r.model === model && (r.system ?? '').startsWith('You are a structured data extraction assistant.')
/** The investigation's first turn (no tool result yet). */
export const firstTurn = (r: JudgeRequest) => !r.messages.some((m) => m.role === 'tool')
/** The text of the last tool result the investigator got. */
export const lastToolText = (r: JudgeRequest) => r.messages.filter((m) => m.role === 'tool').at(-1)!.text

export const passes = agenticTrait({ name: 'tests_pass', description: 'Do the tests in tests.log pass?', kind: 'boolean', contextMode: 'workspace_only' })
export const verdict = agenticTrait({ name: 'verdict', description: 'Classify the outcome.', kind: 'literal', classes: { fail: 'tests fail', pass: 'tests pass' }, contextMode: 'trace_and_workspace' })
export const counts = agenticTrait({
  name: 'counts',
  description: 'Report the test counts.',
  kind: { type: 'template', schema: { type: 'object', properties: { passed: { type: 'integer' }, failed: { type: 'integer' } }, required: ['passed', 'failed'] } },
  contextMode: 'workspace_only',
})

/**
 * gpt-judge reads tests.log, then reports `report(log)`; extraction answers from the report: a 1–5 score,
 * a class (`classification`), else a boolean.
 */
export function scriptTraitAgent(server: LlmServer, report: (log: string) => string, classification: (passed: boolean) => string = (passed) => (passed ? 'pass' : 'fail')): void {
  const investigating = investigatingBy('gpt-judge')
  server.on({ model: 'gpt-answerer' }, 'I ran the tests; see tests.log.')
  server.on({ match: (r) => investigating(r) && firstTurn(r) }, reply.toolCall('read_file', { path: 'tests.log' }))
  server.on({ match: investigating }, (r) => report(lastToolText(r)))
  server.on({ match: extractingBy('gpt-judge') }, (r) => {
    const passed = r.lastUserText.includes('12 passed')
    if (r.system!.includes('Score range: 1 to 5.')) return reply.json({ score: passed ? 4 : 1 })
    if (r.system!.includes('Classify into one of:')) return reply.json({ classification: classification(passed) })
    return reply.json({ result: passed })
  })
}

/** A rubric-only task on question workspace `q1` under `root`, judged by the loopback server's tool-loop judge. */
export function traitTask(server: LlmServer, root: string, traits: Parameters<typeof defineRubric>[0], options: Partial<TaskOptions> = {}) {
  return loopbackTask(server, {
    template: null,
    workspacePath: 'q1',
    rubric: defineRubric(traits),
    options: { evaluationMode: 'rubric_only', workspaceRoot: root, agenticToolLoopJudges: true, ...options },
    modelOptions: { answering: loopbackOptions(server), parsing: loopbackOptions(server, { retryPolicy: NO_RETRIES }) },
  })
}
