import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureProject, type FixtureProject } from './support/fixture-project.js'

// KARENINA_MAX_CONCURRENT_REQUESTS holds across vitest's workers: the shard fixture's four files, two
// questions each, over two workers, against a server slow enough that the workers overlap without the cap.

let project: FixtureProject
beforeAll(async () => {
  project = await fixtureProject('shard', 4)
})
afterAll(async () => {
  await project?.remove()
})

/** A loopback server slow enough (150 ms a reply) that two workers overlap unless something keeps them apart. */
async function slowServer(): Promise<LlmServer> {
  const server = await startLlmServer({ defaultDelayMs: 150 })
  const n = (text: string) => Number(/twice (\d+)/.exec(text)?.[1])
  server.on({ model: 'gpt-answerer' }, (request) => `Twice ${n(request.lastUserText)} is ${2 * n(request.lastUserText)}.`)
  server.on({ model: 'gpt-judge' }, (request) => reply.json({ value: /is (\d+)\./.exec(request.lastUserText)?.[1] ?? 'unknown' }))
  return server
}

/** Two questions of each part file (parts are contiguous quarters of q001…q200), on two workers. */
const args = ['run', '-t', 'q(001|002|051|052|101|102|151|152)', '--maxWorkers=2', '--reporter', 'default', '--reporter', 'karenina']

function env(server: LlmServer, limit: string) {
  return {
    OPENAI_BASE_URL: server.openaiBaseURL,
    OPENAI_API_KEY: 'sk-e2e',
    KARENINA_JUDGE_MODEL: 'openai:gpt-judge',
    KARENINA_ANSWERING_MODEL: 'openai:gpt-answerer',
    KARENINA_RESULTS_FILE: `limit-${limit}.json`,
    KARENINA_MAX_CONCURRENT_REQUESTS: limit,
  }
}

describe('vitest: a run-wide request limit across workers', () => {
  it('never has more requests in flight than the limit, while the same run without it overlaps', async () => {
    await using cappedServer = await slowServer()
    const capped = await project.vitest(args, env(cappedServer, '1'))
    expect(capped.code, capped.stdout + capped.stderr).toBe(0)
    expect(capped.stdout).toContain('Karenina: 8 results, 8 passed')
    expect(cappedServer.stats.total).toBe(16)
    expect(cappedServer.stats.maxInFlight).toBe(1)

    // Control: the workers really run at the same time, so the cap above is what kept them apart.
    await using looseServer = await slowServer()
    const loose = await project.vitest(args, env(looseServer, '8'))
    expect(loose.code, loose.stdout + loose.stderr).toBe(0)
    expect(looseServer.stats.total).toBe(16)
    expect(looseServer.stats.maxInFlight).toBeGreaterThan(1)
  }, 90_000)
})
