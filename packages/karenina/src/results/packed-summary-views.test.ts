import { describe, expect, it } from 'vitest'
import { PyFloat } from '../compat/py-float-value.js'
import { makeResult } from '../../test/fixtures/results/make-result.js'
import { PackedSummaryViews } from './packed-summary-views.js'
import { summarizeResultSet } from './result-set-summary.js'
import { SummaryInterner, summaryView } from './summary-view.js'
import type { VerificationResult } from './verification-result.js'

/** Keys of every plain object in `value`, in order, at each path (what `toEqual` does not compare). */
function keyOrder(value: unknown, path = '$', out: string[] = []): string[] {
  if (typeof value !== 'object' || value === null) return out
  out.push(`${path}: ${Object.keys(value).join(',')}`)
  for (const [k, v] of Object.entries(value)) keyOrder(v, `${path}.${k}`, out)
  return out
}

function pack(views: readonly VerificationResult[]): PackedSummaryViews {
  const packed = new PackedSummaryViews()
  for (const view of views) packed.add(view)
  return packed
}

const interner = new SummaryInterner()
const views = Array.from({ length: 40 }, (_, i) =>
  summaryView(
    makeResult({
      metadata: { question_id: `q${i}`, replicate: i % 3 === 0 ? null : i % 3, execution_time: i === 5 ? -0 : i * 0.5, result_id: `r${i}` },
      template: {
        template_verification_performed: i % 4 !== 0,
        verify_result: i % 2 === 0 ? true : i === 7 ? null : false,
        verify_granular_result: i % 3 === 0 ? new PyFloat(1) : new PyFloat(i === 4 ? -0 : 0),
        field_results: { gene: i % 2 === 0 },
        usage_metadata: { total: { input_tokens: i, output_tokens: 2, total_tokens: i + 2 } },
      },
      rubric: i % 5 === 0 ? { rubric_evaluation_performed: true, llm_trait_scores: { clarity: i % 5 }, metric_trait_scores: { recall: { precision: Number.NaN, recall: 0.5 } } } : null,
    }),
    interner,
  ),
)

describe('PackedSummaryViews', () => {
  it('gives back views equal to the ones added, keys in the same order, -0 and NaN kept', () => {
    const back = pack(views).all()
    expect(back).toHaveLength(views.length)
    expect(back).toStrictEqual(views)
    expect(back.map((v) => keyOrder(v))).toEqual(views.map((v) => keyOrder(v)))
    expect(Object.is(back[5]!.metadata.execution_time, -0)).toBe(true)
    expect(Number.isNaN(back[0]!.rubric!.metric_trait_scores!['recall']!['precision'])).toBe(true)
    expect(summarizeResultSet(back)).toEqual(summarizeResultSet(views))
    expect(back.map((v) => v.template!.verify_granular_result)).toStrictEqual(views.map((v) => v.template!.verify_granular_result))
    expect(Object.is((back[4]!.template!.verify_granular_result as PyFloat).value, -0)).toBe(true)
  })

  it('keeps sections whose keys differ (in set or order) from every layout, and non-object sections, as they are', () => {
    const odd = views.slice(0, 12).map((v, i) => {
      // Twelve distinct key orders: more than the packer keeps layouts for.
      const keys = Object.keys(v.metadata)
      const rotated = [...keys.slice(i), ...keys.slice(0, i)]
      const metadata = Object.fromEntries(rotated.map((k) => [k, (v.metadata as Record<string, unknown>)[k]]))
      return { ...v, metadata, template: i === 3 ? null : v.template } as VerificationResult
    })
    const back = pack(odd).all()
    expect(back).toStrictEqual(odd)
    expect(back.map((v) => keyOrder(v))).toEqual(odd.map((v) => keyOrder(v)))
  })

  it('gives new objects each time, leaving what it holds unchanged', () => {
    const packed = pack(views)
    const first = packed.all()
    first[0]!.metadata.question_id = 'changed'
    ;(first[1]!.template as { verify_result: unknown }).verify_result = 'changed'
    expect(packed.all()).toStrictEqual(views)
  })
})
