import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { startLlmServer, type LlmServer } from '@karenina/testing'
import { dumpResultLine, loadResults, type VerificationResultSet } from 'karenina'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { assertBuilt, copyFixture, KARENINA_BIN, runJest, runNode } from './helpers/jest-project.js'
import { BIOMEDICAL_VERDICTS, fixtureEnv, scriptBiomedical } from './helpers/scripted-models.js'

// `jest --shard=i/n` splits test files; the benchmark is spread over four part files, each shard's
// reporter writes karenina-results.shard-i-of-n.json, and `karenina merge` joins them. With a fixed clock
// (KARENINA_FIXED_TIME) result ids are reproducible, so the merged set must equal an unsharded run's.
describe('jest-karenina: --shard and karenina merge', () => {
  let server: LlmServer
  let project: ReturnType<typeof copyFixture>

  beforeAll(async () => {
    assertBuilt()
    server = await startLlmServer()
    scriptBiomedical(server)
    project = copyFixture('benchmark')
  })
  afterAll(async () => {
    await server?.close()
    project?.cleanup()
  })

  const env = () => fixtureEnv(server, { KARENINA_FIXED_TIME: '2026-01-02T03:04:05Z' })
  const read = (file: string): VerificationResultSet => loadResults(readFileSync(join(project.dir, file), 'utf8'), { source: file })
  const lines = (set: VerificationResultSet) => set.results.map(dumpResultLine).sort()

  test('two shards merged give the result set of one unsharded run', { timeout: 90_000 }, async () => {
    const [shard1, shard2, whole] = await Promise.all([
      runJest(project.dir, ['parts', '--shard=1/2'], env()),
      runJest(project.dir, ['parts', '--shard=2/2'], env()),
      runJest(project.dir, ['all.test.js', '--config', 'jest.output-option.config.js'], env()),
    ])
    // Penicillin fails in whichever shard runs it.
    expect([shard1.code, shard2.code].sort()).toEqual([0, 1])
    expect(whole.code).toBe(1)

    const parts = [read('karenina-results.shard-1-of-2.json'), read('karenina-results.shard-2-of-2.json')]
    for (const part of parts) expect(part.results.length).toBeGreaterThan(0)

    const merge = await runNode([KARENINA_BIN, 'merge', 'karenina-results.shard-1-of-2.json', 'karenina-results.shard-2-of-2.json', '-o', 'merged.json'], {
      cwd: project.dir,
    })
    expect(merge.stderr).toBe('')
    expect(merge.code).toBe(0)
    expect(merge.stdout).toContain('merged 4 results from 2 files')

    const merged = read('merged.json')
    const unsharded = read('reports/bench.json')
    expect(merged.results.map((r) => r.metadata.question_id).sort()).toEqual(Object.keys(BIOMEDICAL_VERDICTS).sort())
    for (const result of merged.results) expect(result.template?.verify_result).toBe(BIOMEDICAL_VERDICTS[result.metadata.question_id])
    expect(lines(merged)).toEqual(lines(unsharded))
  })

  test('merging a shard twice drops the exact duplicates', { timeout: 30_000 }, async () => {
    const merge = await runNode(
      [KARENINA_BIN, 'merge', 'karenina-results.shard-1-of-2.json', 'karenina-results.shard-1-of-2.json', '-o', 'twice.json'],
      { cwd: project.dir },
    )
    expect(merge.code).toBe(0)
    const once = read('karenina-results.shard-1-of-2.json')
    expect(lines(read('twice.json'))).toEqual(lines(once))
    expect(merge.stdout).toMatch(new RegExp(`${once.results.length} exact duplicates? dropped`))
  })
})
