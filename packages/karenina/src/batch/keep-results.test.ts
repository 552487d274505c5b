import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startLlmServer, type LlmServer } from '@karenina/testing'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ValidationError } from '../errors/validation-error.js'
import { VerificationBatchError } from '../results/verification-batch-error.js'
import { dumpResultLine, exportResults } from '../results/export.js'
import { jobInfoFromResults } from '../results/export-metadata.js'
import { summarizeResultSet } from '../results/result-set-summary.js'
import { StoredResultSet, summaryResultsOf } from '../results/stored-result-set.js'
import { summaryView } from '../results/summary-view.js'
import { countVerdicts } from '../results/result-verdict.js'
import { VerificationResultSet } from '../results/verification-result-set.js'
import { batchBenchmark, batchConfig, questionNumber, steppingClock } from '../../test/fixtures/batch/batch-fixtures.js'
import { readProgressFile } from './progressive-save.js'
import { runVerification } from './run-verification.js'

let server: LlmServer
let dir: string
beforeEach(async () => {
  server = await startLlmServer()
  dir = await mkdtemp(join(tmpdir(), 'karenina-keep-results-'))
})
afterEach(async () => {
  await server.close()
  await rm(dir, { recursive: true, force: true })
})

const JUDGES = ['gpt-judge-a', 'gpt-judge-b']

/** The answerer names BCL2; the judges extract TP53 from every third question's answer (those fail). */
function scriptMixed(): void {
  server.on({ model: /answerer/ }, (request) => `The target is BCL2 [q${questionNumber(request.lastUserText)}]`)
  server.on({ model: /judge/ }, (request) => {
    const n = questionNumber(JSON.stringify(request.messages)) ?? 0
    return JSON.stringify({ target: n % 3 === 0 ? 'TP53' : 'BCL2' })
  })
}

async function fileLines(path: string): Promise<string[]> {
  return (await readFile(path, 'utf8')).split('\n').filter((l) => l !== '')
}

