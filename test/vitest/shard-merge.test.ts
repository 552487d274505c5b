import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { dumpResultLine, loadResults, type VerificationResult, type VerificationResultSet } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureProject, type FixtureProject, type VitestMajor } from './support/fixture-project.js'

// A 200-question benchmark spread over 4 files (parts 1/4 … 4/4): `--shard=1/2` and `--shard=2/2` with the
// blob reporter, then `--merge-reports` with the karenina reporter, must give the result set of one unsharded run,
// on vitest 4 and 5.

let server: LlmServer
beforeAll(async () => {
  server = await startLlmServer()
  server.on({ model: 'gpt-answerer' }, (request) => {
    const n = Number(/twice (\d+)/.exec(request.lastUserText)?.[1])
    return n % 10 === 0 ? 'I am not sure.' : `Twice ${n} is ${2 * n}.`
  })
  server.on({ model: 'gpt-judge' }, (request) => reply.json({ value: /is (\d+)\./.exec(request.lastUserText)?.[1] ?? 'unknown' }))
})
afterAll(async () => {
  await server?.close()
})

const env = (resultsFile: string) => ({
  OPENAI_BASE_URL: server.openaiBaseURL,
  OPENAI_API_KEY: 'sk-e2e',
  KARENINA_JUDGE_MODEL: 'openai:gpt-judge',
  KARENINA_ANSWERING_MODEL: 'openai:gpt-answerer',
  KARENINA_FIXED_TIME: '2026-02-03T04:05:06Z',
  KARENINA_RESULTS_FILE: resultsFile,
})

async function results(project: FixtureProject, file: string): Promise<VerificationResultSet> {
  const path = join(project.dir, file)
  return loadResults(await readFile(path, 'utf8'), { source: path })
}

/** A blob report's run time (ms): vitest writes `[version, files, errors, coverage, executionTime, …]` with flatted. */
async function blobRunTime(file: string): Promise<number> {
  const time = (JSON.parse(await readFile(file, 'utf8')) as unknown[][])[0]?.[4]
  if (typeof time !== 'number') throw new Error(`${file}: no execution time where vitest's blob format keeps it`)
  return time
}

const verdicts = (set: VerificationResultSet) =>
  set.results.map((r) => [r.metadata.question_id, r.metadata.result_id, r.template?.verify_result ?? null, r.metadata.failure?.category ?? null])

/** A result's export line with its run time zeroed (the only field that differs between two runs of it). */
const wholeResult = (r: VerificationResult) => dumpResultLine({ ...r, metadata: { ...r.metadata, execution_time: 0 } })

