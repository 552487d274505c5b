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
  dir = await mkdtemp(path.join(tmpdir(), 'karenina-claude-replay-'))
  await writeFile(path.join(dir, 'notes.md'), 'imatinib 400 mg\n')
})
afterEach(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

describe('claude_agent_sdk with a cassette', () => {
  it('records a Claude Code run and replays it with the server closed', { timeout: 180_000 }, async () => {
    server.on({ match: (r) => !r.messages.some((m) => m.role === 'tool') }, reply.toolCall('Grep', { pattern: 'mg', output_mode: 'content' }))
    server.on({}, 'The notes say 400 mg.')
    const model: ModelConfigInput = { interface: 'claude_agent_sdk', model_name: 'claude-test-model', anthropic_base_url: server.anthropicBaseURL }
    const cassette = path.join(dir, 'cassette.json')
    const env = { ANTHROPIC_API_KEY: 'sk-ant-test', PATH: process.env['PATH'] }
    const request = { messages: [{ role: 'user' as const, content: 'Which dose do the notes give?' }], tools: [], workspacePath: dir }

    const recorded = await (await resolveModel(model, { env, replay: { mode: 'record', cassette } })).agent!.run(request)
    expect(recorded.agentMetrics).toMatchObject({ tools_used: ['Grep'], iterations: 2 })
    expect(server.requests).toHaveLength(2)
    expect(await readFile(cassette, 'utf8')).not.toContain('sk-ant-test')

    await server.close()
    const replayed = await (await resolveModel(model, { env: {}, replay: { mode: 'replay', cassette } })).agent!.run(request)
    expect(replayed).toEqual(recorded)
    expect(server.requests).toHaveLength(2)
  })
})
