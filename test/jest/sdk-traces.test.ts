import { mkdirSync, readFileSync, realpathSync, symlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { reply, startLlmServer, type LlmServer, type NormalizedRequest } from '@karenina/testing'
import { loadResults } from 'karenina'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ROOT } from '../vitest/support/fixture-project.js'
import { assertBuilt, copyFixture, runJest } from './helpers/jest-project.js'
import { fixtureEnv } from './helpers/scripted-models.js'

// A jest project whose agents run on the AI SDK and the openai SDK against the loopback server, handing the
// SDKs' results to toVerify as they are.
describe('jest-karenina on framework traces', () => {
  let server: LlmServer
  let project: ReturnType<typeof copyFixture>
  beforeAll(async () => {
    assertBuilt()
    server = await startLlmServer()
    server.on({ model: 'agent' }, (request: NormalizedRequest) => {
      const results = request.messages.filter((m) => m.role === 'tool').length
      if (results === 0) return reply.toolCall('get_weather', { city: 'Paris' }, { text: 'Let me check.' })
      if (results === 1) return reply.toolCall('get_time', { city: 'Paris' })
      return reply.text('In Paris it is 14:05 CET and 18°C, sunny.')
    })
    server.on({}, reply.json({}))
    project = copyFixture('sdk-traces')
    // The user's own SDKs: karenina's devDependencies.
    for (const sdk of ['ai', '@ai-sdk/openai', 'openai']) {
      const link = join(project.dir, 'node_modules', sdk)
      mkdirSync(dirname(link), { recursive: true })
      symlinkSync(realpathSync(join(ROOT, 'packages', 'karenina', 'node_modules', sdk)), link, 'dir')
    }
  })
  afterAll(async () => {
    await server?.close()
    project?.cleanup()
  })

  test('verifies an AI SDK result and OpenAI messages with toVerify, agent_metrics in the results file', async () => {
    const run = await runJest(project.dir, [], fixtureEnv(server))
    expect(run.output).toMatch(/Tests: +2 passed, 2 total/)
    expect(run.code, run.output).toBe(0)
    const set = loadResults(readFileSync(join(project.dir, 'karenina-results.json'), 'utf8'))
    expect(set.results).toHaveLength(3)
    for (const result of set.results) {
      expect(result.template?.agent_metrics, result.metadata.question_id).toMatchObject({ iterations: 3, tool_calls: 2, tool_call_counts: { get_weather: 1, get_time: 1 } })
    }
    expect(set.results.map((r) => r.template?.verify_result).sort()).toEqual([false, true, true])
  }, 120_000)
})
