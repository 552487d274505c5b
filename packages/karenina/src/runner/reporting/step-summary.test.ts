import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { makeResult } from '../../../test/fixtures/results/make-result.js'
import { appendStepSummary, renderStepSummary } from './run-summary.js'

const right = (id: string, model = 'gpt-4o') =>
  ({ result: makeResult({ metadata: { question_id: id, answering: { interface: 'openai', model_name: model } }, template: { verify_result: true } }), pass: true })
const wrong = (id: string, model = 'gpt-4o') =>
  ({ result: makeResult({ metadata: { question_id: id, answering: { interface: 'openai', model_name: model } }, template: { verify_result: false } }), pass: false })

describe('renderStepSummary', () => {
  it('gives the pass rate per answering model and a table of the failing questions', () => {
    const text = renderStepSummary([right('q1'), wrong('q|2'), right('q3', 'gpt-mini'), wrong('q4', 'gpt-mini')], { resultsFile: 'out/k.json' })
    expect(text).toContain('### Karenina: 2/4 passed (50.0%)')
    expect(text).toContain('Results: `out/k.json`')
    expect(text).toMatch(/\| openai:gpt-4o \| 1 \| 2 \| 50\.0% \|/)
    expect(text).toMatch(/\| openai:gpt-mini \| 1 \| 2 \| 50\.0% \|/)
    expect(text).toContain('**Failing (2)**')
    // A pipe in a question id would split the cell.
    expect(text).toContain('| q\\|2 | openai:gpt-4o | wrong answer |')
  })

  it('lists at most maxFailures failing questions', () => {
    const text = renderStepSummary([wrong('a'), wrong('b'), wrong('c')], { maxFailures: 2 })
    expect(text).toContain('… and 1 more')
    expect(text).not.toContain('| c |')
  })
})

describe('appendStepSummary', () => {
  let dir: string | undefined
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }))

  it('appends to the file GITHUB_STEP_SUMMARY names, after what other steps wrote', async () => {
    dir = mkdtempSync(join(tmpdir(), 'karenina-step-summary-'))
    const file = join(dir, 'summary.md')
    writeFileSync(file, '# earlier step\n')
    expect(await appendStepSummary([right('q1')], { env: { GITHUB_STEP_SUMMARY: file } })).toBe(file)
    const text = readFileSync(file, 'utf8')
    expect(text.startsWith('# earlier step\n### Karenina: 1/1 passed (100.0%)')).toBe(true)
  })

  it('does nothing outside GitHub Actions', async () => {
    expect(await appendStepSummary([right('q1')], { env: {} })).toBeNull()
  })
})
