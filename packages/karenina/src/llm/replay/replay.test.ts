import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fault, reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ParseFailureError } from '../../errors/parse-failure-error.js'
import { ReplayMissError } from '../../errors/replay-miss-error.js'
import { defineTool } from '../define-tool.js'
import type { ModelPorts, ParseRequest } from '../ports.js'
import { resolveModel, type ResolveModelOptions } from '../resolve-model.js'
import { Cassette, resetCassettes } from './cassette.js'
import { resolveReplay } from './replay-mode.js'

const SECRET = 'sk-karenina-secret-0123456789'
const Dose = z.object({ drug: z.string(), dose_mg: z.number() })

function judge(text = 'imatinib 400 mg (dose)'): ParseRequest<z.infer<typeof Dose>> {
  return {
    messages: [{ role: 'user', content: text }],
    schema: z.toJSONSchema(Dose),
    schemaName: 'Dose',
    validate: (raw) => Dose.parse(raw),
  }
}

const lookup = defineTool({
  name: 'lookup',
  description: 'Looks a drug up',
  parameters: z.object({ drug: z.string() }),
  execute: ({ drug }) => `${drug}: 400 mg`,
})

let dir: string
let cassette: string
let server: LlmServer
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'karenina-cassette-'))
  cassette = join(dir, 'cassettes', 'providers.json')
  server = await startLlmServer()
  resetCassettes()
})
afterEach(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

function ports(model: string, mode: 'record' | 'replay' | 'auto', options: ResolveModelOptions = {}): Promise<ModelPorts> {
  const baseURL = model.startsWith('anthropic') ? server.anthropicBaseURL : server.openaiBaseURL
  return resolveModel(model, { baseURL, env: {}, replay: { mode, cassette }, retryPolicy: { server_error: { max_attempts: 0 } }, ...options })
}

async function exercise(p: ModelPorts) {
  return {
    chat: await p.llm.invoke({ messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'capital of France?' }] }),
    parse: await p.parser.parse(judge()),
    agent: await p.agent!.run({ messages: [{ role: 'user', content: 'dose of imatinib?' }], tools: [lookup], maxTurns: 4 }),
    embed: p.embeddings ? await p.embeddings.embed({ texts: ['imatinib', 'dose'] }) : null,
  }
}

function script(s: LlmServer) {
  s.on({ match: 'capital' }, 'Paris')
  s.on({ match: '(dose)' }, reply.json({ drug: 'imatinib', dose_mg: 400.5 }))
  s.on({ match: (r) => r.lastUserText.includes('dose of') && !r.messages.some((m) => m.role === 'tool') }, reply.toolCall('lookup', { drug: 'imatinib' }, { id: 'call_7' }))
  s.on({ match: 'dose of' }, '400 mg.')
}

