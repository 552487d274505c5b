import Anthropic from '@anthropic-ai/sdk'
import OpenAI, { toFile } from 'openai'
import { describe, expect, it } from 'vitest'
import { fault, reply } from './reply.js'
import { startLlmServer } from './start-llm-server.js'

function jsonl(rows: unknown[]): string {
  return rows.map((r) => JSON.stringify(r)).join('\n') + '\n'
}

describe('emulated OpenAI Batch API (real openai SDK)', () => {
  it('uploads, creates, polls to completion, and answers each request by the live rules, errors in the error file', async () => {
    await using server = await startLlmServer({ batch: { completeAfterPolls: 2 } })
    server.on({ match: 'capital of France' }, 'Paris')
    server.on({ match: 'dose' }, reply.json({ dose_mg: 400 }))
    server.failNext(fault.rateLimit(), { model: 'gpt-4o-mini' })
    const client = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'test', maxRetries: 0 })
    const line = (id: string, text: string) => ({ custom_id: id, method: 'POST', url: '/v1/chat/completions', body: { model: 'gpt-4o-mini', messages: [{ role: 'user', content: text }] } })
    const file = await client.files.create({ file: await toFile(Buffer.from(jsonl([line('a', 'a dose?'), line('b', 'capital of France?'), line('c', 'dose again?')])), 'in.jsonl'), purpose: 'batch' })
    expect(file).toMatchObject({ object: 'file', purpose: 'batch' })
    const created = await client.batches.create({ input_file_id: file.id, endpoint: '/v1/chat/completions', completion_window: '24h' })
    expect(created).toMatchObject({ object: 'batch', status: 'in_progress', request_counts: { total: 3 } })
    expect((await client.batches.retrieve(created.id)).status).toBe('in_progress')
    expect((await client.batches.retrieve(created.id)).status).toBe('in_progress')
    const done = await client.batches.retrieve(created.id)
    expect(done).toMatchObject({ status: 'completed', request_counts: { total: 3, completed: 2, failed: 1 } })
    const output = (await (await client.files.content(done.output_file_id!)).text()).trim().split('\n').map((l) => JSON.parse(l))
    expect(output.map((o) => [o.custom_id, o.response.status_code, o.response.body.choices[0].message.content])).toEqual([
      ['b', 200, 'Paris'],
      ['c', 200, '{"dose_mg":400}'],
    ])
    const errors = (await (await client.files.content(done.error_file_id!)).text()).trim().split('\n').map((l) => JSON.parse(l))
    expect(errors).toMatchObject([{ custom_id: 'a', response: { status_code: 429, body: { error: { code: 'rate_limit_exceeded' } } } }])
    expect(server.batches.counts).toMatchObject({ filesUploaded: 1, batchesCreated: 1, itemsSubmitted: 3 })
  })

  it('holds a batch in progress until released, expires on demand, cancels', async () => {
    await using server = await startLlmServer({ defaultReply: 'echo' })
    const client = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'test', maxRetries: 0 })
    const upload = async (n: number) =>
      (await client.files.create({ file: await toFile(Buffer.from(jsonl(Array.from({ length: n }, (_, i) => ({ custom_id: `r${i}`, method: 'POST', url: '/v1/chat/completions', body: { model: 'm', messages: [{ role: 'user', content: `q${i}` }] } })))), 'in.jsonl'), purpose: 'batch' })).id
    const created: string[] = []
    server.batches.onCreated((b) => {
      created.push(b.id)
    })
    server.batches.hold()
    const held = await client.batches.create({ input_file_id: await upload(2), endpoint: '/v1/chat/completions', completion_window: '24h' })
    expect(created).toEqual([held.id])
    for (let i = 0; i < 3; i++) expect((await client.batches.retrieve(held.id)).status).toBe('in_progress')
    server.batches.release()
    server.batches.expireNext({ answered: 1 })
    const expired = await client.batches.retrieve(held.id)
    expect(expired).toMatchObject({ status: 'expired', request_counts: { completed: 1, failed: 1 } })
    const errors = (await (await client.files.content(expired.error_file_id!)).text()).trim().split('\n').map((l) => JSON.parse(l))
    expect(errors).toMatchObject([{ custom_id: 'r1', response: null, error: { code: 'batch_expired' } }])

    server.batches.hold()
    const toCancel = await client.batches.create({ input_file_id: await upload(1), endpoint: '/v1/chat/completions', completion_window: '24h' })
    expect((await client.batches.cancel(toCancel.id)).status).toBe('cancelled')
    await expect(client.batches.retrieve('batch_nope')).rejects.toBeInstanceOf(OpenAI.NotFoundError)
    await expect(client.batches.create({ input_file_id: 'file-nope', endpoint: '/v1/chat/completions', completion_window: '24h' })).rejects.toBeInstanceOf(OpenAI.NotFoundError)
  })
})

