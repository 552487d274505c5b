import { describe, expect, it } from 'vitest'
import { PyFloat } from '../compat/py-float-value.js'
import { makeResult } from '../../test/fixtures/results/make-result.js'
import { judgeAgreement } from './judge-agreement.js'
import { failureCounts, passRateByModel, passRateByQuestion, tokenUsage, traitScoreAverages } from './summaries.js'

const gpt = { interface: 'langchain', model_name: 'gpt-4o' }
const claude = { interface: 'anthropic', model_name: 'claude' }
const judge = (name: string) => ({ interface: 'langchain', model_name: name })

describe('pass rates', () => {
  const results = [
    makeResult({ metadata: { question_id: 'q1', answering: gpt }, template: { template_verification_performed: true, verify_result: true } }),
    makeResult({
      metadata: { question_id: 'q2', answering: gpt, failure: { category: 'content', stage: 'verify_template', reason: 'r' } },
      template: { template_verification_performed: true, verify_result: false },
    }),
    makeResult({
      metadata: { question_id: 'q1', answering: claude, failure: { category: 'timeout', stage: 'GenerateAnswer', reason: 'r' } },
      template: { template_verification_performed: false },
    }),
  ]

  it('per answering model', () => {
    expect(passRateByModel(results)).toEqual([
      { answering_model: 'langchain:gpt-4o', num_results: 2, num_verified: 2, num_passed: 1, num_failed: 1, pass_rate: 0.5, num_completed: 1, completion_rate: 0.5 },
      { answering_model: 'anthropic:claude', num_results: 1, num_verified: 0, num_passed: 0, num_failed: 0, pass_rate: null, num_completed: 0, completion_rate: 0 },
    ])
  })

  it('per question', () => {
    expect(passRateByQuestion(results).map((r) => [r.question_id, r.pass_rate, r.num_results])).toEqual([
      ['q1', 1, 2],
      ['q2', 0, 1],
    ])
  })

  it('failure counts by category, in taxonomy order', () => {
    expect(failureCounts(results)).toEqual([
      { category: 'content', group: 'content', count: 1, fraction: 1 / 3 },
      { category: 'timeout', group: 'retry', count: 1, fraction: 1 / 3 },
    ])
  })
})

describe('traitScoreAverages', () => {
  const results = [
    makeResult({
      metadata: { question_id: 'q1', answering: gpt },
      rubric: {
        rubric_evaluation_performed: true,
        llm_trait_scores: { clarity: 4, concise: true, tone: -1 },
        llm_trait_labels: { tone: 'invalid text' },
        metric_trait_scores: { extraction: { f1: 0.5 } },
      },
    }),
    makeResult({
      metadata: { question_id: 'q2', answering: claude },
      rubric: { llm_trait_scores: { clarity: 2, concise: false }, callable_trait_scores: { short: new PyFloat(1) }, metric_trait_scores: { extraction: { f1: 1 } } },
    }),
  ]

  it('averages numbers and booleans, skipping literal error scores', () => {
    expect(traitScoreAverages(results)).toEqual([
      { group: null, trait_name: 'clarity', trait_kind: 'llm', metric_name: null, mean: 3, count: 2 },
      { group: null, trait_name: 'concise', trait_kind: 'llm', metric_name: null, mean: 0.5, count: 2 },
      { group: null, trait_name: 'extraction', trait_kind: 'metric', metric_name: 'f1', mean: 0.75, count: 2 },
      { group: null, trait_name: 'short', trait_kind: 'callable', metric_name: null, mean: 1, count: 1 },
    ])
  })

  it('groups by answering model', () => {
    const rows = traitScoreAverages(results, { by: 'answering_model' }).filter((r) => r.trait_name === 'clarity')
    expect(rows.map((r) => [r.group, r.mean])).toEqual([
      ['langchain:gpt-4o', 4],
      ['anthropic:claude', 2],
    ])
  })
})

