import OpenAI, { NotFoundError } from 'openai'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { reply, startLlmServer, type LlmServer } from './index.js'

let server: LlmServer
let client: OpenAI

beforeAll(async () => {
  server = await startLlmServer()
  client = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'sk-test', maxRetries: 0 })
})
afterAll(() => server.close())
beforeEach(() => server.reset())

const answerSchema = {
  type: 'object',
  properties: { drug: { type: 'string' }, dose_mg: { type: 'number' } },
  required: ['drug', 'dose_mg'],
  additionalProperties: false,
}

const weatherTool = {
  type: 'function' as const,
  function: {
    name: 'get_weather',
    description: 'Current weather for a city',
    parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
  },
}

describe('OpenAI chat completions through the real SDK', () => {
  test('plain chat: text, finish_reason, usage, and the normalized request', async () => {
    server.on({ provider: 'openai', match: /capital of France/ }, 'Paris')

    const res = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [
        { role: 'system', content: 'Answer briefly.' },
        { role: 'user', content: [{ type: 'text', text: 'What is the capital of France?' }] },
      ],
    })

    expect(res.object).toBe('chat.completion')
    expect(res.model).toBe('gpt-4o-mini')
    expect(res.choices[0]?.message).toMatchObject({ role: 'assistant', content: 'Paris' })
    expect(res.choices[0]?.finish_reason).toBe('stop')
    expect(res.usage?.prompt_tokens).toBeGreaterThan(0)
    expect(res.usage?.completion_tokens).toBe(2)
    expect(res.usage?.total_tokens).toBe((res.usage?.prompt_tokens ?? 0) + 2)
    expect(res._request_id).toMatch(/^req_/)

    const [rec] = server.requests
    expect(rec).toMatchObject({
      provider: 'openai',
      endpoint: 'chat',
      path: '/v1/chat/completions',
      model: 'gpt-4o-mini',
      system: 'Answer briefly.',
      messages: [
        { role: 'system', text: 'Answer briefly.' },
        { role: 'user', text: 'What is the capital of France?' },
      ],
      reply: { kind: 'text', status: 200 },
    })
  })

  test('json_schema structured output: the JSON reply is the message content', async () => {
    server.on({ match: 'dose' }, reply.json({ drug: 'imatinib', dose_mg: 400 }))

    const res = await client.chat.completions.create({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'Which dose?' }],
      response_format: { type: 'json_schema', json_schema: { name: 'answer', schema: answerSchema, strict: true } },
    })

    expect(JSON.parse(res.choices[0]?.message.content ?? '')).toEqual({ drug: 'imatinib', dose_mg: 400 })
    expect(server.requests[0]?.responseFormat).toEqual({
      type: 'json_schema',
      name: 'answer',
      schema: answerSchema,
      strict: true,
    })
  })

  test('json_object requests are recorded, and echo samples the schema when no rule matches', async () => {
    await using echo = await startLlmServer({ defaultReply: 'echo' })
    const c = new OpenAI({ baseURL: echo.openaiBaseURL, apiKey: 'sk-test', maxRetries: 0 })

    const structured = await c.chat.completions.create({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'anything' }],
      response_format: { type: 'json_schema', json_schema: { name: 'answer', schema: answerSchema } },
    })
    const plain = await c.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'say this back' }] })
    const jsonObject = await c.chat.completions.create({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'json please' }],
      response_format: { type: 'json_object' },
    })

    expect(JSON.parse(structured.choices[0]?.message.content ?? '')).toEqual({ drug: '', dose_mg: 0 })
    expect(plain.choices[0]?.message.content).toBe('say this back')
    expect(JSON.parse(jsonObject.choices[0]?.message.content ?? 'null')).toEqual({})
    expect(echo.requests[2]?.responseFormat).toEqual({ type: 'json_object' })
  })

  test('tool calls round trip: tool_calls out, assistant + tool messages back in', async () => {
    server.on({ match: (r) => r.messages.at(-1)?.role === 'user' }, reply.toolCall('get_weather', { city: 'Paris' }))
    server.on({ match: (r) => r.messages.at(-1)?.role === 'tool' }, (r) => `It is ${r.messages.at(-1)?.text} in Paris.`)

    const messages: OpenAI.ChatCompletionMessageParam[] = [{ role: 'user', content: 'Weather in Paris?' }]
    const first = await client.chat.completions.create({ model: 'gpt-4o', messages, tools: [weatherTool] })
    const msg = first.choices[0]?.message
    const call = msg?.tool_calls?.[0]
    expect(first.choices[0]?.finish_reason).toBe('tool_calls')
    expect(msg?.content).toBeNull()
    expect(call?.type).toBe('function')
    if (call?.type !== 'function') throw new Error('expected a function tool call')
    expect(call.id).toMatch(/^call_/)
    expect(call.function.name).toBe('get_weather')
    expect(JSON.parse(call.function.arguments)).toEqual({ city: 'Paris' })

    messages.push(msg as OpenAI.ChatCompletionMessageParam, { role: 'tool', tool_call_id: call.id, content: 'sunny' })
    const second = await client.chat.completions.create({ model: 'gpt-4o', messages, tools: [weatherTool] })
    expect(second.choices[0]?.message.content).toBe('It is sunny in Paris.')

    const rec = server.requests[1]
    expect(rec?.tools).toEqual([
      { name: 'get_weather', description: 'Current weather for a city', parameters: weatherTool.function.parameters },
    ])
    expect(rec?.messages).toEqual([
      { role: 'user', text: 'Weather in Paris?' },
      { role: 'assistant', text: '', toolCalls: [{ id: call.id, name: 'get_weather', arguments: { city: 'Paris' } }] },
      { role: 'tool', text: 'sunny', toolCallId: call.id },
    ])
  })

  test('a forced function tool_choice turns a JSON reply into that tool call', async () => {
    server.on({}, reply.json({ city: 'Rome' }))

    const res = await client.chat.completions.create({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'Pick a city' }],
      tools: [weatherTool],
      tool_choice: { type: 'function', function: { name: 'get_weather' } },
    })

    const call = res.choices[0]?.message.tool_calls?.[0]
    if (call?.type !== 'function') throw new Error('expected a function tool call')
    expect(call.function.name).toBe('get_weather')
    expect(JSON.parse(call.function.arguments)).toEqual({ city: 'Rome' })
    expect(server.requests[0]?.toolChoice).toEqual({ type: 'tool', name: 'get_weather' })
  })

  test('rules: first match wins, times runs out, model and provider filter, function replies count calls', async () => {
    const once = server.on({ model: 'gpt-4o', times: 1 }, 'first')
    server.on({ provider: 'anthropic' }, 'never for openai')
    server.on({ model: /^gpt-/ }, (_r, { call }) => `call ${call}`)
    const ask = async (model: string) =>
      (await client.chat.completions.create({ model, messages: [{ role: 'user', content: 'hi' }] })).choices[0]?.message.content

    expect(await ask('gpt-4o')).toBe('first')
    expect(await ask('gpt-4o')).toBe('call 1')
    expect(await ask('gpt-4.1')).toBe('call 2')
    expect(once).toMatchObject({ calls: 1, done: true })
  })

  test('an unmatched request fails with a 404 naming the model and the last user message', async () => {
    const error = await client.chat.completions
      .create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'nobody scripted me' }] })
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(NotFoundError)
    expect((error as NotFoundError).message).toContain('no rule matched this openai chat request')
    expect((error as NotFoundError).message).toContain('"gpt-4o"')
    expect((error as NotFoundError).message).toContain('"nobody scripted me"')
    expect(server.requests[0]?.reply).toMatchObject({ kind: 'unmatched', status: 404 })
  })

  test('finishReason length and usage overrides reach the response', async () => {
    server.on({}, reply.text('cut of', { finishReason: 'length', usage: { inputTokens: 11, outputTokens: 7 } }))

    const res = await client.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'long' }] })

    expect(res.choices[0]?.finish_reason).toBe('length')
    expect(res.usage).toMatchObject({ prompt_tokens: 11, completion_tokens: 7, total_tokens: 18 })
  })
})
