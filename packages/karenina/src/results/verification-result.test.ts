import { describe, expect, it } from 'vitest'
import { parsePyJson } from '../compat/parse-py-json.js'
import { ValidationError } from '../errors/validation-error.js'
import { dumpResultLine } from './export.js'
import { VerificationResultMetadataSchema } from './result-metadata.js'
import { getAllTraitScores, getLlmTraitLabels, getTraitByName, VerificationResultRubricSchema } from './result-rubric.js'
import { VerificationResultTemplateSchema } from './result-template.js'
import { VerificationResultDeepJudgmentRubricSchema, VerificationResultDeepJudgmentSchema } from './result-deep-judgment.js'
import { parseVerificationResult } from './verification-result.js'
import { FULL_RESULT } from '../../test/fixtures/results/full-result.js'

const FULL = FULL_RESULT

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
