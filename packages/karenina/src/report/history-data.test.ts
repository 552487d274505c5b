// How files become runs, in which order, and which question × model lines count as flipped or flaky; and
// that the page escapes what a stranger's file says. Results are loaded from a minimal results row, as a
// file would give them, and varied per run.
import { describe, expect, it } from 'vitest'
import { loadResults } from '../results/import.js'
import type { VerificationResult } from '../results/verification-result.js'
import { VerificationResultSet } from '../results/verification-result-set.js'
import { wilsonInterval } from '../results-diff/proportion-stats.js'
import { buildHistoryData, countRuns, type HistoryInput } from './history-data.js'
import { renderHistoryPage } from './history-page.js'

const ROW = {
  metadata: {
    question_id: 'q1', template_id: 't', question_text: 'Question one?', execution_time: 0.5, timestamp: '2026-04-21 12:00:00', result_id: 'r0',
    answering: { interface: 'langchain', model_name: 'gpt-a' }, parsing: { interface: 'langchain', model_name: 'gpt-judge' },
  },
  template: { raw_llm_response: 'answer', template_verification_performed: true, verify_result: true },
}
const base = loadResults(JSON.stringify([ROW])).results[0]!

let id = 0
/** A copy of the fixture's passing result with another question, model, verdict or replicate. */
function result(options: { question?: string; text?: string; model?: string; pass?: boolean; replicate?: number; runName?: string }): VerificationResult {
  const copy = structuredClone(base)
  copy.metadata.result_id = `r${id++}`
  copy.metadata.question_id = options.question ?? 'q1'
  copy.metadata.question_text = options.text ?? 'Question one?'
  copy.metadata.answering = { ...copy.metadata.answering, model_name: options.model ?? 'gpt-a' }
  copy.metadata.replicate = options.replicate ?? null
  copy.metadata.run_name = options.runName ?? null
  copy.template!.verify_result = options.pass ?? true
  return copy
}

function file(source: string, results: VerificationResult[], metadata: Record<string, unknown> = {}): HistoryInput {
  return { source, set: new VerificationResultSet(results, { metadata }) }
}

const started = (seconds: number) => ({ job_summary: { start_time: seconds } })

describe('buildHistoryData', () => {
  it('treats files sharing a job_id as one run and any other file as its own', () => {
    const shards = [file('a.json', [result({})], { job_id: 'job-1' }), file('b.json', [result({ question: 'q2' })], { job_id: 'job-1' })]
    expect(countRuns(shards)).toBe(1)
    expect(countRuns([...shards, file('c.json', [result({})]), file('d.json', [result({})])])).toBe(3)
    const data = buildHistoryData(shards)
    expect(data.runs).toHaveLength(1)
    expect(data.runs[0]!.sources).toEqual(['a.json', 'b.json'])
    expect(data.runs[0]!.rows).toHaveLength(2)
  })

  it('orders runs by start time, then earliest result timestamp; runs without a time go last', () => {
    const late = file('late.json', [result({ runName: 'late' })], started(2_000_000_000))
    const early = file('early.json', [result({})], started(1_000_000_000))
    const stamped = result({})
    stamped.metadata.timestamp = '2020-01-01 00:00:00'
    const byTimestamp = file('stamped.json', [stamped])
    const undated = result({})
    undated.metadata.timestamp = 'sometime'
    const none = file('none.json', [undated])
    const data = buildHistoryData([none, late, byTimestamp, early])
    expect(data.runs.map((r) => r.label)).toEqual(['early.json', 'stamped.json', 'late', 'none.json'])
    expect(data.runs.map((r) => r.startedAt)).toEqual(['2001-09-09 01:46:40', '2020-01-01 00:00:00', '2033-05-18 03:33:20', null])
  })

  it('flags a line flipped when its verdict changes, flaky when it changes back or replicates disagree', () => {
    const runs = [
      file('1.json', [result({}), result({ question: 'q2' }), result({ question: 'q3' }), result({ question: 'q4', replicate: 1 }), result({ question: 'q4', replicate: 2 })], started(1)),
      file('2.json', [result({ pass: false }), result({ question: 'q2', pass: false }), result({ question: 'q4', replicate: 1 }), result({ question: 'q4', replicate: 2, pass: false })], started(2)),
      // q3 missing from run 2: its line goes from run 1 to run 3 without a change.
      file('3.json', [result({ pass: false }), result({ question: 'q2' }), result({ question: 'q3' })], started(3)),
    ]
    const data = buildHistoryData(runs)
    const flags = Object.fromEntries(data.lines.map((l) => [l.questionId, [l.changes, l.flipped, l.flaky]]))
    expect(flags).toEqual({ q1: [1, true, false], q2: [2, true, true], q3: [0, false, false], q4: [1, true, true] })
    expect(data.lines.find((l) => l.questionId === 'q3')!.cells.map((c) => c.length)).toEqual([1, 0, 1])
  })

  it('gives each model its pass rate per run with a Wilson interval', () => {
    const runs = [
      file('1.json', [result({}), result({ question: 'q2', pass: false }), result({ model: 'gpt-b' })], started(1)),
      file('2.json', [result({}), result({ question: 'q2' })], started(2)),
    ]
    const data = buildHistoryData(runs, { alpha: 0.1 })
    const a = data.models.find((m) => m.name.endsWith('gpt-a'))!
    expect(a.points.map((p) => [p.counts.passed, p.counts.total])).toEqual([[1, 2], [2, 2]])
    expect(a.points[0]!.ci).toEqual(wilsonInterval(1, 2, 0.1))
    const b = data.models.find((m) => m.name.endsWith('gpt-b'))!
    expect(b.points.map((p) => p.ci)).toEqual([wilsonInterval(1, 1, 0.1), null])
  })
})

describe('renderHistoryPage', () => {
  it('escapes question texts, model and run names from the files', () => {
    const hostile = '<script>alert(1)</script>'
    const html = renderHistoryPage([
      file('1.json', [result({ text: hostile, model: `m"${hostile}`, runName: hostile })], started(1)),
      file('2.json', [result({ text: hostile, model: `m"${hostile}`, pass: false })], started(2)),
    ])
    expect(html).not.toContain('<script>alert')
    expect(html.match(/<script>/g)).toHaveLength(1)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('data-flipped="true"')
  })

  it('renders no runs without failing', () => {
    expect(renderHistoryPage([])).toContain('No results.')
  })
})
