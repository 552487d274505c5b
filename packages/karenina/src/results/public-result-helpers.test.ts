// The result-set helpers as a user reaches them: from the package entry, as functions and as methods of a
// VerificationResultSet (Karenina's get_template_summary, aggregate_pass_rate, get_trait_summary, …).
import { describe, expect, it } from 'vitest'
import * as karenina from '../index.js'
import type { ResultSetSummary, TemplateRow, TemplateSummary, TraitSummary } from '../index.js'
import { makeResult } from '../../test/fixtures/results/make-result.js'

const passed = makeResult({
  metadata: { question_id: 'q1', answering: { interface: 'langchain', model_name: 'gpt-a' } },
  template: { template_verification_performed: true, verify_result: true, parsed_gt_response: { target: 'BCL2' }, parsed_llm_response: { target: 'BCL2' } },
  rubric: { rubric_evaluation_performed: true, regex_trait_scores: { citations: true }, llm_trait_scores: { clarity: 4 } },
})
const failed = makeResult({
  metadata: { question_id: 'q2', result_id: 'fedcba9876543210', answering: { interface: 'langchain', model_name: 'gpt-a' } },
  template: { template_verification_performed: true, verify_result: false, parsed_gt_response: { target: 'BCL2' }, parsed_llm_response: { target: 'MCL1' } },
})

describe('result-set helpers exported from karenina', () => {
  const set = new karenina.VerificationResultSet([passed, failed])

  it('templateSummary / getTemplateSummary and aggregatePassRate, as functions and methods', () => {
    const summary: TemplateSummary = set.getTemplateSummary()
    expect(summary).toMatchObject({ num_results: 2, num_passed: 1, num_failed: 1, pass_rate: 0.5, num_questions: 2 })
    expect(karenina.templateSummary(set.results)).toEqual(summary)
    expect(set.aggregatePassRate()).toEqual({ q1: 1, q2: 0 })
    expect(set.aggregatePassRate('answering_model')).toEqual({ 'langchain:gpt-a': 0.5 })
    expect(karenina.aggregatePassRate(set.results, 'answering_model')).toEqual({ 'langchain:gpt-a': 0.5 })
  })

  it('traitSummary, trait lookups, and the row builders behind the getters', () => {
    const traits: TraitSummary = set.getTraitSummary()
    expect(traits).toMatchObject({ num_results: 1, llm_traits: ['clarity'], regex_traits: ['citations'] })
    expect(karenina.getAllTraitScores(passed.rubric!)).toEqual({ clarity: 4, citations: true })
    expect(karenina.getTraitByName(passed.rubric!, 'citations')).toEqual([true, 'regex'])
    const rows: TemplateRow[] = karenina.templateRows(set.results)
    expect(rows.map((r) => [r.question_id, r.field_name, r.field_match])).toEqual([
      ['q1', 'target', true],
      ['q2', 'target', false],
    ])
    expect(rows).toEqual(set.getTemplateRows())
    expect(karenina.rubricRows(set.results, { traitType: 'regex' })).toEqual(set.getRubricRows({ traitType: 'regex' }))
    expect(karenina.judgmentRows(set.results)).toEqual([])
    const summary: ResultSetSummary = karenina.summarizeResultSet(set.results)
    expect(summary).toEqual(set.getSummary())
  })
})
