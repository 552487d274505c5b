import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defineRubric } from '../rubric/rubric.js'
import { llmTrait } from '../rubric/traits/llm-trait.js'
import { judgeRequests, loopbackTask } from '../../test/fixtures/pipeline/pipeline-fixtures.js'
import { runTask } from './run-task.js'

const ANSWER = 'Venetoclax targets BCL2, a key anti-apoptotic protein; it is short and clear.'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

// Judge outputs that are not JSON as written but that Karenina's json_repair step turns into the object meant.
const BROKEN_TEMPLATE_REPLIES: [string, string][] = [
  ['a truncated object', '{"target": "BCL2"'],
  ['single quotes', "{'target': 'BCL2'}"],
  ['a trailing comma', '{"target": "BCL2",}'],
  ['a comment', '{\n  "target": "BCL2" // the protein named\n}'],
]

describe('JSON repair of judge replies, end to end through runTask (real openai SDK, loopback judge)', () => {
  it.each(BROKEN_TEMPLATE_REPLIES)('the template judge replies with %s: parsed, verified, one judge call', async (_name, text) => {
    server.on({ model: 'gpt-judge' }, reply.text(text))
    const result = await runTask(loopbackTask(server, { answeringModel: { interface: 'manual', manual_traces: { 'q-venetoclax': ANSWER } } }))
    expect(result.metadata.failure).toBeNull()
    expect(result.template?.parsed_llm_response).toEqual({ target: 'BCL2' })
    expect(result.template?.verify_result).toBe(true)
    expect(judgeRequests(server)).toHaveLength(1)
  })

  it('the rubric judge replies with single quotes, Python constants and a trailing comma: every trait scored', async () => {
    const rubric = defineRubric({ llmTraits: [llmTrait({ name: 'clarity', kind: 'boolean' }), llmTrait({ name: 'conciseness', kind: 'score' })] })
    server.on({ model: 'gpt-judge', match: 'Traits to Evaluate' }, reply.text("{'scores': {'clarity': True, 'conciseness': 4,}}"))
    server.on({ model: 'gpt-judge' }, reply.json({ target: 'BCL2' }))
    const result = await runTask(
      loopbackTask(server, { answeringModel: { interface: 'manual', manual_traces: { 'q-venetoclax': ANSWER } }, rubric, options: { evaluationMode: 'template_and_rubric' } }),
    )
    expect(result.metadata.failure).toBeNull()
    expect(result.rubric?.llm_trait_scores).toEqual({ clarity: true, conciseness: 4 })
    expect(judgeRequests(server)).toHaveLength(2)
  })
})
