import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { reply, startLlmServer, type LlmServer } from '@karenina/testing'
import { dumpResultLine, loadResults, type VerificationResult, type VerificationResultSet } from 'karenina'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureProject, type FixtureProject, type VitestMajor } from './support/fixture-project.js'

// A 200-question benchmark spread over 4 files (parts 1/4 … 4/4): `--shard=1/2` and `--shard=2/2` with the
// karenina reporter each write karenina-results.shard-i-of-2.json, and `karenina merge` of the two must give the
// result set of one unsharded run, on vitest 4 and 5. `--merge-reports` carries no karenina results: the reporter
// says so and what to do instead.

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

/** The environment of a run; without `resultsFile`, the reporter's default (per shard when sharded). */
const env = (resultsFile?: string) => ({
  OPENAI_BASE_URL: server.openaiBaseURL,
  OPENAI_API_KEY: 'sk-e2e',
  KARENINA_JUDGE_MODEL: 'openai:gpt-judge',
  KARENINA_ANSWERING_MODEL: 'openai:gpt-answerer',
  KARENINA_FIXED_TIME: '2026-02-03T04:05:06Z',
  ...(resultsFile ? { KARENINA_RESULTS_FILE: resultsFile } : {}),
})

async function results(project: FixtureProject, file: string): Promise<VerificationResultSet> {
  const path = join(project.dir, file)
  return loadResults(await readFile(path, 'utf8'), { source: path })
}

// In question order: `karenina merge` keeps the order of the files it is given, shard by shard.
const byQuestion = (set: VerificationResultSet) => [...set.results].sort((a, b) => (a.metadata.question_id < b.metadata.question_id ? -1 : 1))
const verdicts = (set: VerificationResultSet) =>
  byQuestion(set).map((r) => [r.metadata.question_id, r.metadata.result_id, r.template?.verify_result ?? null, r.metadata.failure?.category ?? null])

/** A result's export line with its run time zeroed (the only field that differs between two runs of it). */
const wholeResult = (r: VerificationResult) => dumpResultLine({ ...r, metadata: { ...r.metadata, execution_time: 0 } })

// Each major runs the reporter form that matchers.test.ts does not: together both forms run on both majors.
describe.each([
  { major: 4 as VitestMajor, reporter: 'vitest-karenina/reporter' },
  { major: 5 as VitestMajor, reporter: 'karenina' },
])('vitest $major --shard --reporter $reporter + karenina merge', ({ major, reporter }) => {
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

    // Two machines in CI; here one after the other. The blob reporter beside ours, as a CI job that also merges
    // vitest's own reports has it.
    const shards = []
    for (const [i, shard] of ['1/2', '2/2'].entries()) {
      shards.push(await project.vitest(['run', `--shard=${shard}`, '--reporter', 'blob', '--reporter', reporter, `--outputFile.blob=.vitest-reports/blob-${i + 1}.json`], env()))
    }
    const shardOutput = shards.map((s) => s.stdout + s.stderr).join('\n')
    expect(shards.map((s) => s.code), shardOutput).toEqual([1, 1])
    expect(shards[0]!.stdout, shardOutput).toMatch(/Karenina: \d+ results, .* → karenina-results\.shard-1-of-2\.json/)
    const merge = await project.karenina(['merge', 'karenina-results.shard-1-of-2.json', 'karenina-results.shard-2-of-2.json', '-o', 'merged.json'])
    expect(merge.stderr).toBe('')
    expect(merge.stdout).toContain('merged 200 results from 2 files')

    const [one, sharded] = [await results(project, 'full.json'), await results(project, 'merged.json')]
    expect(one.results).toHaveLength(200)
    expect(new Set(one.results.map((r) => r.metadata.question_id)).size).toBe(200)
    expect(verdicts(sharded)).toEqual(verdicts(one))
    // Whole results, not only verdicts: the same lines but for each result's own run time.
    expect(byQuestion(sharded).map(wholeResult)).toEqual(byQuestion(one).map(wholeResult))
    // The blob reports carry no result: the run directory did.
    const blobTexts = await Promise.all([1, 2].map((i) => readFile(join(project.dir, `.vitest-reports/blob-${i}.json`), 'utf8')))
    expect(blobTexts.join('\n')).not.toContain('question_id')

    // --merge-reports with the karenina reporter: nothing to write, and it says what to do.
    const merged = await project.vitest(['run', '--merge-reports=.vitest-reports', '--reporter', 'default', '--reporter', reporter], env('via-blobs.json'))
    expect(merged.stderr).toContain('karenina: vitest --merge-reports carries no karenina results, so via-blobs.json was not written.')
    expect(merged.stderr).toContain('karenina merge karenina-results.shard-*.json -o karenina-results.json')
    await expect(readFile(join(project.dir, 'via-blobs.json'))).rejects.toThrow(/ENOENT/)
    const wrong = one.results.filter((r) => r.template?.verify_result === false).map((r) => r.metadata.question_id)
    expect(wrong).toEqual(Array.from({ length: 20 }, (_, i) => `q${String((i + 1) * 10).padStart(3, '0')}`))
  }, 300_000)

  it('a shard without a test file says why', async () => {
    // One file, four shards: vitest gives the file to one shard and none to shard 2/4.
    const empty = await project.vitest(['run', 'part-1.test.ts', '--shard=2/4', '--reporter', 'blob', '--outputFile.blob=empty-reports/blob-2-4.json'], env('unused.json'))
    expect(empty.code).toBe(1)
    if (major === 4) {
      // vitest 4 exits 1 without a word when the default reporter is off: the plugin says why.
      expect(empty.stderr).toContain('karenina: shard 2/4 received no test file, so it ran no benchmark question.')
      expect(empty.stderr).toContain("split a benchmark across files with `part: 'i/n'`")
    } else {
      // vitest 5 refuses such a shard itself, with its reason.
      expect(empty.stderr).toContain('must be a smaller than count of test files')
    }
  }, 120_000)
})
