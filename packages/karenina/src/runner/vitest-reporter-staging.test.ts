// The reporter decodes each test's results as the test ends (onTestCaseResult) and places them in suite order
// at the end of the run, driven through the reporter API vitest calls.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeResult } from '../../test/fixtures/results/make-result.js'
import { dumpResultLine } from '../results/export.js'
import { readResultsFile } from '../results/import.js'
import type { VerificationResult } from '../results/verification-result.js'
import { packRecord } from './packed-record.js'
import { attachResultToMeta, attachScenarioToMeta, encodedResultsOf } from './result-meta.js'
import { ResultCollector } from './result-collector.js'
import { KareninaReporter, type ReportedTestCase, type ReportedTestModule } from './vitest-reporter.js'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'karenina-reporter-staging-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

function result(question: string, pass: boolean): VerificationResult {
  return makeResult({
    metadata: {
      question_id: question,
      result_id: question.padStart(16, '0'),
      failure: pass ? null : { category: 'content', stage: 'VerifyTemplate', reason: 'wrong' },
    },
  })
}

function testCase(moduleId: string, r: VerificationResult): ReportedTestCase {
  const meta: Record<string, unknown> = {}
  attachResultToMeta(meta, r, r.metadata.failure === null)
  return { id: `${moduleId}#${r.metadata.question_id}`, fullName: r.metadata.question_id, module: { moduleId }, meta: () => meta }
}

async function run(reporter: KareninaReporter, modules: ReportedTestModule[], finished: ReportedTestCase[]): Promise<VerificationResult[]> {
  reporter.onInit({ config: { root: dir, outputFile: { karenina: 'results.json' } }, logger: { log: () => {} } })
  reporter.onTestRunStart()
  for (const test of finished) reporter.onTestCaseResult(test)
  await reporter.onTestRunEnd(modules)
  return (await readResultsFile(join(dir, 'results.json'))).results
}

