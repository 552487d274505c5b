import { describe, expect, it } from 'vitest'
import { computeConfusionMetrics, deduplicateExcerpts } from './metrics.js'

describe('deduplicateExcerpts', () => {
  it('keeps the first original text per lower().strip() key and drops blanks', () => {
    expect(deduplicateExcerpts([' Asthma ', 'asthma', 'ASTHMA\u3000', '', ' \u001f ', 'COPD'])).toEqual([' Asthma ', 'COPD'])
  })

  it('uses Python lowercasing (İ → i̇) and Python whitespace (U+FEFF is not stripped)', () => {
    expect(deduplicateExcerpts(['İ', 'i̇'])).toEqual(['İ'])
    expect(deduplicateExcerpts(['a', '\ufeffa'])).toEqual(['a', '\ufeffa'])
  })
})

describe('computeConfusionMetrics', () => {
  it('computes the requested metrics from counts after per-bucket dedup', () => {
    const result = computeConfusionMetrics({ tp: ['a', 'A', 'b'], fp: ['a'], fn: ['c', 'd', 'e'] }, ['f1', 'precision', 'recall'], { deduplicate: true })
    expect(result.confusion).toEqual({ tp: ['a', 'b'], fn: ['c', 'd', 'e'], fp: ['a'], tn: [] })
    expect(result.metrics).toEqual({ f1: 0.5, precision: 2 / 3, recall: 0.4 })
  })

  it('counts duplicates and blanks when deduplication is off', () => {
    const result = computeConfusionMetrics({ tp: ['a', 'a'], fn: ['', ' '] }, ['recall'], { deduplicate: false })
    expect(result.metrics.recall).toBe(0.5)
    expect(result.confusion.fn).toEqual(['', ' '])
  })

  it('gives 0.0 for every zero denominator and skips unknown names', () => {
    const result = computeConfusionMetrics({}, ['precision', 'recall', 'specificity', 'accuracy', 'f1', 'auc'], { deduplicate: true })
    expect(result.metrics).toEqual({ precision: 0, recall: 0, specificity: 0, accuracy: 0, f1: 0 })
  })

  it('matches Python float arithmetic for f1 and reports a repeated metric once', () => {
    // tp=1, fp=2, fn=1: p = 1/3, r = 1/2; Python prints 2*(p*r)/(p+r) as 0.4.
    const p = 1 / 3
    const r = 1 / 2
    const result = computeConfusionMetrics({ tp: ['a'], fp: ['b', 'c'], fn: ['d'] }, ['f1', 'f1', 'specificity'], { deduplicate: true })
    expect(result.metrics).toEqual({ f1: (2 * (p * r)) / (p + r), specificity: 0 })
    expect(result.metrics.f1).toBe(0.4)
    expect(Object.keys(result.metrics)).toEqual(['f1', 'specificity'])
  })
})
