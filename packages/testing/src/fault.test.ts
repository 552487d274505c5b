import Anthropic, { APIError as AnthropicApiError } from '@anthropic-ai/sdk'
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  InternalServerError,
  RateLimitError,
} from 'openai'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { fault, reply, startLlmServer, type LlmServer } from './index.js'

let server: LlmServer
beforeAll(async () => {
  server = await startLlmServer()
})
afterAll(() => server.close())
beforeEach(() => server.reset())

const openai = (maxRetries: number, timeout?: number) =>
  new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'sk-test', maxRetries, ...(timeout ? { timeout } : {}) })
const anthropic = (maxRetries: number, timeout?: number) =>
  new Anthropic({ baseURL: server.anthropicBaseURL, apiKey: 'sk-ant', maxRetries, ...(timeout ? { timeout } : {}) })

const ask = (c: OpenAI, content = 'hello') =>
  c.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content }] })
const askClaude = (c: Anthropic, extra: Partial<Anthropic.MessageCreateParamsNonStreaming> = {}) =>
  c.messages.create({ model: 'claude-test', max_tokens: 64, messages: [{ role: 'user', content: 'hello' }], ...extra })

const schema = {
  type: 'object' as const,
  properties: { drug: { type: 'string' }, dose_mg: { type: 'number' } },
  required: ['drug', 'dose_mg'],
}
const structured = { type: 'json_schema' as const, json_schema: { name: 'answer', schema } }

/**
 * Waits until the condition holds. No deadline of its own: on a machine with both cores busy a short one fails
 * a healthy server; a broken one fails the test by its timeout instead.
 */
async function eventually(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 10))
}

describe('HTTP error faults', () => {
  test('429 with retry-after (seconds) is retried by the OpenAI SDK after the wait, then succeeds', async () => {
    server.on({}, 'ok')
    server.failNext(fault.rateLimit({ retryAfterSeconds: 0.3 }))

    const started = performance.now()
    const res = await ask(openai(2))

    expect(res.choices[0]?.message.content).toBe('ok')
    expect(performance.now() - started).toBeGreaterThanOrEqual(280)
    expect(server.requests.map((r) => r.reply?.status)).toEqual([429, 200])
    expect(server.requests.map((r) => r.headers['x-stainless-retry-count'])).toEqual(['0', '1'])
  })

  test('429 with retry-after-ms is retried by the Anthropic SDK, then succeeds', async () => {
    server.on({}, 'ok')
    server.failNext(fault.rateLimit({ retryAfterMs: 30, retryAfterSeconds: 30 }), { provider: 'anthropic' })

    const started = performance.now()
    const msg = await askClaude(anthropic(1))

    expect(msg.content[0]).toMatchObject({ type: 'text', text: 'ok' })
    // retry-after-ms wins over retry-after: 30 ms, not 30 s (which would outlast the test's 20 s timeout).
    expect(performance.now() - started).toBeLessThan(20_000)
    expect(server.requests.map((r) => r.reply?.status)).toEqual([429, 200])
  })

  test('429 without retries left surfaces RateLimitError with the provider error body and headers', async () => {
    server.failNext(fault.rateLimit({ retryAfterSeconds: 2, retryAfterMs: 2000 }))

    const error = await ask(openai(0)).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(RateLimitError)
    const e = error as RateLimitError
    expect(e.status).toBe(429)
    expect(e.code).toBe('rate_limit_exceeded')
    expect(e.headers?.get('retry-after')).toBe('2')
    expect(e.headers?.get('retry-after-ms')).toBe('2000')
    expect(e.requestID).toMatch(/^req_/)

    server.failNext(fault.rateLimit())
    const claude = await askClaude(anthropic(0)).catch((x: unknown) => x)
    expect(claude).toBeInstanceOf(Anthropic.RateLimitError)
    expect((claude as InstanceType<typeof Anthropic.RateLimitError>).type).toBe('rate_limit_error')
  })

  test('500 is retried until retries run out, then InternalServerError', async () => {
    server.on({}, 'never reached')
    server.failNext(fault.serverError(500, { retryAfterMs: 5 }), { count: 2 })

    const error = await ask(openai(1)).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(InternalServerError)
    expect((error as InternalServerError).status).toBe(500)
    expect((error as InternalServerError).type).toBe('server_error')
    expect(server.requests).toHaveLength(2)
  })

  test('Anthropic 503 and 529 map to their SDK classes and error types', async () => {
    server.failNext(fault.serverError(503, { shouldRetry: false }))
    server.failNext(fault.serverError(529, { shouldRetry: false }))

    const unavailable = await askClaude(anthropic(3)).catch((e: unknown) => e)
    const overloaded = await askClaude(anthropic(3)).catch((e: unknown) => e)

    expect(unavailable).toBeInstanceOf(Anthropic.ServiceUnavailableError)
    expect((unavailable as AnthropicApiError).type).toBe('api_error')
    expect(overloaded).toBeInstanceOf(Anthropic.OverloadedError)
    expect((overloaded as AnthropicApiError).type).toBe('overloaded_error')
    // x-should-retry: false beats maxRetries: 3.
    expect(server.requests).toHaveLength(2)
  })
})

