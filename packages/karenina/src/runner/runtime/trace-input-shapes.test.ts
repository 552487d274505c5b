import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ValidationError } from '../../errors/validation-error.js'
import { traceContains } from '../../primitives/trace-contains.js'
import { defineTemplate } from '../../template/define-template.js'
import { field } from '../../template/field.js'
import { checkResponseInput, type ResponseInput } from './response-input.js'
import type { MatcherOptions } from './matcher-options.js'
import { verifyResponse } from './verify-response.js'

// Agent traces as the common SDKs hand them out. The AI SDK, OpenAI and Anthropic lists are converted at the
// boundary (llm/from-sdk, tested there with the real SDKs); the rest must be refused before any stage runs,
// naming where it departs and the shapes read.

const openaiChat = [
  { role: 'user', content: 'What is the weather in Paris?' },
  { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }] },
  { role: 'tool', tool_call_id: 'call_1', content: '18°C, sunny' },
  { role: 'assistant', content: 'It is 18°C and sunny in Paris.' },
]
const openaiToolMessageOnly = [
  { role: 'assistant', content: 'Checking.' },
  { role: 'tool', tool_call_id: 'call_1', content: '18°C, sunny' },
]
const aiSdkResponseMessages = [
  { role: 'assistant', content: [{ type: 'text', text: 'Let me check.' }, { type: 'tool-call', toolCallId: 'c1', toolName: 'get_weather', input: { city: 'Paris' } }] },
  { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c1', toolName: 'get_weather', output: { type: 'text', value: '18°C' } }] },
  { role: 'assistant', content: [{ type: 'text', text: 'It is 18°C in Paris.' }] },
]
const agentsSdkHistory = [
  { role: 'user', content: 'What is the weather in Paris?' },
  { type: 'function_call', callId: 'c1', name: 'get_weather', arguments: '{"city":"Paris"}', status: 'completed' },
  { type: 'function_call_result', callId: 'c1', name: 'get_weather', output: { type: 'text', text: '18°C' }, status: 'completed' },
  { type: 'message', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: 'It is 18°C in Paris.' }] },
]
const anthropicBlocks = [
  { role: 'assistant', content: [{ type: 'text', text: 'Let me check.' }, { type: 'tool_use', id: 'tu1', name: 'get_weather', input: { city: 'Paris' } }] },
  { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'tu1', content: '18°C' }] },
]

const cyclic: Record<string, unknown> = { role: 'assistant', content: 'x' }
cyclic['self'] = cyclic
const cyclicInput: Record<string, unknown> = { city: 'Paris' }
cyclicInput['again'] = cyclicInput

const refused: [string, unknown, RegExp][] = [
  ['an OpenAI chat message in a list of Agents SDK items', { messages: [agentsSdkHistory[1], openaiChat[1]] }, /messages\[1\]\.tool_calls: unknown key 'tool_calls' on a message item/],
  ['a Responses item type with no text', { messages: [{ type: 'web_search_call', id: 'w' }] }, /messages\[0\]\.role: .*the message looks like an OpenAI Agents SDK \/ Responses API item \(type 'web_search_call'\)/],
  ['a null message', { messages: [null] }, /messages\[0\]: .*received null \(null\)/],
  ['a cyclic message', { messages: [cyclic] }, /messages\[0\]: unknown key 'self'.*\[Circular \*1\]/],
  ['a cyclic tool call input', { messages: [{ role: 'assistant', content: '', tool_calls: [{ id: 'c', name: 'n', input: cyclicInput }] }] }, /messages\[0\]\.tool_calls\[0\]\.input\.again: a cyclic value/],
  ['a bigint content', { messages: [{ role: 'assistant', content: 12n }] }, /messages\[0\]\.content: .*expected string, received bigint/],
  ['a bigint in a tool call input', { messages: [{ role: 'assistant', content: '', tool_calls: [{ id: 'c', name: 'n', input: { n: 12n } }] }] }, /messages\[0\]\.tool_calls\[0\]\.input\.n: a bigint cannot be stored/],
  ['a number', 12345, /^response › \(root\): expected a string \(the answer\);.* received 12345 \(number\)/],
  ['a bigint', 12n, /received 12n \(a bigint\)/],
  ['a cyclic object', (() => { const o: Record<string, unknown> = {}; o['o'] = o; return o })(), /received <ref \*1> \{ o: \[Circular \*1\] \}/],
]

