// The reporter's `baseline` option, driven through the reporter API vitest calls (onInit, onTestRunEnd)
// with tests whose results were handed over as matchers hand them. karenina diff's statistics are tested
// in results-diff/ and end to end in test/cli/diff.test.ts.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { makeResult } from '../../../test/fixtures/results/make-result.js'
import { writeResultsExport } from '../../results/export.js'
import { readResultsFile } from '../../results/import.js'
import type { VerificationResult } from '../../results/verification-result.js'
import { VerificationResultSet } from '../../results/verification-result-set.js'
import { displayPath } from './display-path.js'
import { RUN_DIR_ENV } from '../result-records.js'
import { handOffResult } from '../runtime/hand-off.js'
import { KareninaReporter, type ReportedTestModule } from './vitest-reporter.js'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'karenina-reporter-baseline-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})
afterAll(() => {
  delete process.env[RUN_DIR_ENV]
})

let id = 0
function result(question: string, pass: boolean): VerificationResult {
  return makeResult({
    metadata: {
      question_id: question,
      result_id: (id++).toString(16).padStart(16, '0'),
      failure: pass ? null : { category: 'content', stage: 'VerifyTemplate', reason: 'wrong' },
    },
  })
}

function moduleOf(results: VerificationResult[]): ReportedTestModule {
  const tests = results.map((r) => ({ id: r.metadata.result_id, fullName: r.metadata.question_id }))
  return { moduleId: join(dir, 'bench.test.ts'), children: { allTests: () => tests } }
}

async function runReporter(baseline: string, results: VerificationResult[]): Promise<string> {
  const logged: string[] = []
  const reporter = new KareninaReporter({ baseline })
  reporter.onInit({ config: { root: dir, outputFile: { karenina: 'results.json' } }, logger: { log: (text: unknown) => logged.push(String(text)) } })
  reporter.onTestRunStart()
  for (const r of results) handOffResult(r.metadata.result_id, r, r.metadata.failure === null)
  await reporter.onTestRunEnd([moduleOf(results)])
  return logged.join('\n')
}

const questions = ['q0', 'q1', 'q2', 'q3', 'q4', 'q5']

describe('KareninaReporter baseline', () => {
  it('prints the diff against a baseline file after the summary', async () => {
    await writeResultsExport(join(dir, 'base.json'), new VerificationResultSet(questions.map((q) => result(q, true))))
    const text = await runReporter('base.json', questions.map((q, i) => result(q, i > 0)))
    // Paths as a terminal can open them (this project's root is a temp dir outside the cwd: absolute).
    expect(text).toContain(`Compared with baseline: ${displayPath(join(dir, 'base.json'))} → ${displayPath(join(dir, 'results.json'))}`)
    expect(text).toContain('Verdicts that flipped: 1 worse, 0 better')
    expect(text).toMatch(/worse\s+q0 {2}What\?/)
    expect(text).toContain('No regression (fails on a significant drop (exact McNemar p < 0.05)).')
  })

  it('compares with the results file itself (the previous run) before overwriting it', async () => {
    await writeResultsExport(join(dir, 'results.json'), new VerificationResultSet(questions.map((q) => result(q, true))))
    const text = await runReporter('results.json', questions.map((q) => result(q, false)))
    expect(text).toContain(`Compared with baseline: ${displayPath(join(dir, 'results.json'))} (previous run) → ${displayPath(join(dir, 'results.json'))}`)
    expect(text).toContain('Verdicts that flipped: 6 worse, 0 better')
    expect(text).toContain('Regression (fails on a significant drop')
    const written = await readResultsFile(join(dir, 'results.json'))
    expect(written.results.every((r) => r.metadata.failure !== null)).toBe(true)
  })

  it('a missing baseline is a notice naming the file; the results are still written', async () => {
    const text = await runReporter('nope.json', [result('q0', true)])
    expect(text).toContain(`Karenina baseline: not compared: cannot read results file ${join(dir, 'nope.json')}`)
    expect((await readResultsFile(join(dir, 'results.json'))).results).toHaveLength(1)
  })
})
