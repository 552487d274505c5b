import { describe, expect, it } from 'vitest'
import { parsePyJson } from '../compat/parse-py-json.js'
import { PyFloat } from '../compat/py-float-value.js'
import { ValidationError } from '../errors/validation-error.js'
import { dumpResultLine } from './export.js'
import { VerificationResultMetadataSchema } from './result-metadata.js'
import { getAllTraitScores, getLlmTraitLabels, getTraitByName, VerificationResultRubricSchema } from './result-rubric.js'
import { VerificationResultTemplateSchema } from './result-template.js'
import { VerificationResultDeepJudgmentSchema } from './result-deep-judgment.js'
import { VerificationResultDeepJudgmentRubricSchema } from './result-deep-judgment-rubric.js'
import { parseVerificationResult, type VerificationResultInput } from './verification-result.js'

// Every field set to a non-default value, in Karenina's field order.
const FULL: VerificationResultInput = {
  metadata: {
    question_id: 'q-full',
    template_id: 'd41d8cd98f00b204e9800998ecf8427e',
    failure: { category: 'content', stage: 'verify_template', reason: 'verify_template returned False', details: { n: 1 } },
    caveats: ['retries_used', 'embedding_override'],
    warnings: ['w1'],
    partial_content: 'partial',
    retry_counts: { timeout: { used: 1, budget: 3 } },
    question_text: 'Qu\'est-ce que "x"?\n咖啡',
    raw_answer: '42',
    keywords: ['k1', 'k2'],
    answering: { interface: 'langchain', model_name: 'gpt-4o', tools: ['brave', 'fs'], config_id: 'cfg' },
    parsing: { interface: 'openrouter', model_name: 'judge', tools: [], config_id: null },
    answering_system_prompt: 'You answer.',
    parsing_system_prompt: 'You parse.',
    execution_time: 2,
    timestamp: '2026-04-21 12:00:00',
    result_id: 'ccb35805790e357a',
    run_name: 'run_abcdef12',
    replicate: 2,
    few_shot_enabled: true,
    few_shot_example_count: 3,
    evaluation_mode: 'template_only',
    scenario_id: 's1',
    scenario_node: 'n1',
    scenario_turn: 0,
    scenario_path: ['start', 'n1'],
  },
  template: {
    raw_llm_response: 'The answer is 42.',
    trace_messages: [{ role: 'assistant', content: 'The answer is 42.', block_index: 0 }],
    conversation_context: [{ role: 'user', content: 'What?', block_index: 0 }],
    parsed_gt_response: { answer: 42, unit: new PyFloat(1) },
    parsed_llm_response: { answer: 41, unit: 1.5 },
    template_verification_performed: true,
    verify_result: false,
    verify_granular_result: new PyFloat(0),
    field_verification_error: 'err',
    field_results: { answer: false, unit: null },
    field_scores: { answer: 0, unit: null },
    composition_strategy: 'at_least_n(1)',
    embedding_check_performed: true,
    embedding_similarity_score: 1,
    embedding_override_applied: true,
    embedding_model_used: 'text-embedding-3-small',
    regex_validations_performed: true,
    regex_validation_results: { year: true },
    regex_validation_details: { year: { pattern: '\\d+', matched: true } },
    regex_overall_success: true,
    regex_extraction_results: { year: '2026' },
    recursion_limit_reached: true,
    response_timeout_partial: true,
    usage_unavailable: true,
    investigation_trace: 'looked around',
    agentic_parsing_performed: true,
    agentic_extraction_recovery: 'local_json',
    agentic_extraction_error: 'bad json',
    dynamic_parsing_performed: true,
    dynamic_parse_decision: 'escalated',
    dynamic_decision_reasoning: 'why',
    abstention_check_performed: true,
    abstention_detected: false,
    abstention_override_applied: true,
    abstention_reasoning: 'no',
    sufficiency_check_performed: true,
    sufficiency_detected: true,
    sufficiency_override_applied: true,
    sufficiency_reasoning: 'enough',
    answering_mcp_servers: ['fs', 'brave'],
    usage_metadata: {
      answer_generation: { input_tokens: 10, output_tokens: 5, total_tokens: 15, model: 'langchain:gpt-4o' },
      total: { input_tokens: 10, output_tokens: 5, total_tokens: 15 },
    },
    agent_metrics: { iterations: 1, limit_reached: false },
  },
  rubric: {
    rubric_evaluation_performed: true,
    rubric_evaluation_strategy: 'batch',
    llm_trait_scores: { clarity: 4, concise: true, tone: 1 },
    llm_trait_labels: { tone: 'Formal' },
    regex_trait_scores: { cites: true },
    callable_trait_scores: { length_ok: new PyFloat(2) },
    metric_trait_scores: { extraction: { precision: 1, recall: 0.5 } },
    metric_trait_confusion_lists: { extraction: { tp: ['a'], fn: ['b'], fp: [], tn: [] } },
    agentic_trait_scores: { explored: 'yes' },
    agentic_trait_investigation_traces: { explored: 'trace' },
    agentic_trait_extraction_metadata: { explored: { method: 'local_json', local_json_error: null, parser_error: null } },
    dynamic_rubric_skipped_traits: { safety: 'not present' },
    dynamic_rubric_promoted_traits: ['explored'],
    trait_provenance: { clarity: 'global', explored: 'dynamic' },
  },
  deep_judgment: {
    deep_judgment_mode: 'full',
    deep_judgment_performed: true,
    extracted_excerpts: { answer: [{ text: '42', confidence: 'high', similarity_score: 1 }] },
    attribute_reasoning: { answer: 'stated' },
    deep_judgment_stages_completed: ['excerpts', 'reasoning', 'parameters'],
    deep_judgment_model_calls: 3,
    deep_judgment_excerpt_retry_count: 1,
    attributes_without_excerpts: ['unit'],
    deep_judgment_search_enabled: true,
    hallucination_risk_assessment: { answer: 'low' },
  },
  deep_judgment_rubric: {
    deep_judgment_rubric_performed: true,
    extracted_rubric_excerpts: { clarity: [{ text: 'x', confidence: 'low', similarity_score: 0.8 }] },
    rubric_trait_reasoning: { clarity: 'clear' },
    deep_judgment_rubric_scores: { clarity: 4 },
    standard_rubric_scores: { concise: true },
    trait_metadata: { clarity: { stages_completed: ['excerpt_extraction'], model_calls: 3 } },
    traits_without_valid_excerpts: ['tone'],
    rubric_hallucination_risk_assessment: { clarity: { overall_risk: 'low', per_excerpt_risks: ['low'] } },
    total_deep_judgment_model_calls: 3,
    total_traits_evaluated: 1,
    total_excerpt_retries: 2,
  },
  evaluation_input: 'full trace',
  used_full_trace: false,
  trace_extraction_error: 'none found',
  extensions: { my_stage: { score: 0.9 } },
}

