import Anthropic from '@anthropic-ai/sdk'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { fault, reply, startLlmServer, type LlmServer } from './index.js'

let server: LlmServer
let client: Anthropic

beforeAll(async () => {
  server = await startLlmServer()
  client = new Anthropic({ baseURL: server.anthropicBaseURL, apiKey: 'sk-ant-test', maxRetries: 0 })
})
afterAll(() => server.close())
beforeEach(() => server.reset())

const MODEL = 'claude-test-1'
const ask = (text: string) => ({ model: MODEL, max_tokens: 256, messages: [{ role: 'user' as const, content: text }] })

describe('Anthropic streaming (stream: true) through the real SDK', () => {
  test('text arrives as text_delta pieces and accumulates into the same message', async () => {
    const long = 'The primary endpoint of the trial was overall survival at five years.'
    server.on({ match: 'endpoint' }, reply.text(long, { usage: { inputTokens: 30, outputTokens: 14 } }))
    const stream = client.messages.stream(ask('Which endpoint?'))
    const deltas: string[] = []
    stream.on('text', (d) => deltas.push(d))
    const message = await stream.finalMessage()
    expect(message.content).toEqual([{ type: 'text', text: long, citations: null }])
    expect(message.stop_reason).toBe('end_turn')
    expect(message.usage).toMatchObject({ input_tokens: 30, output_tokens: 14 })
    expect(deltas.length).toBeGreaterThan(2)
    expect(deltas.join('')).toBe(long)
    expect(server.requests[0]!.headers['content-type']).toBe('application/json')
    expect(server.requests[0]!.body).toMatchObject({ stream: true })
  })

  test('tool_use input arrives as input_json_delta pieces and parses to the scripted arguments', async () => {
    const args = { pattern: '**/*.csv', path: 'data/nested/deeper', flags: [1, 2, 3] }
    server.on({}, reply.toolCall('Glob', args, { id: 'toolu_42', text: 'Searching.' }))
    const events: string[] = []
    const raw = await client.messages.create({ ...ask('find csv'), stream: true })
    let json = ''
    for await (const event of raw) {
      events.push(event.type)
      if (event.type === 'content_block_delta' && event.delta.type === 'input_json_delta') json += event.delta.partial_json
    }
    expect(JSON.parse(json)).toEqual(args)
    expect(events.filter((e) => e === 'content_block_delta').length).toBeGreaterThan(3)
    expect(events.at(0)).toBe('message_start')
    expect(events.at(-2)).toBe('message_delta')
    expect(events.at(-1)).toBe('message_stop')

    const final = await client.messages.stream(ask('again')).finalMessage()
    expect(final.stop_reason).toBe('tool_use')
    expect(final.content).toMatchObject([{ type: 'text', text: 'Searching.' }, { type: 'tool_use', id: 'toolu_42', name: 'Glob', input: args }])
  })

  test('a streamed request that fails gets the HTTP error before any event', async () => {
    server.on({}, fault.serverError(529))
    await expect(client.messages.stream(ask('x')).finalMessage()).rejects.toMatchObject({ status: 529 })
  })
})
