import { describe, expect, it } from 'vitest'
import { PyFloat } from '../compat/py-float-value.js'
import { countVerdicts } from '../report/result-verdict.js'
import { makeResult } from './__fixtures__/make-result.js'
import { jobInfoFromResults } from './export-metadata.js'
import { PackedViews } from './packed-views.js'
import { summarizeResultSet } from './result-set-summary.js'
import { StoredResultSet } from './stored-result-set.js'
import { summaryView } from './summary-view.js'
import type { VerificationResult } from './verification-result.js'

class Opaque {
  constructor(readonly n: number) {}
}

// Views with what a structured clone alone would not give back: boxed Python floats (at every depth), and a
// class instance (kept as the object itself); plus undefined, NaN, -0 and bigints, which it keeps.
const results: VerificationResult[] = [
  makeResult({
    metadata: { question_id: 'q1', replicate: 1, execution_time: 2 },
    template: {
      template_verification_performed: true,
      verify_result: true,
      field_results: { gene: true },
      agent_metrics: { iterations: 3, tool_call_counts: { search: 2 } },
    },
    rubric: { rubric_evaluation_performed: true, llm_trait_scores: { clarity: 4 }, metric_trait_scores: { recall: { precision: 1, recall: 0 } } },
  }),
  makeResult({ metadata: { question_id: 'q2', replicate: 2, execution_time: 0 }, template: { template_verification_performed: true, verify_result: false, field_results: { gene: false } } }),
  makeResult({ metadata: { question_id: 'q3', replicate: null, execution_time: 0.25 }, template: { template_verification_performed: true, verify_result: true } }),
  makeResult({ metadata: { question_id: 'q4', replicate: null, execution_time: 1, keywords: ['x'] } }),
]
// Set after validation: values a parsed result can hold that a plain JSON round trip would change.
const set = (target: object, key: string, value: unknown) => Object.assign(target, { [key]: value })
set(results[0]!.metadata, 'execution_time', new PyFloat(2))
set(results[0]!.rubric!.llm_trait_scores!, 'clarity', new PyFloat(4))
set(results[0]!.rubric!.metric_trait_scores!.recall!, 'recall', new PyFloat(0))
set(results[1]!.metadata, 'execution_time', -0)
set(results[1]!.template!.field_results!, 'gene', NaN)
set(results[2]!.template!, 'verify_result', new Opaque(1))
set(results[3]!.metadata, 'keywords', [undefined, 'x'])
set(results[3]!.metadata, 'run_name', undefined)

function packed(views: readonly VerificationResult[]): PackedViews {
  const store = new PackedViews()
  views.forEach((view, i) => store.push(view, { offset: i * 100, length: 90 + i }))
  return store
}

describe('PackedViews', () => {
  it('gives every view back exactly (same values, classes and key order), with each line position', () => {
    const views = results.map((r) => summaryView(r))
    const store = packed(views)
    expect(store.length).toBe(4)
    // Only the view holding a class instance stays an object; boxed floats are packed and restored.
    expect(store.unpacked).toBe(1)
    const back = store.views()
    expect(back).toStrictEqual(views)
    for (let i = 0; i < views.length; i++) expect(JSON.stringify(back[i])).toBe(JSON.stringify(views[i]))
    expect(back[0]!.metadata.execution_time).toBeInstanceOf(PyFloat)
    expect((back[0]!.rubric!.metric_trait_scores as Record<string, Record<string, unknown>>).recall!.recall).toBeInstanceOf(PyFloat)
    expect(Object.is(back[1]!.metadata.execution_time, -0)).toBe(true)
    expect(back[2]!.template!.verify_result).toBeInstanceOf(Opaque)
    expect(store.lines()).toEqual([0, 1, 2, 3].map((i) => ({ offset: i * 100, length: 90 + i })))
  })

  it('keeps many views (several chunks, grown indexes) and shares their equal parts when read', () => {
    const views = Array.from({ length: 3000 }, (_, i) => summaryView(makeResult({ metadata: { question_id: `q${i}`, question_text: 'x'.repeat(400) } })))
    const store = packed(views)
    const back = store.views()
    expect(store.unpacked).toBe(0)
    expect(back).toStrictEqual(views)
    expect(back[2999]!.metadata.retry_counts).toBe(back[0]!.metadata.retry_counts)
    expect(store.line(2999)).toEqual({ offset: 299900, length: 3089 })
  })

  it('gives a set the same summaries, verdict counts and job header as its views kept as objects', () => {
    const views = results.map((r) => summaryView(r))
    const lines = views.map((_, i) => ({ offset: i * 100, length: 90 + i }))
    const fromPacked = new StoredResultSet('unused.jsonl', packed(views))
    const fromViews = new StoredResultSet('unused.jsonl', lines, views)
    expect(fromPacked.length).toBe(4)
    expect(fromPacked.getSummary()).toStrictEqual(fromViews.getSummary())
    expect(fromPacked.getSummary()).toStrictEqual(summarizeResultSet(results))
    expect(countVerdicts(fromPacked.summaryViews)).toEqual(countVerdicts(results))
    expect(jobInfoFromResults(fromPacked.summaryViews, 'r')).toStrictEqual(jobInfoFromResults(results, 'r'))
  })
})
