import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { loadResults } from 'karenina'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { assertBuilt, copyFixture, runJest } from './helpers/jest-project.js'
import { fixtureEnv } from './helpers/scripted-models.js'

// A jest project handing the matchers what users pass: other SDKs' agent messages, non-responses, cyclic and
// bigint values (each fixture test asserts the refusal's message); then the same project with a setup file
// that fails to import.
describe('jest-karenina at the boundary', () => {
  let server: LlmServer
  let project: ReturnType<typeof copyFixture>
  beforeAll(async () => {
    assertBuilt()
    server = await startLlmServer()
    server.on({ model: 'gpt-judge' }, reply.json({}))
    project = copyFixture('boundary')
  })
  afterAll(async () => {
    await server?.close()
    project?.cleanup()
  })

  test('refuses every trace shape it does not read, and every non-response, with or without .not; reads its own', async () => {
    const run = await runJest(project.dir, [], fixtureEnv(server))
    expect(run.output).toMatch(/Tests: +11 passed, 11 total/)
    expect(run.code, run.output).toBe(0)
    const set = loadResults(readFileSync(join(project.dir, 'karenina-results.json'), 'utf8'))
    expect(set.results.map((r) => [r.metadata.question_id, r.template?.verify_result])).toEqual([["read: the same run in Karenina's message form verifies", true]])
  }, 120_000)

  test('a setup that fails to load: says so, and keeps the previous results file', async () => {
    const file = join(project.dir, 'karenina-results.json')
    const before = readFileSync(file, 'utf8')
    const run = await runJest(project.dir, [], fixtureEnv(server, { BROKEN_SETUP: '1' }))
    expect(run.code, run.output).toBe(1)
    expect(run.output).toContain('karenina: no results were collected: 1 test file or test failed to load or run (boundary.test.js: ')
    expect(run.output).toContain('karenina-helpers-that-do-not-exist')
    expect(run.output).toContain('karenina-results.json was left as it was')
    expect(run.output).not.toContain('check the test filter')
    expect(readFileSync(file, 'utf8')).toBe(before)
  }, 120_000)

  // The config is read by the first matcher: every karenina test fails with the ConfigError (here the one
  // that reaches the judge; the refusals come first), and nothing is attached.
  test('a thrown config error (globals.karenina.replay: "sometimes"): names the failing test, and keeps the previous results file', async () => {
    const file = join(project.dir, 'karenina-results.json')
    const before = readFileSync(file, 'utf8')
    const run = await runJest(project.dir, [], fixtureEnv(server, { BAD_CONFIG: '1' }))
    expect(run.code, run.output).toBe(1)
    expect(run.output).toContain("karenina: no results were collected: 1 test file or test failed to load or run (boundary.test.js › read: the same run in Karenina's message form verifies: ")
    expect(run.output).toContain('expected one of off, record, replay, auto, received "sometimes"')
    expect(run.output).not.toContain('check the test filter')
    expect(readFileSync(file, 'utf8')).toBe(before)
  }, 120_000)
})
