import Anthropic from '@anthropic-ai/sdk'
import OpenAI, { BadRequestError, InternalServerError } from 'openai'
import { describe, expect, test } from 'vitest'
import { reply, startLlmServer, type ReplyFunction } from './index.js'

const API_KEY = 'sk-super-secret-key-1234567890'

/** Runs `fn` over `items` with at most `limit` calls in flight. */
async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      results[i] = await fn(items[i] as T)
    }
  }
  await Promise.all(Array.from({ length: limit }, worker))
  return results
}

/**
 * A reply held until `round` requests have arrived (the last round: until all `total` have): what the server sees
 * at once then depends on the client's limit alone, not on how fast a busy machine gets requests out.
 */
function answerInRounds(text: string, round: number, total: number): ReplyFunction {
  let arrived = 0
  let release!: () => void
  let current = new Promise<void>((resolve) => (release = resolve))
  return async () => {
    arrived++
    const mine = current
    if (arrived % round === 0 || arrived === total) {
      release()
      current = new Promise<void>((resolve) => (release = resolve))
    }
    await mine
    return text
  }
}

describe('startLlmServer', () => {
  test('listens on 127.0.0.1 with SDK base URLs, and close() is idempotent', async () => {
    const server = await startLlmServer()

    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(server.openaiBaseURL).toBe(`${server.url}/v1`)
    expect(server.anthropicBaseURL).toBe(server.url)
    await server.close()
    await server.close()
    await expect(fetch(`${server.url}/v1/messages`, { method: 'POST' })).rejects.toThrow()
  })

  test('await using closes the server', async () => {
    let url = ''
    {
      await using server = await startLlmServer()
      url = server.url
    }
    await expect(fetch(url)).rejects.toThrow()
  })

  test('the request log records that a key was sent, never the key itself', async () => {
    await using server = await startLlmServer({ defaultReply: 'echo' })
    const openai = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: API_KEY, maxRetries: 0 })
    const anthropic = new Anthropic({ baseURL: server.anthropicBaseURL, apiKey: API_KEY, maxRetries: 0 })

    await openai.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] })
    await openai.embeddings.create({ model: 'e', input: 'hi' })
    await anthropic.messages.create({ model: 'claude-test', max_tokens: 8, messages: [{ role: 'user', content: 'hi' }] })
    await fetch(`${server.url}/v1/messages`, {
      method: 'POST',
      headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'claude-test', max_tokens: 8, messages: [{ role: 'user', content: 'hi' }] }),
    })
    await fetch(`${server.url}/v1/embeddings`, { method: 'POST', body: JSON.stringify({ model: 'e', input: 'x' }) })

    expect(server.requests).toHaveLength(5)
    expect(JSON.stringify(server.requests)).not.toContain(API_KEY)
    expect(JSON.stringify(server.requests)).not.toContain('super-secret')
    expect(server.requests.map((r) => r.apiKeySent)).toEqual([true, true, true, true, false])
    expect(server.requests[0]?.headers['authorization']).toBe('[redacted]')
    expect(server.requests[3]?.headers['x-api-key']).toBe('[redacted]')
  })

  test('maxInFlight shows an 8-way client limit holding over 20 delayed requests', async () => {
    await using server = await startLlmServer()
    const delayed = server.on({ match: 'slow', delayMs: 100 }, answerInRounds('slow ok', 8, 20))
    const client = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'k', maxRetries: 0 })
    const items = Array.from({ length: 20 }, (_, i) => `slow ${i}`)

    const answers = await mapLimited(items, 8, async (content) =>
      (await client.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content }] })).choices[0]?.message
        .content,
    )

    expect(answers).toEqual(items.map(() => 'slow ok'))
    expect(server.stats).toMatchObject({ total: 20, inFlight: 0, maxInFlight: 8 })
    expect(delayed.calls).toBe(20)
    expect(server.requests.every((r) => r.reply?.delayMs === 100)).toBe(true)
  })

  test('without a client limit maxInFlight reaches the burst size', async () => {
    await using server = await startLlmServer({ defaultReply: 'echo', defaultDelayMs: 150 })
    server.on({}, answerInRounds('burst', 12, 12))
    const client = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'k', maxRetries: 0 })

    await Promise.all(
      Array.from({ length: 12 }, () => client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }] })),
    )

    expect(server.stats.maxInFlight).toBe(12)
    expect(server.stats.connections).toBeGreaterThanOrEqual(12)
  })

  test('latency runs concurrently: 16 requests of 200 ms at concurrency 8 take about two rounds', async () => {
    await using server = await startLlmServer({ defaultReply: 'echo' })
    server.on({ delayMs: 200 }, 'done')
    const client = new Anthropic({ baseURL: server.anthropicBaseURL, apiKey: 'k', maxRetries: 0 })

    const started = performance.now()
    await mapLimited(Array.from({ length: 16 }), 8, () =>
      client.messages.create({ model: 'claude-test', max_tokens: 8, messages: [{ role: 'user', content: 'x' }] }),
    )
    const elapsed = performance.now() - started

    expect(elapsed).toBeGreaterThanOrEqual(395)
    // Concurrency is what the server saw at once, not a wall-clock ceiling (a busy machine stretches any run).
    expect(server.stats.maxInFlight).toBe(8)
  })

  test('reset() clears rules, pending faults, records and counters', async () => {
    await using server = await startLlmServer()
    const client = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'k', maxRetries: 0 })
    server.on({}, 'scripted')
    await client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }] })
    server.failNext(reply.text('pending fault'))

    server.reset()

    expect(server.requests).toEqual([])
    expect(server.stats).toMatchObject({ total: 0, inFlight: 0, maxInFlight: 0, connections: 0 })
    await expect(client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }] })).rejects.toThrow(
      /no rule matched/,
    )
  })

  test('a removed rule stops matching; failNext runs before the rules and only count times', async () => {
    await using server = await startLlmServer()
    const client = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'k', maxRetries: 0 })
    const ask = async () =>
      (await client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }] })).choices[0]?.message.content
    const first = server.on({}, 'first')
    server.on({}, 'second')
    server.failNext(reply.text('injected'), { count: 2 })

    expect([await ask(), await ask(), await ask()]).toEqual(['injected', 'injected', 'first'])
    first.remove()
    expect(await ask()).toBe('second')
    expect(first).toMatchObject({ calls: 1, done: true })
  })

  test('the injected clock stamps records and OpenAI created', async () => {
    await using server = await startLlmServer({ defaultReply: 'echo', now: () => 1_700_000_000_123 })
    const client = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'k', maxRetries: 0 })

    const res = await client.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }] })

    expect(res.created).toBe(1_700_000_000)
    expect(server.requests[0]?.timestamp).toBe(1_700_000_000_123)
  })

  test('a scripted defaultReply answers unmatched chat requests and counts its calls', async () => {
    await using server = await startLlmServer({ defaultReply: (r, { call }) => `#${call} ${r.provider} ${r.model}` })
    const openai = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'k', maxRetries: 0 })
    const anthropic = new Anthropic({ baseURL: server.anthropicBaseURL, apiKey: 'k', maxRetries: 0 })

    const a = await openai.chat.completions.create({ model: 'gpt-x', messages: [{ role: 'user', content: 'x' }] })
    const b = await anthropic.messages.create({ model: 'claude-x', max_tokens: 8, messages: [{ role: 'user', content: 'x' }] })

    expect(a.choices[0]?.message.content).toBe('#1 openai gpt-x')
    expect(b.content[0]).toMatchObject({ type: 'text', text: '#2 anthropic claude-x' })
  })

  test('a raw reply serves a recorded wire body verbatim, success or error', async () => {
    await using server = await startLlmServer()
    const recorded = {
      id: 'chatcmpl-recorded',
      object: 'chat.completion',
      created: 1,
      model: 'gpt-4o-2024-08-06',
      choices: [{ index: 0, message: { role: 'assistant', content: 'from fixture', refusal: null }, logprobs: null, finish_reason: 'stop' }],
      usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 },
    }
    server.on({ provider: 'openai' }, reply.raw(recorded, { headers: { 'X-Request-Id': 'req_recorded' } }))
    server.on({ provider: 'anthropic' }, reply.raw({ type: 'error', error: { type: 'invalid_request_error', message: 'bad' } }, { status: 400 }))
    const openai = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'k', maxRetries: 0 })
    const anthropic = new Anthropic({ baseURL: server.anthropicBaseURL, apiKey: 'k', maxRetries: 0 })

    const res = await openai.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'x' }] })
    const error = await anthropic.messages
      .create({ model: 'claude-x', max_tokens: 8, messages: [{ role: 'user', content: 'x' }] })
      .catch((e: unknown) => e)

    expect(res).toEqual(recorded)
    expect(res._request_id).toBe('req_recorded')
    expect(error).toBeInstanceOf(Anthropic.BadRequestError)
    expect((error as InstanceType<typeof Anthropic.BadRequestError>).apiMessage).toBe('bad')
  })

  test('a throwing reply function or match predicate is a non-retried 500 naming the error', async () => {
    await using server = await startLlmServer()
    server.on({ times: 1 }, () => {
      throw new Error('boom in the script')
    })
    server.on({
      match: () => {
        throw new Error('boom in the matcher')
      },
    }, 'never')
    const client = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'k', maxRetries: 3 })

    const error = await client.chat.completions
      .create({ model: 'm', messages: [{ role: 'user', content: 'x' }] })
      .catch((e: unknown) => e)

    const second = await client.chat.completions
      .create({ model: 'm', messages: [{ role: 'user', content: 'x' }] })
      .catch((e: unknown) => e)

    expect(error).toBeInstanceOf(InternalServerError)
    expect((error as Error).message).toContain('a rule threw: boom in the script')
    expect((second as Error).message).toContain('a rule threw: boom in the matcher')
    expect(server.requests.map((r) => r.reply?.kind)).toEqual(['script-error', 'script-error'])
  })

  test('bad requests get a 400 in the provider shape: invalid JSON, missing fields, streaming', async () => {
    await using server = await startLlmServer({ defaultReply: 'echo' })
    const client = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'k', maxRetries: 0 })

    const notJson = await fetch(`${server.url}/v1/messages`, { method: 'POST', body: '{oops' })
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toMatchObject({ type: 'error', error: { type: 'invalid_request_error' } })

    const noModel = await fetch(`${server.openaiBaseURL}/chat/completions`, { method: 'POST', body: '{"messages":[]}' })
    expect(noModel.status).toBe(400)
    expect(await noModel.json()).toMatchObject({ error: { type: 'invalid_request_error', message: expect.stringContaining("'model'") } })

    const stream = await client.chat.completions
      .create({ model: 'm', messages: [{ role: 'user', content: 'x' }], stream: true })
      .catch((e: unknown) => e)
    expect(stream).toBeInstanceOf(BadRequestError)
    expect((stream as Error).message).toContain('streaming is supported for Anthropic messages only')
    expect(server.requests.map((r) => r.reply?.kind)).toEqual(['bad-request', 'bad-request', 'bad-request'])
  })

  test('unknown paths get a 404 naming the path and the endpoints served', async () => {
    await using server = await startLlmServer()

    const res = await fetch(`${server.url}/v1/completions`, { method: 'POST', body: '{}' })

    expect(res.status).toBe(404)
    const body = (await res.json()) as { error: { message: string } }
    expect(body.error.message).toContain('POST /v1/completions')
    expect(body.error.message).toContain('/v1/responses')
    expect(server.requests[0]).toMatchObject({ path: '/v1/completions', provider: undefined, reply: { kind: 'unknown-path' } })
  })

  test('options are validated with messages naming the option', async () => {
    await expect(startLlmServer({ defaultDelayMs: -1 })).rejects.toThrow(/'defaultDelayMs'/)
    await expect(startLlmServer({ embeddingDimensions: 0 })).rejects.toThrow(/'embeddingDimensions'/)
    await using server = await startLlmServer()
    expect(() => server.on({ times: 0 }, 'x')).toThrow(/'times'/)
  })
})