describe('KareninaReporter staging', () => {
  it('writes results in file then declaration order whatever order the tests ended in, and reads unstaged tests at the end', async () => {
    const resultsA = ['q1', 'q2', 'q3'].map((q, i) => result(q, i !== 1))
    const resultsB = ['q4', 'q5'].map((q) => result(q, true))
    const a = resultsA.map((r) => testCase(join(dir, 'a.test.ts'), r))
    const b = resultsB.map((r) => testCase(join(dir, 'b.test.ts'), r))
    const modules: ReportedTestModule[] = [
      { moduleId: join(dir, 'b.test.ts'), children: { allTests: () => b } },
      { moduleId: join(dir, 'a.test.ts'), children: { allTests: () => a } },
    ]
    // Ended in reverse order; q3 ended twice (a retry), q4 never reported its end (read at the end of the run).
    const written = await run(new KareninaReporter({ githubSummary: false }), modules, [b[1]!, a[2]!, a[0]!, a[2]!, a[1]!])
    expect(written.map((r) => r.metadata.question_id)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5'])
    expect(written.map(dumpResultLine)).toEqual([...resultsA, ...resultsB].map(dumpResultLine))
  })

  it('a test whose result does not decode is reported at the end of the run, naming the test', async () => {
    const good = testCase(join(dir, 'a.test.ts'), result('q1', true))
    const bad: ReportedTestCase = { id: 'bad', fullName: 'broken test', module: { moduleId: join(dir, 'a.test.ts') }, meta: () => ({ karenina: ['p1:{"pass": true}\n{"metadata": {}}'] }) }
    const modules: ReportedTestModule[] = [{ moduleId: join(dir, 'a.test.ts'), children: { allTests: () => [good, bad] } }]
    await expect(run(new KareninaReporter({ githubSummary: false }), modules, [good, bad])).rejects.toThrow(/broken test/)
  })
})

describe('ResultCollector staging', () => {
  it('places staged results only when committed, in commit order; staging a key again replaces it', async () => {
    const collector = new ResultCollector({ keepResults: false })
    const encode = (q: string) => {
      const meta: Record<string, unknown> = {}
      attachResultToMeta(meta, result(q, true), true)
      return encodedResultsOf(meta)
    }
    collector.stageEncoded('t2', encode('q2'))
    collector.stageEncoded('t1', encode('q0'))
    collector.stageEncoded('t1', encode('q1'))
    collector.stageEncoded('never', encode('q9'))
    expect(collector.commitStaged('t1')).toBe(true)
    expect(collector.commitStaged('t1')).toBe(false)
    collector.addEncoded(encode('q3'))
    expect(collector.commitStaged('t2')).toBe(true)
    expect(collector.size).toBe(3)
    await collector.write(join(dir, 'out.json'), { jobId: 'job' })
    const text = await readFile(join(dir, 'out.json'), 'utf8')
    expect((await readResultsFile(join(dir, 'out.json'))).results.map((r) => r.metadata.question_id)).toEqual(['q1', 'q3', 'q2'])
    expect(text).not.toContain('"q9"')
  })

  it('writes the same results file as a collector keeping results whole, whatever the staging order and line sizes', async () => {
    // Lines next to each other in the spool are copied in one read; a line larger than the copy buffer alone.
    const results = Array.from({ length: 120 }, (_, i) => {
      const r = result(`q${i}`, i % 7 !== 0)
      return i % 40 === 5 ? { ...r, template: { ...r.template!, raw_llm_response: `é${'long answer '.repeat(30_000)}` } } : r
    })
    const encode = (r: VerificationResult) => {
      const meta: Record<string, unknown> = {}
      attachResultToMeta(meta, r, r.metadata.failure === null)
      return encodedResultsOf(meta)
    }
    const spooled = new ResultCollector({ keepResults: false })
    const whole = new ResultCollector()
    // Staged in an interleaved order (as concurrent tests end), committed in suite order.
    const order = results.map((_, i) => i).sort((a, b) => (a % 3) - (b % 3) || a - b)
    for (const i of order) spooled.stageEncoded(`t${i}`, encode(results[i]!))
    results.forEach((r, i) => {
      expect(spooled.commitStaged(`t${i}`)).toBe(true)
      whole.addEncoded(encode(r))
    })
    const options = { jobId: 'job', now: () => new Date('2026-01-02T03:04:05Z') }
    await spooled.write(join(dir, 'spooled.json'), options)
    await whole.write(join(dir, 'whole.json'), options)
    expect(await readFile(join(dir, 'spooled.json'), 'utf8')).toBe(await readFile(join(dir, 'whole.json'), 'utf8'))
    expect((await readResultsFile(join(dir, 'spooled.json'))).results.map((r) => r.metadata.question_id)).toEqual(results.map((r) => r.metadata.question_id))
  })

  it('keeps only what the summary reads of each result, and nothing once the run is written', async () => {
    const long = result('q1', true)
    const answered = { ...long, template: { ...long.template!, raw_llm_response: 'a long answer that only the results file keeps' } }
    const test = testCase(join(dir, 'a.test.ts'), answered)
    const reporter = new KareninaReporter({ githubSummary: false, summary: false })
    const modules: ReportedTestModule[] = [{ moduleId: join(dir, 'a.test.ts'), children: { allTests: () => [test] } }]
    expect((await run(reporter, modules, [test])).map((r) => r.template?.raw_llm_response)).toEqual(['a long answer that only the results file keeps'])

    const collector = new ResultCollector({ keepResults: false })
    collector.stageEncoded('t1', encodedResultsOf(test.meta() as Record<string, unknown>))
    collector.commitStaged('t1')
    expect(JSON.stringify(collector.entries)).not.toContain('a long answer')
    expect(() => collector.results).toThrow(/keeps no whole results/)
    collector.discard()

    // The next run of the same reporter starts empty: the first run's results were not kept after writing them.
    expect(await run(reporter, [], [])).toEqual([])
  })

  it('prints the same summary as a collector keeping results whole: token totals kept as they come, tests of several results', () => {
    const usage = (input: number, output: number) => ({
      answer_generation: { input_tokens: input, output_tokens: output, total_tokens: input + output, model: 'openai:gpt-4o' },
      parsing: { input_tokens: 2 * input, output_tokens: 1, model: 'openai:gpt-4.1-mini' },
      total: { input_tokens: 3 * input, output_tokens: output + 1, total_tokens: 3 * input + output + 1 },
    })
    const results = Array.from({ length: 9 }, (_, i) => {
      const r = result(`q${i}`, i % 4 !== 0)
      // Usage per stage, only a total (counted for the answering model), or none.
      const usage_metadata = i % 3 === 0 ? usage(100 + i, 7 * i) : i % 3 === 1 ? { total: { input_tokens: 5, output_tokens: 2, total_tokens: 7 } } : null
      return { ...r, template: { ...r.template!, usage_metadata } } as VerificationResult
    })
    const spooled = new ResultCollector({ keepResults: false })
    const whole = new ResultCollector()
    // Three tests: one result, two results, and the rest with a scenario record.
    const groups = [results.slice(0, 1), results.slice(1, 3), results.slice(3)]
    groups.forEach((group, g) => {
      const meta: Record<string, unknown> = {}
      for (const r of group) attachResultToMeta(meta, r, r.metadata.failure === null, { model: `m${g}` })
      if (g === 2) attachScenarioToMeta(meta, { scenario_id: 's' })
      expect(spooled.stagePacked(`t${g}`, JSON.parse(JSON.stringify(meta)), `t${g}`, { title: `t${g}` })).toBe(true)
      for (const r of group) whole.add(r, r.metadata.failure === null, { title: `t${g}`, model: `m${g}` })
    })
    groups.forEach((_, g) => expect(spooled.commitStaged(`t${g}`)).toBe(true))
    expect(spooled.summary()).toContain('Tokens: ')
    expect(spooled.summary()).toBe(whole.summary())
    expect(spooled.scenarios).toEqual([{ scenario_id: 's' }])
    spooled.discard()
  })

  it('stages packed metadata straight from its bytes (results and scenario runs); records without a summary view go the decoding way', async () => {
    const meta: Record<string, unknown> = {}
    attachResultToMeta(meta, result('q1', true), true, { model: 'openai:gpt-4o' })
    attachScenarioToMeta(meta, { scenario_id: 'tutoring', path: ['ask'] })
    const collector = new ResultCollector({ keepResults: false })
    expect(collector.stagePacked('t1', JSON.parse(JSON.stringify(meta)), 'a.test.ts › t1', { title: 't1' })).toBe(true)
    expect(collector.commitStaged('t1')).toBe(true)
    expect(collector.entries).toMatchObject([{ pass: true, title: 't1', model: 'openai:gpt-4o' }])
    expect(collector.scenarios).toEqual([{ scenario_id: 'tutoring', path: ['ask'] }])
    await collector.write(join(dir, 'packed.json'), { jobId: 'job' })
    expect((await readResultsFile(join(dir, 'packed.json'))).results.map(dumpResultLine)).toEqual([dumpResultLine(result('q1', true))])

    // A record packed without a view: not staged here (the decoding way validates it).
    const viewless = { karenina: [packRecord({ pass: true }, dumpResultLine(result('q2', true)))] }
    const other = new ResultCollector({ keepResults: false })
    expect(other.stagePacked('t2', viewless, 'a.test.ts › t2')).toBe(false)
    expect(other.commitStaged('t2')).toBe(false)
    other.discard()
  })
})