// Each major runs the reporter form that matchers.test.ts does not: together both forms run on both majors.
describe.each([
  { major: 4 as VitestMajor, reporter: 'vitest-karenina/reporter' },
  { major: 5 as VitestMajor, reporter: 'karenina' },
])('vitest $major --shard + blob + --merge-reports --reporter $reporter', ({ major, reporter }) => {
  let project: FixtureProject
  beforeAll(async () => {
    project = await fixtureProject('shard', major)
  })
  afterAll(async () => {
    await project?.remove()
  })

  it('the merged result set equals the unsharded one', async () => {
    const stepSummary = join(project.dir, 'step-summary.md')
    const full = await project.vitest(['run', '--reporter', 'default', '--reporter', reporter], { ...env('full.json'), GITHUB_STEP_SUMMARY: stepSummary })
    expect(full.code, full.stderr).toBe(1) // every tenth answer is wrong
    // Under GitHub Actions the reporter appends a Markdown summary to the job's summary file.
    const markdown = await readFile(stepSummary, 'utf8')
    expect(markdown).toContain('### Karenina: 180/200 passed (90.0%)')
    expect(markdown).toMatch(/\n\| \w+:gpt-answerer \| 180 \| 200 \| 90\.0% \|\n/)
    expect(markdown).toContain('**Failing (20)**')
    expect(markdown).toMatch(/\n\| q010 \| \w+:gpt-answerer \| wrong answer \|\n/)
    expect(full.stdout + full.stderr).toContain('expected the answer to q010 to verify against the template, but it is a wrong answer')
    expect(full.stdout).toContain('Karenina: 200 results, 180 passed, 20 failed (90.0%) → full.json')

    // Two machines in CI; here one after the other.
    const shards = []
    for (const shard of ['1/2', '2/2']) shards.push(await project.vitest(['run', `--shard=${shard}`, '--reporter', 'blob'], env('unused.json')))
    const shardOutput = shards.map((s) => s.stdout + s.stderr).join('\n')
    expect(shards.map((s) => s.code), shardOutput).toEqual([1, 1])
    const merged = await project.vitest(['run', '--merge-reports', '--reporter', 'default', '--reporter', reporter], env('merged.json'))
    expect(merged.stdout, shardOutput + merged.stdout + merged.stderr).toContain('Karenina: 200 results, 180 passed, 20 failed (90.0%) → merged.json')

    const [one, sharded] = [await results(project, 'full.json'), await results(project, 'merged.json')]
    // The merged run's duration is the shards' summed run time (each blob records its own), not the merge's.
    const blobs = shards.map((shard) => /blob report written to (\S+\.json)/.exec(shard.stdout)?.[1])
    const shardTimes = await Promise.all(blobs.map(async (blob) => blobRunTime(blob ?? 'no blob file named in the shard output')))
    const summary = (JSON.parse(await readFile(join(project.dir, 'merged.json'), 'utf8')) as { metadata: { job_summary: { total_duration: number } } }).metadata.job_summary
    expect(summary.total_duration).toBeCloseTo((shardTimes[0]! + shardTimes[1]!) / 1000, 3)
    expect(one.results).toHaveLength(200)
    expect(new Set(one.results.map((r) => r.metadata.question_id)).size).toBe(200)
    expect(verdicts(sharded)).toEqual(verdicts(one))
    // Whole results, not only verdicts: the same lines but for each result's own run time.
    expect(sharded.results.map(wholeResult)).toEqual(one.results.map(wholeResult))
    // Each result travels in a blob as one packed string (vitest parses blobs into objects): none of a result's
    // JSON is in the blob as text.
    const blobTexts = await Promise.all(blobs.map((blob) => readFile(blob!, 'utf8')))
    expect(blobTexts.map((text) => text.match(/"z1:[A-Za-z0-9+/]+=*"/g)?.length ?? 0).reduce((a, b) => a + b)).toBe(200)
    expect(blobTexts.join('\n')).not.toContain('question_id')
    const wrong = one.results.filter((r) => r.template?.verify_result === false).map((r) => r.metadata.question_id)
    expect(wrong).toEqual(Array.from({ length: 20 }, (_, i) => `q${String((i + 1) * 10).padStart(3, '0')}`))
  }, 120_000)

  it('a shard without a test file says why, and a merge without results says so instead of writing an empty set silently', async () => {
    // One file, four shards: vitest gives the file to one shard and none to shard 2/4.
    const empty = await project.vitest(['run', 'part-1.test.ts', '--shard=2/4', '--reporter', 'blob', '--outputFile.blob=empty-reports/blob-2-4.json'], env('unused.json'))
    expect(empty.code).toBe(1)
    if (major === 4) {
      // vitest 4 exits 1 without a word when the default reporter is off: the plugin says why.
      expect(empty.stderr).toContain('karenina: shard 2/4 received no test file, so it ran no benchmark question.')
      expect(empty.stderr).toContain("split a benchmark across files with `part: 'i/n'`")
    } else {
      // vitest 5 refuses such a shard itself, with its reason, and writes no blob; a filter that matches no test
      // gives the merge below a blob without karenina results instead.
      expect(empty.stderr).toContain('must be a smaller than count of test files')
      await project.vitest(['run', 'part-1.test.ts', '-t', 'no such test', '--reporter', 'blob', '--outputFile.blob=empty-reports/blob.json'], env('unused.json'))
    }

    const merged = await project.vitest(['run', '--merge-reports=empty-reports', '--reporter', reporter], env('empty.json'))
    expect(merged.stderr).toContain('karenina: no results were collected; empty.json holds an empty result set.')
    expect(merged.stderr).toContain('None of the merged reports carried karenina results')
    expect((await results(project, 'empty.json')).results).toHaveLength(0)
  }, 120_000)
})