describe('runVerification keepResults: false', () => {
  it('returns a set read back from the results file, with the summary of the whole results', async () => {
    scriptMixed()
    const jsonl = join(dir, 'run.results.jsonl')
    const set = await runVerification(batchBenchmark(9), batchConfig(server, {}, JUDGES), { env: {}, now: steppingClock(), output: { jsonl }, keepResults: false })
    const lines = await fileLines(jsonl)
    expect(set).toBeInstanceOf(VerificationResultSet)
    expect(set.length).toBe(18)
    // Iterating, indexing and `results` read the file's lines back, in completion (file) order.
    expect([...set].map(dumpResultLine)).toEqual(lines)
    expect(set.results.map(dumpResultLine)).toEqual(lines)
    expect(dumpResultLine(set.at(0)!)).toBe(lines[0])
    expect(dumpResultLine(set.at(-1)!)).toBe(lines[17])
    expect(set.at(18)).toBeUndefined()
    // The summary (kept in memory) is that of the whole results; some failed, so it is not trivial.
    const whole = (await readProgressFile(jsonl)).results
    expect(set.getSummary()).toEqual(summarizeResultSet(whole))
    expect(set.getSummary().template_pass_overall).toMatchObject({ total: 18, passed: 12 })
    // What the set keeps per result is small: equal parts of the summary views are one shared object.
    const views = (set as StoredResultSet).summaryViews
    expect(views[1]!.metadata.retry_counts).toBe(views[0]!.metadata.retry_counts)
    expect(views[1]!.metadata.parsing === views[0]!.metadata.parsing || views[1]!.metadata.parsing === views[2]!.metadata.parsing).toBe(true)
    // Filters, groups and exports see whole results.
    expect(set.filter({ parsingModels: [`openai_endpoint:${JUDGES[0]}`] }).results.map(dumpResultLine)).toEqual(
      whole.filter((r) => r.metadata.parsing.model_name === JUDGES[0]).map(dumpResultLine),
    )
    expect(set.getQuestionIds()).toHaveLength(9)
    const job = { jobId: 'j', totalQuestions: 9, successfulCount: 18, failedCount: 0 }
    const now = () => new Date(2026, 0, 1)
    expect(exportResults(set, { job: { ...job, now } })).toBe(exportResults(whole, { job: { ...job, now } }))
  })

  it('gives the same summaries, verdict counts, job header and export as the same run keeping results whole', async () => {
    scriptMixed()
    // One worker and a stepping clock: both runs make the same calls in the same order.
    const run = (keepResults: boolean) =>
      runVerification(batchBenchmark(12), batchConfig(server, { async_max_workers: 1 }, JUDGES), { env: {}, now: steppingClock(), runName: 'same', output: { jsonl: join(dir, `${keepResults}.results.jsonl`) }, keepResults })
    const whole = await run(true)
    const stored = await run(false)
    expect(stored).toBeInstanceOf(StoredResultSet)
    expect(whole).not.toBeInstanceOf(StoredResultSet)
    expect(stored.getSummary()).toStrictEqual(whole.getSummary())
    expect(stored.getSummary().template_pass_overall).toMatchObject({ total: 24, passed: 16 })
    expect(countVerdicts(summaryResultsOf(stored))).toEqual(countVerdicts(whole.results))
    expect(summaryResultsOf(stored)).toStrictEqual(whole.results.map((r) => summaryView(r)))
    // One export clock: two reads of the wall clock may straddle a second.
    const job = { ...jobInfoFromResults(whole.results, 'same'), now: () => new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) }
    expect(exportResults(stored, { job })).toBe(exportResults(whole, { job }))
  })

  it('needs output, and says so', async () => {
    await expect(runVerification(batchBenchmark(1), batchConfig(server), { env: {}, keepResults: false })).rejects.toThrow(ValidationError)
    await expect(runVerification(batchBenchmark(1), batchConfig(server), { env: {}, keepResults: false })).rejects.toThrow(/keepResults.*output: \{ jsonl \}/)
  })

  it('resumes: the resumed results come first, then the new ones, all read from the file', async () => {
    scriptMixed()
    const jsonl = join(dir, 'run.results.jsonl')
    const N = 9
    const config = batchConfig(server, { async_max_workers: 2 }, JUDGES)
    const controller = new AbortController()
    let seen = 0
    const stopped = await runVerification(batchBenchmark(N), config, {
      env: {},
      signal: controller.signal,
      output: { jsonl },
      keepResults: false,
      onProgress: (e) => {
        if (e.type === 'task-finished' && ++seen === 5) controller.abort()
      },
    }).catch((e: unknown) => e)
    expect(stopped).toBeInstanceOf(VerificationBatchError)
    const partial = (stopped as VerificationBatchError).partialResults
    expect(partial.length).toBeGreaterThanOrEqual(5)
    expect([...partial].map(dumpResultLine)).toEqual(await fileLines(jsonl))
    const savedLines = await fileLines(jsonl)

    const all = await runVerification(batchBenchmark(N), config, { env: {}, output: { jsonl, resume: true }, keepResults: false })
    const lines = await fileLines(jsonl)
    expect(all.length).toBe(N * JUDGES.length)
    expect(lines).toHaveLength(N * JUDGES.length)
    expect([...all].map(dumpResultLine)).toEqual(lines)
    expect(lines.slice(0, savedLines.length)).toEqual(savedLines)
    expect(all.getSummary()).toEqual(summarizeResultSet((await readProgressFile(jsonl)).results))
  })

  it('names the file when it is gone before the set is read', async () => {
    scriptMixed()
    const jsonl = join(dir, 'run.results.jsonl')
    const set = await runVerification(batchBenchmark(2), batchConfig(server), { env: {}, output: { jsonl }, keepResults: false })
    await rm(jsonl)
    expect(set.getSummary().num_results).toBe(2)
    expect(() => [...set]).toThrow(new RegExp(`${jsonl.replaceAll(/[.\\/]/g, '\\$&')}: cannot read the results of this set`))
  })
})