describe('emulated Anthropic Message Batches (real @anthropic-ai/sdk)', () => {
  it('creates, polls, streams results, with errored and expired items', async () => {
    await using server = await startLlmServer({ batch: { completeAfterPolls: 1 } })
    server.on({ match: 'capital' }, 'Paris')
    server.failNext(fault.serverError(529), { provider: 'anthropic' })
    const client = new Anthropic({ baseURL: server.anthropicBaseURL, apiKey: 'test', maxRetries: 0 })
    const params = (text: string) => ({ model: 'claude-haiku-4-5', max_tokens: 100, messages: [{ role: 'user' as const, content: text }] })
    const batch = await client.messages.batches.create({ requests: [{ custom_id: 'x', params: params('capital?') }, { custom_id: 'y', params: params('capital again?') }] })
    expect(batch).toMatchObject({ type: 'message_batch', processing_status: 'in_progress', request_counts: { processing: 2 } })
    expect((await client.messages.batches.retrieve(batch.id)).processing_status).toBe('in_progress')
    const ended = await client.messages.batches.retrieve(batch.id)
    expect(ended).toMatchObject({ processing_status: 'ended', request_counts: { succeeded: 1, errored: 1 } })
    const results = []
    for await (const r of await client.messages.batches.results(batch.id)) results.push(r)
    expect(results).toMatchObject([
      { custom_id: 'x', result: { type: 'errored', error: { type: 'error', error: { type: 'overloaded_error' } } } },
      { custom_id: 'y', result: { type: 'succeeded', message: { type: 'message', content: [{ type: 'text', text: 'Paris' }] } } },
    ])

    server.batches.expireNext()
    const second = await client.messages.batches.create({ requests: [{ custom_id: 'z', params: params('capital?') }] })
    await client.messages.batches.retrieve(second.id)
    await client.messages.batches.retrieve(second.id)
    const expired = []
    for await (const r of await client.messages.batches.results(second.id)) expired.push(r)
    expect(expired).toEqual([{ custom_id: 'z', result: { type: 'expired' } }])
    expect(server.batches.list.map((b) => [b.provider, b.status, b.customIds])).toEqual([
      ['anthropic', 'ended', ['x', 'y']],
      ['anthropic', 'expired', ['z']],
    ])
  })
})

describe('emulated batch listing, metadata and file deletion (real SDKs)', () => {
  it('OpenAI: keeps batch metadata, lists batches newest first across pages, deletes files', async () => {
    await using server = await startLlmServer()
    const client = new OpenAI({ baseURL: server.openaiBaseURL, apiKey: 'test', maxRetries: 0 })
    const line = (id: string) => ({ custom_id: id, method: 'POST', url: '/v1/chat/completions', body: { model: 'm', messages: [{ role: 'user', content: id }] } })
    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      const file = await client.files.create({ file: await toFile(Buffer.from(jsonl([line(`r${i}`)])), 'in.jsonl'), purpose: 'batch' })
      ids.push((await client.batches.create({ input_file_id: file.id, endpoint: '/v1/chat/completions', completion_window: '24h', metadata: { run: `k${i}` } })).id)
    }
    const listed: [string, string | undefined][] = []
    for await (const b of client.batches.list({ limit: 2 })) listed.push([b.id, b.metadata?.['run']])
    expect(listed).toEqual([
      [ids[2], 'k2'],
      [ids[1], 'k1'],
      [ids[0], 'k0'],
    ])
    expect(server.batches.counts.lists).toBe(2)
    expect(server.batches.list.map((b) => b.metadata)).toEqual([{ run: 'k0' }, { run: 'k1' }, { run: 'k2' }])
    await expect(client.batches.create({ input_file_id: 'file-x', endpoint: '/v1/chat/completions', completion_window: '24h', metadata: { run: 1 as unknown as string } })).rejects.toMatchObject({ status: 400 })

    const done = await client.batches.retrieve(ids[0]!)
    const resultFile = (done.output_file_id ?? done.error_file_id)!
    expect(server.batches.fileIds).toContain(resultFile)
    expect(await client.files.delete(resultFile)).toMatchObject({ id: resultFile, deleted: true })
    expect(await client.files.delete(done.input_file_id)).toMatchObject({ deleted: true })
    await expect(client.files.delete(done.input_file_id)).rejects.toMatchObject({ status: 404 })
    expect(server.batches.counts.filesDeleted).toBe(2)
    expect(server.batches.fileIds).not.toContain(done.input_file_id)
  })

  it('Anthropic: lists message batches newest first across pages; create refuses fields other than requests', async () => {
    await using server = await startLlmServer()
    const client = new Anthropic({ baseURL: server.anthropicBaseURL, apiKey: 'test', maxRetries: 0 })
    const request = (id: string) => ({ custom_id: id, params: { model: 'claude-x', max_tokens: 10, messages: [{ role: 'user' as const, content: id }] } })
    const ids: string[] = []
    for (let i = 0; i < 3; i++) ids.push((await client.messages.batches.create({ requests: [request(`a${i}`), request(`b${i}`)] })).id)
    const listed: [string, number][] = []
    for await (const b of client.messages.batches.list({ limit: 2 })) listed.push([b.id, b.request_counts.processing])
    expect(listed).toEqual([
      [ids[2], 2],
      [ids[1], 2],
      [ids[0], 2],
    ])
    expect(server.batches.counts.lists).toBe(2)
    const withMetadata = { requests: [request('c')], metadata: { run: 'k' } } as unknown as Parameters<typeof client.messages.batches.create>[0]
    await expect(client.messages.batches.create(withMetadata)).rejects.toMatchObject({ status: 400 })
  })
})