describe('transport faults', () => {
  test('a hang outlasts the SDK timeout: APIConnectionTimeoutError, and the socket is released', async () => {
    server.failNext(fault.hang())

    const error = await ask(openai(0, 300)).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(APIConnectionTimeoutError)
    expect(server.requests[0]?.reply).toEqual({ kind: 'hang', status: null, delayMs: 0 })
    await eventually(() => server.stats.inFlight === 0)
  })

  test('close() drops hanging connections instead of waiting for them', async () => {
    const own = await startLlmServer()
    own.failNext(fault.hang())
    const client = new Anthropic({ baseURL: own.anthropicBaseURL, apiKey: 'k', maxRetries: 0, timeout: 60_000 })
    const pending = askClaude(client).catch((e: unknown) => e)
    await eventually(() => own.stats.inFlight === 1)

    // Waiting for the hanging request instead would outlast the test (the client gives up after 60 s).
    await own.close()

    expect(await pending).toBeInstanceOf(Anthropic.APIConnectionError)
  })

  test('a malformed JSON body makes the SDK call fail', async () => {
    server.failNext(fault.malformedJson(), { count: 2 })

    await expect(ask(openai(0))).rejects.toThrow(SyntaxError)
    await expect(askClaude(anthropic(0))).rejects.toThrow()
    expect(server.requests.map((r) => r.reply?.kind)).toEqual(['malformed-json', 'malformed-json'])
  })

  test('a connection reset is an APIConnectionError, and a retry recovers', async () => {
    server.on({}, 'recovered')
    server.failNext(fault.connectionReset())
    const error = await ask(openai(0)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(APIConnectionError)
    expect(error).not.toBeInstanceOf(APIConnectionTimeoutError)

    server.failNext(fault.connectionReset())
    const res = await ask(openai(1))
    expect(res.choices[0]?.message.content).toBe('recovered')
  })
})

describe('misbehaving model output', () => {
  test('empty answer: OpenAI content "" and Anthropic content []', async () => {
    server.on({}, fault.empty())

    const res = await ask(openai(0))
    const msg = await askClaude(anthropic(0))

    expect(res.choices[0]?.message.content).toBe('')
    expect(msg.content).toEqual([])
    expect(msg.stop_reason).toBe('end_turn')
  })

  test('fenced and chatty JSON wrap a schema sample (or the given value) in text', async () => {
    server.on({ times: 1 }, fault.fencedJson())
    server.on({ times: 1 }, fault.chattyJson({ drug: 'x', dose_mg: 1 }))
    const c = openai(0)
    const fenced = await c.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'q' }], response_format: structured })
    const chatty = await c.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'q' }], response_format: structured })

    const fencedText = fenced.choices[0]?.message.content ?? ''
    expect(fencedText).toMatch(/^```json\n[\s\S]*\n```$/)
    expect(JSON.parse(fencedText.slice('```json\n'.length, -'\n```'.length))).toEqual({ drug: '', dose_mg: 0 })
    const chattyText = chatty.choices[0]?.message.content ?? ''
    expect(() => JSON.parse(chattyText)).toThrow()
    expect(chattyText).toContain('{"drug":"x","dose_mg":1}')
  })

  test('a text fault answers forced Anthropic tool use with text, like a model ignoring the tool', async () => {
    server.on({}, fault.fencedJson({ a: 1 }))

    const msg = await askClaude(anthropic(0), {
      tools: [{ name: 'answer', input_schema: schema }],
      tool_choice: { type: 'tool', name: 'answer' },
    })

    expect(msg.stop_reason).toBe('end_turn')
    expect(msg.content).toEqual([{ type: 'text', text: '```json\n{\n  "a": 1\n}\n```', citations: null }])
  })

  test('a schema violation breaks every property type, as tool input or as content', async () => {
    server.on({}, fault.schemaViolation())

    const msg = await askClaude(anthropic(0), {
      tools: [{ name: 'answer', input_schema: schema }],
      tool_choice: { type: 'tool', name: 'answer' },
    })
    const res = await openai(0).chat.completions.create({
      model: 'gpt-4o',
      messages: [{ role: 'user', content: 'q' }],
      response_format: structured,
    })

    expect(msg.content[0]).toMatchObject({ type: 'tool_use', input: { drug: 42, dose_mg: 'not a number' } })
    expect(JSON.parse(res.choices[0]?.message.content ?? '')).toEqual({ drug: 42, dose_mg: 'not a number' })
  })

  test('per-rule faults: a rule can fail its first call and succeed afterwards', async () => {
    server.on({}, (_req, { call }) => (call === 1 ? fault.serverError(503, { retryAfterMs: 1 }) : reply.text('second try')))

    const res = await ask(openai(1))

    expect(res.choices[0]?.message.content).toBe('second try')
    expect(server.requests.map((r) => r.reply?.kind)).toEqual(['http-error', 'text'])
  })
})

describe('fault.leakCredentials', () => {
  test('echoes the credential headers verbatim in the error message, to both SDKs, without retries', async () => {
    server.failNext(fault.leakCredentials(), { count: 2 })
    const openaiError = await ask(openai(2)).catch((e: unknown) => e)
    expect(openaiError).toBeInstanceOf(OpenAI.AuthenticationError)
    expect((openaiError as Error).message).toContain('authorization: Bearer sk-test')
    const claudeError = await askClaude(anthropic(2)).catch((e: unknown) => e)
    expect((claudeError as Error).message).toMatch(/(authorization: Bearer|x-api-key:) sk-ant/)
    expect(server.requests.map((r) => r.reply?.status)).toEqual([401, 401])
    // The request log still never keeps the header values.
    expect(server.requests[0]!.headers['authorization']).toBe('[redacted]')
  })
})
