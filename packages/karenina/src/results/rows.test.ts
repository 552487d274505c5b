import { describe, expect, it } from 'vitest'
import { PyFloat } from '../compat/py-float-value.js'
import { makeResult } from '../../test/fixtures/results/make-result.js'
import { judgmentRows } from './judgment-rows.js'
import { resultsToCsv, toCsv } from './results-csv.js'
import { rubricRows, traitSummary } from './rubric-rows.js'
import { aggregatePassRate, templateRows, templateSummary } from './template-rows.js'

const withFields = makeResult({
  metadata: { question_id: 'q1', caveats: ['retries_used', 'embedding_override'] },
  template: {
    template_verification_performed: true,
    verify_result: false,
    parsed_gt_response: { dose: 400, unit: 'mg', route: 'oral' },
    parsed_llm_response: { dose: new PyFloat(400), unit: null, extra: [1] },
    field_results: { unit: null },
    field_scores: { unit: null, dose: 1 },
  },
})

describe('templateRows (spec 04 §6.2)', () => {
  const rows = templateRows([withFields, makeResult({ metadata: { question_id: 'q2' }, template: null })])

  it('one row per field of gt ∪ llm, sorted, then a minimal row for a result without template', () => {
    expect(rows.map((r) => [r.result_index, r.field_name])).toEqual([
      [0, 'dose'],
      [0, 'extra'],
      [0, 'route'],
      [0, 'unit'],
      [1, null],
    ])
  })

  it('field_match from field_results, else presence and Python equality; field_type of the gt value', () => {
    const byField = Object.fromEntries(rows.filter((r) => r.result_index === 0).map((r) => [r.field_name, r]))
    expect(byField.dose).toMatchObject({ field_match: true, field_score: 1, field_type: 'int', gt_value: 400 })
    expect(byField.extra).toMatchObject({ field_match: false, field_type: 'list', gt_value: null })
    expect(byField.route).toMatchObject({ field_match: false, field_type: 'str' })
    expect(byField.unit).toMatchObject({ field_match: null, field_score: null })
  })

  it('starts with the status columns', () => {
    expect(Object.keys(rows[0]!).slice(0, 8)).toEqual([
      'success', 'failure_category', 'failure_group', 'failure_stage', 'failure_reason', 'caveats', 'recursion_limit_reached', 'question_id',
    ])
    expect(rows[0]!.caveats).toBe('retries_used,embedding_override')
    expect(rows[4]).toMatchObject({ raw_llm_response: null, verify_result: null, embedding_check_performed: false })
  })

  it('aggregatePassRate counts results, not rows', () => {
    const results = [withFields, makeResult({ metadata: { question_id: 'q1' }, template: { verify_result: true } }), makeResult({ template: {} })]
    expect(aggregatePassRate(results)).toEqual({ q1: 0.5 })
    expect(aggregatePassRate(results, 'answering_model')).toEqual({ 'langchain:gpt-4o': 0.5 })
  })

  it('templateSummary', () => {
    expect(templateSummary([withFields, makeResult()])).toEqual({
      num_results: 2, num_passed: 0, num_failed: 1, pass_rate: 0, num_with_embedding: 0, num_with_regex: 0, num_with_abstention: 0, num_questions: 1,
    })
  })
})

describe('rubricRows (spec 04 §6.3)', () => {
  const result = makeResult({
    rubric: {
      rubric_evaluation_performed: true,
      rubric_evaluation_strategy: 'batch',
      llm_trait_scores: { clarity: 4, concise: true, tone: 1 },
      llm_trait_labels: { tone: 'Formal' },
      regex_trait_scores: { cites: false },
      metric_trait_scores: { extraction: { precision: 1, recall: 0.5 } },
      metric_trait_confusion_lists: { extraction: { tp: ['a'], fp: [], fn: ['b'], tn: [] } },
      agentic_trait_scores: { explored: 2 },
      dynamic_rubric_skipped_traits: { safety: 'absent' },
      trait_provenance: { clarity: 'global' },
    },
    deep_judgment_rubric: {
      deep_judgment_rubric_scores: { clarity: 4 },
      rubric_trait_reasoning: { clarity: 'clear' },
      extracted_rubric_excerpts: { clarity: [{ text: 'x', similarity_score: 0.9 }] },
      rubric_hallucination_risk_assessment: { clarity: { overall_risk: 'low', per_excerpt_risks: ['low'] } },
    },
  })
  const agenticOnly = makeResult({ rubric: { agentic_trait_scores: { explored: 1 } } })

  it('classifies trait types and explodes metrics; skips results without rubric evaluation', () => {
    const rows = rubricRows([result, agenticOnly])
    expect(rows.map((r) => [r.trait_name, r.trait_type, r.metric_name, r.trait_score, r.trait_label])).toEqual([
      ['clarity', 'llm_score', null, 4, null],
      ['concise', 'llm_binary', null, true, null],
      ['tone', 'llm_literal', null, 1, 'Formal'],
      ['cites', 'regex', null, false, null],
      ['extraction', 'metric', 'precision', 1, null],
      ['extraction', 'metric', 'recall', 0.5, null],
      ['explored', 'agentic', null, 2, null],
    ])
    expect(rows[4]).toMatchObject({ confusion_tp: ['a'], confusion_fn: ['b'], safety_skipped: 'absent' })
    expect(rows[0]).toMatchObject({ evaluation_method: 'deep_judgment', trait_provenance: 'global', rubric_evaluation_strategy: 'batch' })
    expect(rows[1]!.evaluation_method).toBe('standard')
  })

  it('filters by trait type and adds deep-judgment columns on request', () => {
    expect(rubricRows([result], { traitType: 'llm' }).map((r) => r.trait_name)).toEqual(['clarity', 'concise', 'tone'])
    expect(rubricRows([result], { traitType: 'llm_score' }).map((r) => r.trait_name)).toEqual(['clarity'])
    const [clarity] = rubricRows([result], { traitType: 'llm_score', includeDeepJudgment: true })
    expect(clarity).toMatchObject({ trait_reasoning: 'clear', trait_excerpts: '[{"text": "x", "similarity_score": 0.9}]', trait_hallucination_risk: 'low' })
  })

  it('traitSummary', () => {
    expect(traitSummary([result, agenticOnly])).toEqual({
      num_results: 1, llm_traits: ['clarity', 'concise', 'tone'], regex_traits: ['cites'], callable_traits: [], metric_traits: ['extraction'],
      agentic_traits: ['explored'], num_questions: 1,
    })
  })
})

