import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineTemplate, exactMatch, field, loadResults, satisfyTemplate } from 'karenina'
import { displayPath, handOffResult, RUN_DIR_ENV, shardFileName, startTestResults } from 'karenina/runner'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { z } from 'zod'
import { testKey } from './current-task.js'
import KareninaReporter from './reporter.js'

const Answer = defineTemplate({ target: field(z.string(), { description: 'The target', groundTruth: 'BCL2', check: exactMatch() }) })
const fixed = () => new Date(2026, 0, 2, 3, 4, 5)

describe('KareninaReporter', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'jest-karenina-reporter-'))
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
  })
  afterEach(() => {
    vi.restoreAllMocks()
    rmSync(root, { recursive: true, force: true })
    delete process.env[RUN_DIR_ENV]
  })

  test('announces a run directory, then writes what tests attached there as one export, in test order', async () => {
    const reporter = new KareninaReporter({ rootDir: root }, { runDirParent: root })
    reporter.onRunStart()
    const runDir = process.env[RUN_DIR_ENV]!
    expect(runDir.startsWith(root)).toBe(true)

    // As a worker would: one wrong answer, one right answer (attached in the opposite order).
    const right = satisfyTemplate({ target: 'BCL2' }, Answer, { questionId: 'q-right', now: fixed })
    const wrong = satisfyTemplate({ target: 'MCL1' }, Answer, { questionId: 'q-wrong', now: fixed })
    // 'first' is retried: its first attempt's result is replaced.
    handOffResult(testKey('/p/a.test.js', 'first'), wrong.result, wrong.pass)
    handOffResult(testKey('/p/a.test.js', 'second'), wrong.result, wrong.pass)
    startTestResults(testKey('/p/a.test.js', 'first'))
    handOffResult(testKey('/p/a.test.js', 'first'), right.result, right.pass)
    reporter.onTestResult(undefined, { testFilePath: '/p/a.test.js', testResults: [{ fullName: 'first' }, { fullName: 'second' }] })
    await reporter.onRunComplete()

    const text = readFileSync(join(root, 'karenina-results.json'), 'utf8')
    const set = loadResults(text)
    expect(set.results.map((r) => r.metadata.question_id)).toEqual(['q-right', 'q-wrong'])
    expect(JSON.parse(text).metadata.job_summary).toMatchObject({ successful_count: 1, failed_count: 1 })
    expect(reporter.getLastError()).toBeUndefined()
    expect(process.env[RUN_DIR_ENV]).toBeUndefined()
    expect(() => readFileSync(runDir)).toThrow() // removed after the run
  })

  test('a shard that collected no result says so and what to do, instead of writing an empty set silently', async () => {
    const reporter = new KareninaReporter({ rootDir: root, shard: { shardIndex: 3, shardCount: 4 } }, { runDirParent: root })
    reporter.onRunStart()
    await reporter.onRunComplete()
    const written = vi.mocked(process.stderr.write).mock.calls.map(([chunk]) => String(chunk)).join('')
    // The path as a terminal can open it (this root is a temp dir outside the cwd: absolute).
    expect(written).toContain(`karenina: no results were collected; ${displayPath(join(root, 'karenina-results.shard-3-of-4.json'))} holds an empty result set. This is shard 3/4`)
    expect(written).toContain("split a benchmark across files with `part: 'i/n'`")
    expect(loadResults(readFileSync(join(root, 'karenina-results.shard-3-of-4.json'), 'utf8')).results).toHaveLength(0)
  })

  test('results file: option > KARENINA_RESULTS_FILE > default; a shard gets its own file unless one is named', () => {
    const shard = { shardIndex: 2, shardCount: 3 }
    expect(new KareninaReporter({ rootDir: root }).outputPath({})).toBe(join(root, 'karenina-results.json'))
    expect(new KareninaReporter({ rootDir: root, shard }).outputPath({})).toBe(join(root, 'karenina-results.shard-2-of-3.json'))
    expect(new KareninaReporter({ rootDir: root, shard }).outputPath({ KARENINA_RESULTS_FILE: 'out/r.json' })).toBe(join(root, 'out/r.json'))
    expect(new KareninaReporter({ rootDir: root, shard }, { outputFile: '/abs/k.json' }).outputPath({ KARENINA_RESULTS_FILE: 'x.json' })).toBe('/abs/k.json')
    expect(shardFileName('results', 1, 2)).toBe('results.shard-1-of-2')
  })

  test('a results file that cannot be written is reported to jest (which then fails the run)', async () => {
    writeFileSync(join(root, 'a-file'), '')
    const reporter = new KareninaReporter({ rootDir: root }, { runDirParent: root, outputFile: 'a-file/karenina-results.json' })
    reporter.onRunStart()
    await reporter.onRunComplete()
    expect(reporter.getLastError()?.message).toMatch(/jest-karenina reporter: could not write the results/)
  })
})