describe('tokenUsage', () => {
  const results = [
    makeResult({
      template: {
        usage_metadata: {
          answer_generation: { input_tokens: 1000, output_tokens: 500, total_tokens: 1500, model: 'langchain:gpt-4o' },
          parsing: { input_tokens: 2000, output_tokens: 100, total_tokens: 2100, model: 'langchain:judge-a' },
          total: { input_tokens: 3000, output_tokens: 600, total_tokens: 3600 },
        },
      },
    }),
    // Only a total, no model: counts for the answering model.
    makeResult({ template: { usage_metadata: { total: { input_tokens: 1000, output_tokens: 0, total_tokens: 1000 } } } }),
  ]

  it('sums tokens per consuming model and prices them per million tokens', () => {
    const { rows, total } = tokenUsage(results, { prices: { 'gpt-4o': { inputPerMTok: 2.5, outputPerMTok: 10 } } })
    expect(rows).toEqual([
      { model: 'langchain:gpt-4o', input_tokens: 2000, output_tokens: 500, total_tokens: 2500, cost: 0.01, unpriced_models: [] },
      { model: 'langchain:judge-a', input_tokens: 2000, output_tokens: 100, total_tokens: 2100, cost: null, unpriced_models: ['langchain:judge-a'] },
    ])
    expect(total).toEqual({ model: 'total', input_tokens: 4000, output_tokens: 600, total_tokens: 4600, cost: 0.01, unpriced_models: ['langchain:judge-a'] })
  })

  it('can group by answering model', () => {
    const { rows } = tokenUsage(results, { by: 'answering_model', prices: { 'langchain:judge-a': { inputPerMTok: 1, outputPerMTok: 0 } } })
    expect(rows).toEqual([{ model: 'langchain:gpt-4o', input_tokens: 4000, output_tokens: 600, total_tokens: 4600, cost: 0.002, unpriced_models: ['langchain:gpt-4o'] }])
  })

  it('looks prices up as priceOf does: a dated snapshot takes its family\'s price', () => {
    const { total } = tokenUsage([makeResult({ metadata: { answering: judge('gpt-4o-2024-08-06') }, template: { usage_metadata: { total: { input_tokens: 1e6, output_tokens: 0 } } } })], {
      prices: { 'gpt-4o': { inputPerMTok: 2.5, outputPerMTok: 10 } },
    })
    expect(total).toMatchObject({ cost: 2.5, unpriced_models: [] })
  })
})

describe('judgeAgreement', () => {
  // Three judges on q1 (two answers: replicates 1 and 2), two judges on q2, one judge alone on q3.
  const verdict = (question: string, replicate: number, judgeName: string, verify: boolean, fields: Record<string, boolean | null>) =>
    makeResult({
      metadata: { question_id: question, replicate, answering: gpt, parsing: judge(judgeName) },
      template: { template_verification_performed: true, verify_result: verify, field_results: fields },
    })
  const results = [
    verdict('q1', 1, 'a', true, { dose: true, drug: true }),
    verdict('q1', 1, 'b', true, { dose: true, drug: null }),
    verdict('q1', 1, 'c', false, { dose: false, drug: null }),
    verdict('q1', 2, 'a', true, { dose: true }),
    verdict('q1', 2, 'b', true, { dose: true }),
    verdict('q2', 1, 'a', false, { dose: false }),
    verdict('q2', 1, 'b', true, { dose: true }),
    verdict('q3', 1, 'a', true, { dose: true }),
  ]
  const { byQuestion, byField, byJudgePair } = judgeAgreement(results)

  it('per question and field: unanimous answers and pairwise agreement', () => {
    const q1Overall = byQuestion.find((r) => r.question_id === 'q1' && r.field === null)
    // replicate 1: a=b=true, c=false → not unanimous, 1 of 3 pairs agree; replicate 2: unanimous, 1 of 1.
    expect(q1Overall).toEqual({
      question_id: 'q1', field: null, num_answers: 2, num_judges: 3, unanimous_answers: 1, unanimous_rate: 0.5,
      agreeing_pairs: 2, total_pairs: 4, pairwise_agreement: 0.5,
    })
    const q1Drug = byQuestion.find((r) => r.question_id === 'q1' && r.field === 'drug')
    // null (nothing extracted) is a verdict: b and c agree, a differs.
    expect(q1Drug).toMatchObject({ num_answers: 1, unanimous_answers: 0, agreeing_pairs: 1, total_pairs: 3 })
    expect(byQuestion.find((r) => r.question_id === 'q2' && r.field === 'dose')).toMatchObject({ unanimous_rate: 0, pairwise_agreement: 0 })
    expect(byQuestion.some((r) => r.question_id === 'q3')).toBe(false)
  })

  it('per field pooled over questions', () => {
    expect(byField.find((r) => r.field === 'dose')).toEqual({
      question_id: null, field: 'dose', num_answers: 3, num_judges: 3, unanimous_answers: 1, unanimous_rate: 1 / 3,
      agreeing_pairs: 2, total_pairs: 5, pairwise_agreement: 0.4,
    })
  })

  it('per judge pair', () => {
    const ab = byJudgePair.find((p) => p.judge_a === 'langchain:a' && p.judge_b === 'langchain:b' && p.field === null)
    expect(ab).toEqual({ judge_a: 'langchain:a', judge_b: 'langchain:b', field: null, compared: 3, agreed: 2, agreement: 2 / 3 })
    expect(byJudgePair.find((p) => p.judge_a === 'langchain:a' && p.judge_b === 'langchain:c' && p.field === 'dose')?.agreement).toBe(0)
  })

  it('ignores verdicts when verification did not run', () => {
    const none = judgeAgreement([
      makeResult({ metadata: { parsing: judge('a') }, template: { template_verification_performed: false, verify_result: false } }),
      makeResult({ metadata: { parsing: judge('b') }, template: { template_verification_performed: false, verify_result: false } }),
    ])
    expect(none.byField).toEqual([])
  })
})
