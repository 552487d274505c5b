import OpenAI from 'openai'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { fault, reply, startLlmServer, type LlmServer } from './index.js'

let server: LlmServer
let client: OpenAI

beforeAll(async () => {
  server = await startLlmServer()
  client = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'sk-test', maxRetries: 0 })
})
afterAll(() => server.close())
beforeEach(() => server.reset())

describe('OpenAI Responses API through the real SDK', () => {
  test('plain text: output_text, usage, and the normalized request (instructions as system)', async () => {
    server.on({ provider: 'openai', match: /capital of France/ }, reply.text('Paris', { usage: { inputTokens: 11, outputTokens: 1 } }))
    const res = await client.responses.create({ model: 'gpt-4.1-mini', instructions: 'Answer briefly.', input: 'What is the capital of France?', max_output_tokens: 64 })
    expect(res.output_text).toBe('Paris')
    expect(res.status).toBe('completed')
    expect(res.usage).toMatchObject({ input_tokens: 11, output_tokens: 1, total_tokens: 12 })
    const request = server.requests[0]!
    expect(request).toMatchObject({ provider: 'openai', endpoint: 'chat', model: 'gpt-4.1-mini', system: 'Answer briefly.', lastUserText: 'What is the capital of France?' })
  })

  test('function calls and their outputs: a tool loop', async () => {
    server.on({ match: (r) => r.messages.every((m) => m.role !== 'tool') }, reply.toolCall('get_weather', { city: 'Paris' }, { id: 'call_1' }))
    server.on({}, 'Sunny.')
    const tools = [{ type: 'function' as const, name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } } }, strict: false }]
    const first = await client.responses.create({ model: 'm', input: [{ role: 'user', content: 'Weather in Paris?' }], tools })
    const call = first.output.find((item) => item.type === 'function_call')
    expect(call).toMatchObject({ type: 'function_call', call_id: 'call_1', name: 'get_weather', arguments: '{"city":"Paris"}' })
    const second = await client.responses.create({
      model: 'm',
      input: [{ role: 'user', content: 'Weather in Paris?' }, call!, { type: 'function_call_output', call_id: 'call_1', output: '18°C' }],
      tools,
    })
    expect(second.output_text).toBe('Sunny.')
    expect(server.requests[0]!.tools).toEqual([{ name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } }])
    expect(server.requests[1]!.messages.slice(1)).toEqual([
      { role: 'assistant', text: '', toolCalls: [{ id: 'call_1', name: 'get_weather', arguments: { city: 'Paris' } }] },
      { role: 'tool', text: '18°C', toolCallId: 'call_1' },
    ])
  })

  test('structured output (text.format json_schema): the echo default samples the schema; faults apply', async () => {
    const schema = { type: 'object', properties: { drug: { type: 'string' } }, required: ['drug'], additionalProperties: false }
    server.on({ match: (r) => r.responseFormat.type === 'json_schema' }, reply.json({ drug: 'imatinib' }))
    const res = await client.responses.create({ model: 'm', input: 'dose?', text: { format: { type: 'json_schema', name: 'Dose', schema, strict: true } } })
    expect(JSON.parse(res.output_text)).toEqual({ drug: 'imatinib' })
    expect(server.requests[0]!.responseFormat).toEqual({ type: 'json_schema', name: 'Dose', schema, strict: true })

    server.reset()
    server.failNext(fault.rateLimit({ retryAfterMs: 5 }))
    await expect(client.responses.create({ model: 'm', input: 'x' })).rejects.toMatchObject({ status: 429 })
  })
})
