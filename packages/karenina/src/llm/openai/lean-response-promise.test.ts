import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import OpenAI from 'openai'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseModelConfig } from '../../config/model-config.js'
import type { OpenAiContext } from './context.js'
import { createOpenAiPorts } from './index.js'
import { nodeHttpFetch } from './node-http-fetch.js'

let server: LlmServer
beforeEach(async () => {
  server = await startLlmServer()
})
afterEach(async () => {
  await server.close()
})

const config = () => parseModelConfig({ interface: 'openai_endpoint', model_name: 'm1', endpoint_base_url: server.openaiBaseURL, endpoint_api_key: 'sk-test' })

/** The SDK client behind ports karenina built (a test-only look inside the embeddings port). */
function clientOf(options: Parameters<typeof createOpenAiPorts>[1] = {}): OpenAI {
  const { embeddings } = createOpenAiPorts(config(), { env: {}, ...options })
  return (embeddings as unknown as { ctx: OpenAiContext }).ctx.client
}

const ask = (client: OpenAI) => client.chat.completions.create({ model: 'm1', messages: [{ role: 'user', content: 'which target?' }] })

describe('lean response promises (real SDK, loopback server)', () => {
  it('a client karenina creates attaches no closure to each request promise', async () => {
    server.on({}, reply.text('BCL2'))
    const promise = ask(clientOf())
    // The SDK's own closures here keep each request's state alive through V8's minor GCs (see the module).
    expect(Object.hasOwn(promise, 'withResponse')).toBe(false)
    expect(Object.hasOwn(promise, '_thenUnwrap')).toBe(false)
    const completion = await promise
    expect(completion.choices[0]?.message.content).toBe('BCL2')
  })

  it('keeps what the promise offers: withResponse, asResponse and the parsed value', async () => {
    server.on({}, reply.text('BCL2'))
    const client = clientOf()
    const { data, response } = await ask(client).withResponse()
    expect(data.choices[0]?.message.content).toBe('BCL2')
    expect(response.status).toBe(200)
    const raw = await ask(client).asResponse()
    expect(((await raw.json()) as { choices: { message: { content: string } }[] }).choices[0]?.message.content).toBe('BCL2')
    const port = createOpenAiPorts(config(), { env: {} }).llm
    expect((await port.invoke({ messages: [{ role: 'user', content: 'which target?' }] })).content).toBe('BCL2')
  })

  it('leaves a client the user passes as it is', async () => {
    server.on({}, reply.text('BCL2'))
    const own = new OpenAI({ apiKey: 'sk-test', baseURL: server.openaiBaseURL, maxRetries: 0, fetch: nodeHttpFetch })
    const client = clientOf({ client: own })
    expect(client).toBe(own)
    const promise = ask(client)
    expect(Object.hasOwn(promise, 'withResponse')).toBe(true)
    await promise
  })
})
