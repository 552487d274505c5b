import OpenAI, { InternalServerError } from 'openai'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { cosineSimilarity, hashedEmbedding, reply, startLlmServer, type LlmServer } from './index.js'

let server: LlmServer
let client: OpenAI

beforeAll(async () => {
  server = await startLlmServer()
  client = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'sk-test', maxRetries: 0 })
})
afterAll(() => server.close())
beforeEach(() => server.reset())

const MODEL = 'text-embedding-3-small'

describe('OpenAI embeddings through the real SDK', () => {
  test('the default embedding is deterministic, decoded from base64, and similar for similar texts', async () => {
    const texts = ['the cat sat on the mat', 'the cat sat on a mat', 'quarterly revenue grew nine percent']
    const res = await client.embeddings.create({ model: MODEL, input: texts })

    const vectors = res.data.map((d) => d.embedding)
    expect(res.model).toBe(MODEL)
    expect(res.data.map((d) => d.index)).toEqual([0, 1, 2])
    expect(vectors.every((v) => v.length === 64)).toBe(true)
    expect(vectors[0]).toEqual(hashedEmbedding(texts[0] ?? ''))
    const [cat, cat2, revenue] = vectors as [number[], number[], number[]]
    expect(cosineSimilarity(cat, cat2)).toBeGreaterThan(0.8)
    expect(cosineSimilarity(cat, cat2)).toBeGreaterThan(cosineSimilarity(cat, revenue) + 0.3)
    expect(res.usage.prompt_tokens).toBeGreaterThan(0)
    expect(res.usage.total_tokens).toBe(res.usage.prompt_tokens)

    // The SDK asked for base64 on the wire, and the server packed float32 accordingly.
    const rec = server.requests[0]
    expect((rec?.body as { encoding_format: string }).encoding_format).toBe('base64')
    const wire = (rec?.reply?.body as { data: { embedding: unknown }[] }).data[0]?.embedding
    expect(typeof wire).toBe('string')
    expect(rec).toMatchObject({ endpoint: 'embeddings', input: texts, lastUserText: texts.join('\n') })
  })

  test('float encoding carries the same numbers, and dimensions sets the size', async () => {
    const viaBase64 = await client.embeddings.create({ model: MODEL, input: 'same text' })
    const viaFloat = await client.embeddings.create({ model: MODEL, input: 'same text', encoding_format: 'float' })
    const small = await client.embeddings.create({ model: MODEL, input: 'same text', dimensions: 8 })

    expect(viaFloat.data[0]?.embedding).toEqual(viaBase64.data[0]?.embedding)
    expect(small.data[0]?.embedding).toHaveLength(8)
  })

  test('scripted vectors: one per input, or one for all', async () => {
    server.on({ match: 'pair', times: 1 }, reply.embedding([[1, 0], [0, 1]]))
    server.on({ times: 1 }, reply.embedding([0.5, 0.25]))

    const pair = await client.embeddings.create({ model: MODEL, input: ['pair a', 'pair b'], encoding_format: 'float' })
    const shared = await client.embeddings.create({ model: MODEL, input: ['x', 'y', 'z'] })

    expect(pair.data.map((d) => d.embedding)).toEqual([[1, 0], [0, 1]])
    expect(shared.data.map((d) => d.embedding)).toEqual([[0.5, 0.25], [0.5, 0.25], [0.5, 0.25]])
  })

  test('a text reply scripted for embeddings fails at once with a message that says why', async () => {
    server.on({ endpoint: 'embeddings' }, 'not a vector')
    const retrying = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'sk-test', maxRetries: 3 })

    const error = await retrying.embeddings.create({ model: MODEL, input: 'x' }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(InternalServerError)
    expect((error as InternalServerError).message).toContain("a 'text' reply cannot answer an embeddings request")
    expect(server.requests).toHaveLength(1)
    expect(server.requests[0]?.reply?.kind).toBe('script-error')
  })

  test('chat rules do not catch embeddings requests unless asked to', async () => {
    server.on({}, 'chat only')

    const res = await client.embeddings.create({ model: MODEL, input: 'hello' })

    expect(res.data[0]?.embedding).toEqual(hashedEmbedding('hello'))
  })
})
