import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeResult } from '../../test/fixtures/results/make-result.js'
import { summarizeOnePass } from '../../test/fixtures/results/summarize-one-pass.js'
import { summarizeResultSet } from './result-set-summary.js'
import { SummaryInterner, summaryView } from './summary-view.js'
import type { VerificationResult } from './verification-result.js'

/** Keys of every plain object in `value`, in order, at each path (what `toStrictEqual` does not compare). */
function keyOrder(value: unknown, path = '$', out: string[] = []): string[] {
  if (typeof value !== 'object' || value === null) return out
  out.push(`${path}: ${Object.keys(value).join(',')}`)
  for (const [k, v] of Object.entries(value)) keyOrder(v, `${path}.${k}`, out)
  return out
}

function expectSameSummary(results: readonly VerificationResult[]): void {
  const want = summarizeOnePass(results)
  const got = summarizeResultSet(results)
  expect(got).toStrictEqual(want)
  expect(keyOrder(got)).toEqual(keyOrder(want))
}

const trait = fc.constantFrom('clarity', 'tone', 'safety', 'length', '0')
const traitScores = fc.option(fc.dictionary(trait, fc.oneof(fc.integer({ min: 0, max: 5 }), fc.boolean()), { maxKeys: 3 }), { nil: undefined })
const passFail = fc.option(fc.dictionary(trait, fc.boolean(), { maxKeys: 3 }), { nil: undefined })

/** One varied result: models, replicate, failure, verdicts, usage (with or without totals), rubric traits, tools. */
const resultArb = fc
  .record({
    q: fc.integer({ min: 0, max: 6 }),
    answering: fc.constantFrom('gpt-4o', 'claude', 'local'),
    parsing: fc.constantFrom('judge-a', 'judge-b'),
    replicate: fc.constantFrom(null, 1, 2, 3),
    failed: fc.boolean(),
    time: fc.oneof(fc.double({ min: 0, max: 100, noNaN: true }), fc.constantFrom(0.1, 0.2, 1e-9, 7)),
    verified: fc.boolean(),
    verdict: fc.constantFrom(true, false, null),
    usage: fc.option(
      fc.record({
        total: fc.option(fc.record({ input_tokens: fc.oneof(fc.integer({ min: 0, max: 900 }), fc.constant(2.7)), output_tokens: fc.integer({ min: 0, max: 90 }) }), { nil: undefined }),
        answer_generation: fc.option(fc.record({ input_tokens: fc.integer({ min: 0, max: 500 }), output_tokens: fc.integer({ min: 0, max: 50 }) }), { nil: undefined }),
        rubric_evaluation: fc.option(fc.record({ input_tokens: fc.integer({ min: 0, max: 500 }) }), { nil: undefined }),
      }),
      { nil: null },
    ),
    rubric: fc.option(fc.record({ llm: traitScores, regex: passFail, callable: passFail, evaluated: fc.boolean() }), { nil: null }),
    tools: fc.option(fc.dictionary(fc.constantFrom('search', 'fs', 'bash'), fc.integer({ min: 0, max: 4 }), { maxKeys: 2 }), { nil: undefined }),
    iterations: fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }),
    judged: fc.boolean(),
  })
  .map((x) => {
    const usage = x.usage === null ? {} : Object.fromEntries(Object.entries(x.usage).filter(([, v]) => v !== undefined))
    return makeResult({
      metadata: {
        question_id: `q${x.q}`,
        answering: { interface: 'langchain', model_name: x.answering },
        parsing: { interface: 'langchain', model_name: x.parsing },
        replicate: x.replicate,
        execution_time: x.time,
        ...(x.failed ? { failure: { category: 'content', stage: 's', reason: 'r' } } : {}),
      },
      template: {
        template_verification_performed: x.verified,
        verify_result: x.verdict,
        usage_metadata: usage,
        ...(x.tools !== undefined || x.iterations !== undefined ? { agent_metrics: { ...(x.iterations !== undefined ? { iterations: x.iterations } : {}), ...(x.tools ? { tool_call_counts: x.tools } : {}) } } : {}),
      },
      rubric:
        x.rubric === null
          ? null
          : {
              rubric_evaluation_performed: x.rubric.evaluated,
              ...(x.rubric.llm ? { llm_trait_scores: x.rubric.llm } : {}),
              ...(x.rubric.regex ? { regex_trait_scores: x.rubric.regex } : {}),
              ...(x.rubric.callable ? { callable_trait_scores: x.rubric.callable } : {}),
            },
      ...(x.judged ? { deep_judgment: { deep_judgment_performed: true } } : {}),
    } as Parameters<typeof makeResult>[0])
  })

describe('summarizeResultSet (a pass per figure)', () => {
  it('gives the summary the one-pass reading gave, on varied result sets', () => {
    fc.assert(
      fc.property(fc.array(resultArb, { maxLength: 40 }), (results) => expectSameSummary(results)),
      { numRuns: 400 },
    )
  })

  it('gives the same summary for an empty set, and for results with NaN and -0 times and odd token counts', () => {
    expectSameSummary([])
    expectSameSummary([
      makeResult({ metadata: { execution_time: Number.NaN } }),
      makeResult({ metadata: { execution_time: -0, replicate: 2 }, template: { template_verification_performed: true, verify_result: true, usage_metadata: { total: { input_tokens: -3.5 } } } }),
    ])
  })

  it('reads any iterable once, in order', () => {
    const results = fc.sample(resultArb, { numRuns: 60, seed: 7 })
    const interner = new SummaryInterner()
    const views = results.map((r) => summaryView(r, interner))
    let reads = 0
    const counted = (function* () {
      for (const view of views) {
        reads++
        yield view
      }
    })()
    const summary = summarizeResultSet(counted)
    expect(reads).toBe(results.length)
    expect(summary).toStrictEqual(summarizeOnePass(views))
    expect(summary).toStrictEqual(summarizeOnePass(results))
  })
})