describe('record / replay cassettes', () => {
  it('records against the server, then replays identical results with zero requests and no key', async () => {
    script(server)
    const recorded = {
      openai: await exercise(await ports('openai:gpt-4.1-mini', 'record', { apiKey: SECRET })),
      anthropic: await exercise(await ports('anthropic:claude-haiku-4-5', 'record', { apiKey: SECRET })),
    }
    const liveRequests = server.requests.length
    expect(liveRequests).toBe(9) // openai: chat, parse, 2 agent turns, embed; anthropic: the same minus embed
    // Both providers' entries are in the cassette, and neither provider's key or auth header is.
    const text = await readFile(cassette, 'utf8')
    expect(text).toContain('claude-haiku-4-5')
    expect(text).toContain('gpt-4.1-mini')
    expect(text).not.toContain(SECRET)
    expect(text.toLowerCase()).not.toMatch(/authorization|x-api-key|bearer|anthropic-version/)
    await server.close()

    resetCassettes() // as a fresh process would: read the file again
    const idle = await startLlmServer()
    try {
      const replayed = {
        openai: await exercise(await resolveModel('openai:gpt-4.1-mini', { baseURL: idle.openaiBaseURL, env: {}, replay: { mode: 'replay', cassette } })),
        anthropic: await exercise(await resolveModel('anthropic:claude-haiku-4-5', { baseURL: idle.anthropicBaseURL, env: {}, replay: { mode: 'replay', cassette } })),
      }
      expect(replayed).toEqual(recorded)
      expect(idle.requests).toHaveLength(0)
      expect(idle.stats.connections).toBe(0)
    } finally {
      await idle.close()
    }
  })

  it('writes a diff-friendly cassette with no secret in it', async () => {
    script(server)
    const p = await ports('openai:gpt-4.1-mini', 'record', { apiKey: SECRET })
    await exercise(p)
    // A key pasted into a prompt is redacted too.
    server.on({}, 'noted')
    await p.llm.invoke({ messages: [{ role: 'user', content: `my key is ${SECRET}` }] })
    const text = await readFile(cassette, 'utf8')
    expect(text).not.toContain(SECRET)
    expect(text).toContain('my key is [REDACTED]')
    expect(text.toLowerCase()).not.toMatch(/authorization|x-api-key|bearer/)
    const data = JSON.parse(text) as { version: number; entries: Record<string, { kind: string; model: string }> }
    expect(data.version).toBe(1)
    expect(Object.values(data.entries).map((e) => e.kind).sort()).toEqual(['agent', 'chat', 'chat', 'embed', 'parse'])
    expect(Object.values(data.entries)[0]!.model).toBe('langchain:gpt-4.1-mini')
    expect(text).toMatch(/^\{\n {2}"entries": \{\n {4}"[0-9a-f]{64}": \{\n {6}"kind"/)
    expect(text.endsWith('}\n')).toBe(true)
  })

  it('a miss in replay mode names the key and the cassette', async () => {
    const p = await ports('openai:gpt-4.1-mini', 'replay')
    const error = await p.llm.invoke({ messages: [{ role: 'user', content: 'never recorded' }] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ReplayMissError)
    expect((error as ReplayMissError).message).toMatch(/request [0-9a-f]{64} \(chat, langchain:gpt-4.1-mini\)/)
    expect((error as ReplayMissError).message).toContain(cassette)
    expect(server.requests).toHaveLength(0)
  })

  it('auto replays hits and records misses', async () => {
    server.on({}, 'Paris')
    const p = await ports('openai:gpt-4.1-mini', 'auto', { apiKey: SECRET })
    const ask = (q: string) => p.llm.invoke({ messages: [{ role: 'user', content: q }] })
    await ask('a')
    await ask('a')
    await ask('b')
    expect(server.requests.map((r) => r.lastUserText)).toEqual(['a', 'b'])
    // A different temperature is a different request.
    await p.llm.invoke({ messages: [{ role: 'user', content: 'a' }], temperature: 0.7 })
    expect(server.requests).toHaveLength(3)
  })

  it('records and replays a parse failure', async () => {
    server.on({}, fault.schemaViolation({ drug: 1, dose_mg: 'x' }))
    const recording = await ports('openai:gpt-4.1-mini', 'record', { apiKey: SECRET })
    const live = await recording.parser.parse(judge()).catch((e: unknown) => e)
    expect(live).toBeInstanceOf(ParseFailureError)
    resetCassettes()
    const replaying = await ports('openai:gpt-4.1-mini', 'replay')
    const replayed = await replaying.parser.parse(judge()).catch((e: unknown) => e)
    expect(replayed).toBeInstanceOf(ParseFailureError)
    expect((replayed as ParseFailureError).attempts).toEqual((live as ParseFailureError).attempts)
    expect(server.requests).toHaveLength(3)
  })

  it('several ports and several writers share one cassette safely', async () => {
    server.on({}, (request) => `echo ${request.lastUserText}`)
    const a = await ports('openai:gpt-4.1-mini', 'record', { apiKey: SECRET })
    const b = await ports('openai:gpt-4.1', 'record', { apiKey: SECRET })
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).llm.invoke({ messages: [{ role: 'user', content: `q${i}` }] })),
    )
    // Independent writers (as separate processes would be) merge under the lock instead of clobbering.
    const w1 = new Cassette(cassette)
    const w2 = new Cassette(cassette)
    const entry = (n: number) => ({ kind: 'chat', model: 'm', request: { n }, response: { content: String(n) } })
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? w1 : w2).put(`k${i}`, entry(i))))
    const data = JSON.parse(await readFile(cassette, 'utf8')) as { entries: Record<string, unknown> }
    expect(Object.keys(data.entries)).toHaveLength(30)
  })
})

describe('resolveReplay', () => {
  it('reads KARENINA_REPLAY and the cassette path, explicit options first', () => {
    expect(resolveReplay({}, {})).toEqual({ mode: 'off' })
    expect(resolveReplay({}, { KARENINA_REPLAY: 'auto', KARENINA_REPLAY_CASSETTE: 'c.json' })).toEqual({ mode: 'auto', cassette: 'c.json' })
    expect(resolveReplay({ mode: 'off' }, { KARENINA_REPLAY: 'replay' })).toEqual({ mode: 'off' })
    expect(() => resolveReplay({}, { KARENINA_REPLAY: 'sometimes' })).toThrow(/KARENINA_REPLAY: expected one of off, record, replay, auto/)
    expect(() => resolveReplay({ mode: 'replay' }, {})).toThrow(/KARENINA_REPLAY_CASSETTE/)
  })
})