describe('checkResponseInput', () => {
  it.each([
    ['OpenAI chat messages with tool_calls', { messages: openaiChat }, ['assistant', 'tool', 'assistant']],
    ['an OpenAI tool message', { messages: openaiToolMessageOnly }, ['assistant', 'tool']],
    ['AI SDK response messages', { messages: aiSdkResponseMessages }, ['assistant', 'tool', 'assistant']],
    ['Anthropic content blocks', { messages: anthropicBlocks }, ['assistant', 'tool']],
    ['OpenAI Agents SDK history', { messages: agentsSdkHistory }, ['assistant', 'tool', 'assistant']],
  ])('converts %s to a trace with agent_metrics, keeping the tool result', (_name, value, roles) => {
    const trace = checkResponseInput(value) as unknown as { traceMessages: { role: string }[]; agentMetrics: { tool_calls: number } }
    expect(trace.traceMessages.map((m) => m.role).filter((r) => r !== 'user')).toEqual(roles)
    expect(trace.agentMetrics.tool_calls).toBe(1)
  })

  it.each(refused)('refuses %s with a ValidationError naming where and the accepted shapes', (_name, value, message) => {
    let thrown: unknown
    try {
      checkResponseInput(value)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(ValidationError)
    expect((thrown as Error).message).toMatch(message)
    expect((thrown as Error).message).toContain("Karenina's message form")
  })

  it("accepts Karenina's message form, with a result's block_index and usage_metadata, and returns only what it reads", () => {
    const messages = [
      { role: 'user', content: 'Weather?' },
      { role: 'assistant', content: '', tool_calls: [{ id: 'c1', name: 'get_weather', input: { city: 'Paris' } }], block_index: 1, usage_metadata: { input_tokens: 3 } },
      { role: 'tool', content: '18°C', tool_result: { tool_use_id: 'c1', is_error: false }, block_index: 2 },
      { role: 'assistant', content: 'It is 18°C.', thinking: { thinking: 'easy' } },
    ]
    expect(checkResponseInput({ messages })).toEqual({ messages })
    expect(checkResponseInput({ rawTrace: '--- AI Message ---\nhi' })).toEqual({ rawTrace: '--- AI Message ---\nhi' })
    expect(checkResponseInput('text')).toBe('text')
  })
})

describe('verifyResponse on an agent trace', () => {
  let server: LlmServer
  let options: MatcherOptions
  beforeAll(async () => {
    server = await startLlmServer()
    server.on({ model: 'gpt-judge' }, reply.json({}))
    options = { judge: 'openai:gpt-judge', config: { replay: 'off' }, modelOptions: { baseURL: server.openaiBaseURL, apiKey: 'sk-test', env: {} } }
  })
  afterAll(async () => {
    await server.close()
  })
  const CalledTool = defineTemplate({
    called_weather: field(z.boolean(), { description: 'The agent called the weather tool', groundTruth: true, check: traceContains({ substring: 'get_weather' }) }),
    got_result: field(z.boolean(), { description: 'The tool answered', groundTruth: true, check: traceContains({ substring: '18°C, sunny' }) }),
  })

  it('refuses a mixed trace before any stage runs (no judge call), instead of judging it garbled', async () => {
    const before = server.requests.length
    await expect(verifyResponse({ messages: [agentsSdkHistory[1], openaiChat[1]] } as unknown as ResponseInput, CalledTool, options)).rejects.toThrow(/unknown key 'tool_calls'/)
    expect(server.requests.length).toBe(before)
  })

  it('the same trace in Karenina\'s message form verifies: the tool call and its result are in the trace', async () => {
    const messages: ResponseInput = {
      messages: [
        { role: 'user', content: 'What is the weather in Paris?' },
        { role: 'assistant', content: '', tool_calls: [{ id: 'call_1', name: 'get_weather', input: { city: 'Paris' } }] },
        { role: 'tool', content: '18°C, sunny', tool_result: { tool_use_id: 'call_1', is_error: false } },
        { role: 'assistant', content: 'It is 18°C and sunny in Paris.' },
      ],
    }
    const outcome = await verifyResponse(messages, CalledTool, options)
    expect(outcome.result.template?.raw_llm_response).toContain('get_weather (call_call_1)')
    expect(outcome.pass, outcome.message()).toBe(true)
  })
})