describe('judgmentRows (spec 04 §6.5)', () => {
  it('one row per attribute × excerpt, one for an attribute without excerpts', () => {
    const rows = judgmentRows([
      makeResult({
        template: { parsed_gt_response: { drug: 'imatinib' }, parsed_llm_response: { drug: 'imatinib' } },
        deep_judgment: {
          deep_judgment_performed: true,
          extracted_excerpts: { drug: [{ text: 'imatinib', confidence: 'high', similarity_score: 1 }, { text: 'Gleevec', confidence: 'low', similarity_score: 0.8 }], dose: [] },
          attribute_reasoning: { drug: 'named', dose: 'not stated' },
          deep_judgment_model_calls: 3,
        },
      }),
      makeResult({ deep_judgment: { deep_judgment_performed: false } }),
    ])
    expect(rows.map((r) => [r.attribute_name, r.excerpt_index, r.excerpt_text, r.attribute_has_excerpts, r.attribute_match])).toEqual([
      ['drug', 0, 'imatinib', true, true],
      ['drug', 1, 'Gleevec', true, true],
      ['dose', null, null, false, null],
    ])
    expect(rows[2]).toMatchObject({ attribute_reasoning: 'not stated', deep_judgment_model_calls: 3 })
  })
})

describe('CSV', () => {
  it('toCsv quotes like Python csv and renders Python scalars', () => {
    const csv = toCsv([
      { name: 'a,b', ok: true, score: 0.5, none: null, list: ['x'] },
      { name: 'say "hi"\nthere', ok: false, score: 2, none: undefined, list: [] },
    ])
    expect(csv).toBe('name,ok,score,none,list\r\n"a,b",True,0.5,,"[""x""]"\r\n"say ""hi""\nthere",False,2,,[]\r\n')
  })

  it('resultsToCsv has Karenina headers with global rubric columns and the failure taxonomy', () => {
    const csv = resultsToCsv(
      [
        makeResult({
          template: { verify_result: true, abstention_detected: true, abstention_override_applied: true },
          rubric: { llm_trait_scores: { clarity: 4, depth: 2 }, regex_trait_scores: { cites: true } },
        }),
        makeResult({ metadata: { failure: { category: 'timeout', stage: 'GenerateAnswer', reason: 'slow', details: { n: 1 } } } }),
      ],
      { globalTraitNames: ['clarity'], jobId: 'job-9' },
    )
    const [header, first, second] = csv.split('\r\n')
    expect(header).toBe(
      'row_index,question_id,question_text,raw_llm_response,parsed_gt_response,parsed_llm_response,verify_result,verify_granular_result,' +
        'rubric_clarity,question_specific_rubrics,rubric_summary,answering_model,parsing_model,replicate,answering_system_prompt,parsing_system_prompt,' +
        'success,failure_category,failure_group,failure_stage,failure_reason,failure_details_json,caveats,execution_time,timestamp,run_name,job_id,' +
        'embedding_check_performed,embedding_similarity_score,embedding_override_applied,embedding_model_used',
    )
    expect(first).toContain(',true,N/A,4,"{""cites"": true, ""depth"": 2}",2/3,langchain:gpt-4o,langchain:judge-a,,,,abstained,')
    expect(second).toContain(',False,timeout,retry,GenerateAnswer,slow,"{""n"": 1}",,0.5,')
    expect(second).toContain(',job-9,False,,False,')
  })
})
