import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { loadResults } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureProject, type FixtureProject, type VitestMajor } from './support/fixture-project.js'

// Real vitest 4 and 5 runs of a project handing the matchers what users pass: other SDKs' agent messages,
// non-responses, cyclic and bigint values; then the same project with a setup file that fails to import.

let server: LlmServer
beforeAll(async () => {
  server = await startLlmServer()
  server.on({ model: 'gpt-judge' }, reply.json({}))
})
afterAll(async () => {
  await server?.close()
})

const env = () => ({ OPENAI_BASE_URL: server.openaiBaseURL, OPENAI_API_KEY: 'sk-e2e', KARENINA_JUDGE_MODEL: 'openai:gpt-judge', KARENINA_FIXED_TIME: '2026-02-03T04:05:06Z' })

describe.each([4, 5] as VitestMajor[])('vitest %i', (major) => {
  let project: FixtureProject
  beforeAll(async () => {
    project = await fixtureProject('boundary', major)
  })
  afterAll(async () => {
    await project?.remove()
  })

  it('refuses every trace shape it does not read, and every non-response, with or without .not; reads its own', async () => {
    const run = await project.vitest(['run', '--reporter', 'default', '--reporter', 'karenina'], env())
    const output = run.stdout + run.stderr
    // Each fixture test asserts the refusal's message (rejects.toThrow): before, the traces were judged garbled
    // (or crashed in a stage) and `.not.toVerify(12345)` passed.
    expect(output).toMatch(/Tests +11 passed \(11\)/)
    expect(run.code, output).toBe(0)
    const set = loadResults(await readFile(join(project.dir, 'karenina-results.json'), 'utf8'))
    expect(set.results.map((r) => [r.metadata.question_id, r.template?.verify_result])).toEqual([["read: the same run in Karenina's message form verifies", true]])
  }, 120_000)

  it('a setup that fails to load: says so, and keeps the previous results file', async () => {
    const file = join(project.dir, 'karenina-results.json')
    const before = await readFile(file, 'utf8')
    const run = await project.vitest(['run', '--reporter', 'default', '--reporter', 'karenina'], { ...env(), BROKEN_SETUP: '1' })
    const output = run.stdout + run.stderr
    expect(run.code, output).toBe(1)
    expect(output).toContain('karenina: no results were collected: 1 test file or test failed to load or run (boundary.test.ts: ')
    expect(output).toContain('karenina-helpers-that-do-not-exist')
    expect(output).toContain('karenina-results.json was left as it was')
    expect(output).not.toContain('check the test filter')
    expect(await readFile(file, 'utf8')).toBe(before)
  }, 120_000)

  it('a thrown config error (a bad KARENINA_REPLAY): says so, and keeps the previous results file', async () => {
    const file = join(project.dir, 'karenina-results.json')
    const before = await readFile(file, 'utf8')
    const run = await project.vitest(['run', '--reporter', 'default', '--reporter', 'karenina'], { ...env(), KARENINA_REPLAY: 'sometimes' })
    const output = run.stdout + run.stderr
    expect(run.code, output).toBe(1)
    expect(output).toContain('KARENINA_REPLAY')
    expect(output).not.toContain('check the test filter')
    expect(await readFile(file, 'utf8')).toBe(before)
  }, 120_000)

  it('a config error thrown by the matcher: names the failing test, and keeps the previous results file', async () => {
    const file = join(project.dir, 'karenina-results.json')
    const before = await readFile(file, 'utf8')
    const run = await project.vitest(['run', '--reporter', 'default', '--reporter', 'karenina'], { ...env(), BAD_MATCHER_CONFIG: '1' })
    const output = run.stdout + run.stderr
    expect(run.code, output).toBe(1)
    expect(output).toContain("karenina: no results were collected: 1 test file or test failed to load or run (boundary.test.ts › read: the same run in Karenina's message form verifies: ")
    expect(output).toContain('expected one of off, record, replay, auto, received "sometimes"')
    expect(output).not.toContain('check the test filter')
    expect(await readFile(file, 'utf8')).toBe(before)
  }, 120_000)
})
