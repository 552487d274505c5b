import Anthropic from '@anthropic-ai/sdk'
import OpenAI from 'openai'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { reply, startLlmServer, type LlmServer } from './index.js'

let server: LlmServer
let client: Anthropic

beforeAll(async () => {
  server = await startLlmServer()
  client = new Anthropic({ baseURL: server.anthropicBaseURL, apiKey: 'sk-ant-test', maxRetries: 0 })
})
afterAll(() => server.close())
beforeEach(() => server.reset())

const MODEL = 'claude-test-1'

const recordAnswer = {
  name: 'record_answer',
  description: 'Record the structured answer',
  input_schema: {
    type: 'object' as const,
    properties: { drug: { type: 'string' }, dose_mg: { type: 'number' } },
    required: ['drug', 'dose_mg'],
  },
}

describe('Anthropic messages through the real SDK', () => {
  test('plain chat: text block, stop_reason, usage, and the normalized request', async () => {
    server.on({ provider: 'anthropic', match: 'capital' }, 'Paris')

    const msg = await client.messages.create({
      model: MODEL,
      max_tokens: 256,
      system: [{ type: 'text', text: 'Answer briefly.' }],
      messages: [{ role: 'user', content: 'What is the capital of France?' }],
    })

    expect(msg).toMatchObject({ type: 'message', role: 'assistant', model: MODEL, stop_reason: 'end_turn' })
    expect(msg.id).toMatch(/^msg_/)
    expect(msg.content).toEqual([{ type: 'text', text: 'Paris', citations: null }])
    expect(msg.usage.input_tokens).toBeGreaterThan(0)
    expect(msg.usage.output_tokens).toBe(2)
    expect(msg._request_id).toMatch(/^req_/)
    expect(server.requests[0]).toMatchObject({
      provider: 'anthropic',
      endpoint: 'chat',
      path: '/v1/messages',
      system: 'Answer briefly.',
      messages: [
        { role: 'system', text: 'Answer briefly.' },
        { role: 'user', text: 'What is the capital of France?' },
      ],
    })
    expect((server.requests[0]?.body as { max_tokens: number }).max_tokens).toBe(256)
  })

  test('forced tool use: a JSON reply becomes the tool_use input', async () => {
    server.on({ match: 'dose' }, reply.json({ drug: 'imatinib', dose_mg: 400 }))

    const msg = await client.messages.create({
      model: MODEL,
      max_tokens: 256,
      messages: [{ role: 'user', content: 'Which dose?' }],
      tools: [recordAnswer],
      tool_choice: { type: 'tool', name: 'record_answer' },
    })

    expect(msg.stop_reason).toBe('tool_use')
    expect(msg.content).toHaveLength(1)
    const block = msg.content[0]
    if (block?.type !== 'tool_use') throw new Error(`expected tool_use, got ${block?.type}`)
    expect(block.id).toMatch(/^toolu_/)
    expect(block.name).toBe('record_answer')
    expect(block.input).toEqual({ drug: 'imatinib', dose_mg: 400 })
    expect(server.requests[0]?.toolChoice).toEqual({ type: 'tool', name: 'record_answer' })
    expect(server.requests[0]?.tools[0]).toEqual({
      name: 'record_answer',
      description: 'Record the structured answer',
      parameters: recordAnswer.input_schema,
    })
  })

  test('one provider-neutral rule serves OpenAI json_schema and Anthropic forced tool use alike', async () => {
    server.on({ match: 'ping' }, reply.json({ pong: true }))
    const openai = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'sk-test', maxRetries: 0 })
    const schema = { type: 'object' as const, properties: { pong: { type: 'boolean' } }, required: ['pong'] }

    const oa = await openai.chat.completions.create({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'ping' }],
      response_format: { type: 'json_schema', json_schema: { name: 'pong', schema } },
    })
    const an = await client.messages.create({
      model: MODEL,
      max_tokens: 64,
      messages: [{ role: 'user', content: 'ping' }],
      tools: [{ name: 'pong', input_schema: schema }],
      tool_choice: { type: 'any' },
    })

    expect(JSON.parse(oa.choices[0]?.message.content ?? '')).toEqual({ pong: true })
    expect(an.content[0]).toMatchObject({ type: 'tool_use', name: 'pong', input: { pong: true } })
  })

  test('output_config json_schema puts the JSON in a text block', async () => {
    server.on({}, reply.json({ drug: 'aspirin', dose_mg: 81 }))

    const msg = await client.messages.create({
      model: MODEL,
      max_tokens: 256,
      messages: [{ role: 'user', content: 'Which dose?' }],
      output_config: { format: { type: 'json_schema', schema: recordAnswer.input_schema } },
    })

    const block = msg.content[0]
    if (block?.type !== 'text') throw new Error('expected a text block')
    expect(JSON.parse(block.text)).toEqual({ drug: 'aspirin', dose_mg: 81 })
    expect(server.requests[0]?.responseFormat).toEqual({ type: 'json_schema', schema: recordAnswer.input_schema })
  })

  test('tool round trip: tool_use out, tool_result back in as a tool turn', async () => {
    const weather = {
      name: 'get_weather',
      input_schema: { type: 'object' as const, properties: { city: { type: 'string' } } },
    }
    server.on(
      { match: (r) => r.messages.at(-1)?.role === 'user' },
      reply.toolCall('get_weather', { city: 'Oslo' }, { text: 'Let me check.' }),
    )
    server.on({ match: (r) => r.messages.at(-1)?.role === 'tool' }, (r) => `Oslo: ${r.messages.at(-1)?.text}`)

    const messages: Anthropic.MessageParam[] = [{ role: 'user', content: 'Weather in Oslo?' }]
    const first = await client.messages.create({ model: MODEL, max_tokens: 256, messages, tools: [weather] })
    expect(first.stop_reason).toBe('tool_use')
    expect(first.content.map((b) => b.type)).toEqual(['text', 'tool_use'])
    const use = first.content[1]
    if (use?.type !== 'tool_use') throw new Error('expected tool_use')

    messages.push(
      { role: 'assistant', content: first.content.map((b) => (b.type === 'tool_use' ? { type: 'tool_use', id: b.id, name: b.name, input: b.input } : { type: 'text', text: b.type === 'text' ? b.text : '' })) },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: use.id, content: [{ type: 'text', text: 'snow' }], is_error: false }] },
    )
    const second = await client.messages.create({ model: MODEL, max_tokens: 256, messages, tools: [weather] })

    expect(second.content).toEqual([{ type: 'text', text: 'Oslo: snow', citations: null }])
    expect(server.requests[1]?.messages).toEqual([
      { role: 'user', text: 'Weather in Oslo?' },
      { role: 'assistant', text: 'Let me check.', toolCalls: [{ id: use.id, name: 'get_weather', arguments: { city: 'Oslo' } }] },
      { role: 'tool', text: 'snow', toolCallId: use.id },
    ])
    expect(server.requests[1]?.lastUserText).toBe('Weather in Oslo?')
  })

  test('an unmatched request fails with a not_found_error naming it', async () => {
    const error = await client.messages
      .create({ model: MODEL, max_tokens: 16, messages: [{ role: 'user', content: 'unscripted' }] })
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(Anthropic.NotFoundError)
    const apiError = error as InstanceType<typeof Anthropic.NotFoundError>
    expect(apiError.type).toBe('not_found_error')
    expect(apiError.apiMessage).toContain('no rule matched this anthropic chat request')
    expect(apiError.apiMessage).toContain('last user message "unscripted"')
  })
})