const keysOf = (schema: { shape: object }) => Object.keys(schema.shape)

describe('VerificationResult schema', () => {
  it('has the field counts of Karenina at 9851a770', () => {
    expect(keysOf(VerificationResultMetadataSchema)).toHaveLength(26)
    expect(keysOf(VerificationResultTemplateSchema)).toHaveLength(42)
    expect(keysOf(VerificationResultRubricSchema)).toHaveLength(14)
    expect(keysOf(VerificationResultDeepJudgmentSchema)).toHaveLength(10)
    expect(keysOf(VerificationResultDeepJudgmentRubricSchema)).toHaveLength(11)
  })

  it('round-trips a fully populated result through the export line and back', () => {
    const result = parseVerificationResult(FULL)
    const line = dumpResultLine(result)
    const again = parseVerificationResult(parsePyJson(line))
    expect(again).toEqual(result)
    expect(dumpResultLine(again)).toBe(line)
  })

  it('writes Karenina float fields as Python floats and keeps int/float of untyped values', () => {
    const line = dumpResultLine(parseVerificationResult(FULL))
    expect(line).toContain('"execution_time": 2.0,')
    expect(line).toContain('"embedding_similarity_score": 1.0,')
    expect(line).toContain('"field_scores": {"answer": 0.0, "unit": null}')
    expect(line).toContain('"metric_trait_scores": {"extraction": {"precision": 1.0, "recall": 0.5}}')
    expect(line).toContain('"similarity_score": 1.0}')
    expect(line).toContain('"verify_granular_result": 0.0,')
    expect(line).toContain('"parsed_gt_response": {"answer": 42, "unit": 1.0}')
    expect(line).toContain('"callable_trait_scores": {"length_ok": 2.0}')
    expect(line).toContain('"llm_trait_scores": {"clarity": 4, "concise": true, "tone": 1}')
    expect(line).toContain('"replicate": 2,')
    expect(line).toContain('咖啡')
    expect(line.endsWith('"extensions": {"my_stage": {"score": 0.9}}}')).toBe(true)
  })

  it('writes every section in Karenina field order with nulls included', () => {
    const minimal = parseVerificationResult({ ...FULL, template: null, rubric: undefined, extensions: {} })
    const line = dumpResultLine(minimal)
    expect(line).toMatch(/"template": null, "rubric": null, "deep_judgment": \{"deep_judgment_mode": "full"/)
    expect(line).not.toContain('extensions')
    const metaKeys = Object.keys((parsePyJson(line) as { metadata: object }).metadata)
    expect(metaKeys).toEqual(keysOf(VerificationResultMetadataSchema))
    expect(metaKeys.slice(0, 4)).toEqual(['question_id', 'template_id', 'failure', 'caveats'])
  })

  it('recomputes the failure group, serializes it last and drops an incoming group', () => {
    const result = parseVerificationResult({
      ...FULL,
      metadata: { ...FULL.metadata, failure: { category: 'timeout', stage: 's', reason: 'r', group: 'content' } },
    })
    expect(result.metadata.failure).toEqual({ category: 'timeout', stage: 's', reason: 'r', details: null, group: 'retry' })
    expect(dumpResultLine(result)).toContain('"failure": {"category": "timeout", "stage": "s", "reason": "r", "details": null, "group": "retry"}')
  })

  it('rejects extra metadata and model-identity keys but drops extra section keys', () => {
    expect(() => parseVerificationResult({ ...FULL, metadata: { ...FULL.metadata, completed_without_errors: true } })).toThrow(ValidationError)
    expect(() =>
      parseVerificationResult({ ...FULL, metadata: { ...FULL.metadata, answering: { interface: 'x', model_name: 'y', extra: 1 } } }),
    ).toThrow(/metadata\.answering/)
    const result = parseVerificationResult({ ...FULL, template: { ...FULL.template, unknown_field: 1 }, surplus: true })
    expect(result.template).not.toHaveProperty('unknown_field')
    expect(result).not.toHaveProperty('surplus')
  })

  it('limits the failure reason to 500 code points', () => {
    const failure = (reason: string) => ({ ...FULL, metadata: { ...FULL.metadata, failure: { category: 'content', stage: 's', reason } } })
    expect(() => parseVerificationResult(failure('😀'.repeat(500)))).not.toThrow()
    expect(() => parseVerificationResult(failure('x'.repeat(501)))).toThrow(/500/)
  })

  it('applies Karenina defaults', () => {
    const r = parseVerificationResult({ metadata: FULL.metadata })
    expect(r.template).toBeNull()
    expect(r.used_full_trace).toBe(true)
    const t = VerificationResultTemplateSchema.parse({})
    expect(t.raw_llm_response).toBe('')
    expect(t.trace_messages).toEqual([])
    expect(t.verify_granular_result).toBeNull()
    expect(t.sufficiency_detected).toBeNull()
  })

  it('writes NaN and infinite floats as null, as Pydantic JSON mode does', () => {
    const result = parseVerificationResult({ ...FULL, template: { ...FULL.template, embedding_similarity_score: Number.NaN, verify_granular_result: Infinity } })
    const line = dumpResultLine(result)
    expect(line).toContain('"embedding_similarity_score": null,')
    expect(line).toContain('"verify_granular_result": null,')
  })
})

describe('rubric helpers', () => {
  const rubric = VerificationResultRubricSchema.parse({
    llm_trait_scores: { a: 1, shared: 'llm' },
    regex_trait_scores: { shared: true },
    metric_trait_scores: { m: { f1: 0.5 } },
    agentic_trait_scores: { b: null },
  })

  it('getAllTraitScores merges in Karenina order, later kinds overwriting', () => {
    expect(getAllTraitScores(rubric)).toEqual({ a: 1, shared: true, m: { f1: 0.5 }, b: null })
  })

  it('getTraitByName searches llm first', () => {
    expect(getTraitByName(rubric, 'shared')).toEqual(['llm', 'llm'])
    expect(getTraitByName(rubric, 'b')).toEqual([null, 'agentic'])
    expect(getTraitByName(rubric, 'nope')).toBeNull()
  })

  it('getLlmTraitLabels returns {} when unset', () => {
    expect(getLlmTraitLabels(rubric)).toEqual({})
  })
})
