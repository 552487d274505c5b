import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ModelConfigInput } from '../../config/model-config.js'
import { resolveModel } from '../resolve-model.js'

let server: LlmServer
let dir: string

beforeEach(async () => {
  server = await startLlmServer()
  dir = await mkdtemp(path.join(tmpdir(), 'karenina-deep-agents-replay-'))
  await writeFile(path.join(dir, 'notes.md'), 'imatinib 400 mg\n')
})
afterEach(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

describe('langchain_deep_agents with a cassette', () => {
  it('records a deep agent run and replays it with the server closed and no key', { timeout: 60_000 }, async () => {
    server.on({ match: (r) => !r.messages.some((m) => m.role === 'tool') }, reply.toolCall('grep', { pattern: 'mg' }))
    server.on({}, 'The notes say 400 mg.')
    const model: ModelConfigInput = { interface: 'langchain_deep_agents', model_provider: 'anthropic', model_name: 'claude-test-model', anthropic_base_url: server.anthropicBaseURL }
    const cassette = path.join(dir, 'cassette.json')
    const request = { messages: [{ role: 'user' as const, content: 'Which dose do the notes give?' }], tools: [], workspacePath: dir }

    const recorded = await (await resolveModel(model, { env: { ANTHROPIC_API_KEY: 'sk-ant-test' }, replay: { mode: 'record', cassette } })).agent!.run(request)
    expect(recorded.agentMetrics).toMatchObject({ tools_used: ['grep'], iterations: 2 })
    expect(recorded.traceMessages[1]!.content).toContain('imatinib 400 mg')
    expect(server.requests).toHaveLength(2)
    expect(await readFile(cassette, 'utf8')).not.toContain('sk-ant-test')

    await server.close()
    const replayed = await (await resolveModel(model, { env: {}, replay: { mode: 'replay', cassette } })).agent!.run(request)
    expect(replayed).toEqual(recorded)
    expect(server.requests).toHaveLength(2)
  })
})
