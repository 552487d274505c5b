import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { PyFloat } from '../../compat/py-float-value.js'
import { booleanMatch } from '../../primitives/boolean-match.js'
import { exactMatch } from '../../primitives/exact-match.js'
import { semanticMatch } from '../../primitives/semantic-match.js'
import { defineTemplate } from '../../template/define-template.js'
import { field } from '../../template/field.js'
import type { Template, TemplateInstance } from '../../template/template.js'
import { offlineTask } from '../../../test/fixtures/pipeline/pipeline-fixtures.js'
import { ArtifactKeys } from '../artifact-keys.js'
import { createTaskContext } from '../run-task.js'
import { FinalizeResultStage } from './finalize-result.js'
import type { TemplateEvaluator } from './parse-template.js'
import { ValidateTemplateStage, type AnswerClass } from './validate-template.js'
import { VerifyTemplateStage } from './verify-template.js'

const stage = new VerifyTemplateStage()
const RAW = '--- AI Message ---\nThe target is BCL2, dose 400 mg.'

/** A context as VerifyTemplate finds it: the template parsed into `values` (judge path unless `withEvaluator` is false). */
function parsedContext(template: Template, values: Record<string, unknown> = {}, options: { withEvaluator?: boolean; nullFields?: string[] } = {}) {
  const ctx = createTaskContext(offlineTask({ template }))
  new ValidateTemplateStage().execute(ctx)
  const answer = ctx.getArtifact<AnswerClass>(ArtifactKeys.ANSWER)!
  ctx.setArtifactAndResult(ArtifactKeys.RAW_LLM_RESPONSE, RAW)
  ctx.setArtifact(ArtifactKeys.PARSED_ANSWER, answer.instantiate(values, { nullFields: options.nullFields ?? [] }))
  const evaluator: TemplateEvaluator = { parsingModel: 'langchain:gpt-judge', useFullTrace: false }
  ctx.setArtifact(ArtifactKeys.TEMPLATE_EVALUATOR, options.withEvaluator === false ? null : evaluator)
  ctx.beginStage(stage.name)
  return ctx
}

function finalize(ctx: ReturnType<typeof parsedContext>) {
  new FinalizeResultStage().execute(ctx)
  return ctx.getArtifact<import('../../results/verification-result.js').VerificationResult>(ArtifactKeys.FINAL_RESULT)!
}

const Classic = defineTemplate(
  { target: z.string().describe('The target'), dose: z.string().describe('The dose') },
  {
    groundTruth: () => ({
      correct: { target: 'BCL2' },
      regex: { dose: { pattern: '(\\d+) mg', expected: '400', matchType: 'exact' }, unit: { pattern: 'mg', expected: 2, matchType: 'count' } },
    }),
    verify: (a) => a.values.target === a.groundTruths?.target,
  },
)

describe('VerifyTemplate — shouldRun', () => {
  it('needs a parsed answer and the raw answer, no error (or a scorable partial timeout), no recursion, no abstention', () => {
    const template = defineTemplate({ target: field(z.string(), { description: 'T', groundTruth: 'BCL2', check: exactMatch() }) })
    expect(stage.shouldRun(parsedContext(template))).toBe(true)
    const cases: ((c: ReturnType<typeof parsedContext>) => void)[] = [
      (c) => c.markError('boom'),
      (c) => c.setArtifact(ArtifactKeys.RECURSION_LIMIT_REACHED, true),
      (c) => c.setArtifact(ArtifactKeys.ABSTENTION_DETECTED, true),
      (c) => c.setArtifact(ArtifactKeys.PARSED_ANSWER, null),
      (c) => c.artifacts.delete(ArtifactKeys.RAW_LLM_RESPONSE),
    ]
    for (const arrange of cases) {
      const ctx = parsedContext(template)
      arrange(ctx)
      expect(stage.shouldRun(ctx)).toBe(false)
    }
    const partial = parsedContext(template)
    partial.setArtifact(ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL, true)
    partial.markError('timed out', { category: 'timeout' })
    expect(stage.shouldRun(partial)).toBe(true)
  })
})

describe('VerifyTemplate — verdicts', () => {
  it('fields AND regex: regex checks run on the full raw trace (header included)', () => {
    const ctx = parsedContext(Classic, { target: 'BCL2', dose: '400' })
    stage.execute(ctx)
    expect(ctx.getArtifact(ArtifactKeys.FIELD_VERIFICATION_RESULT)).toBe(true)
    expect(ctx.getResultField(ArtifactKeys.VERIFY_RESULT)).toBe(false)
    expect(ctx.getResultField(ArtifactKeys.REGEX_VALIDATION_RESULTS)).toEqual({ dose: true, unit: false })
    expect(ctx.getResultField(ArtifactKeys.REGEX_EXTRACTION_RESULTS)).toEqual({ dose: ['400'], unit: ['mg'] })
    expect(ctx.getResultField(ArtifactKeys.REGEX_VALIDATIONS_PERFORMED)).toBe(true)
    expect(ctx.getResultField(ArtifactKeys.REGEX_OVERALL_SUCCESS)).toBe(false)
    expect(ctx.getArtifact(ArtifactKeys.REGEX_VERIFICATION_RESULTS)).toMatchObject({ success: false, results: { dose: true, unit: false } })
    expect(ctx.getResultField(ArtifactKeys.VERIFY_GRANULAR_RESULT)).toBeNull()
  })

  it('a failing field makes the verdict false whatever the regex says', () => {
    const ctx = parsedContext(Classic, { target: 'MCL1' })
    stage.execute(ctx)
    expect(ctx.getArtifact(ArtifactKeys.FIELD_VERIFICATION_RESULT)).toBe(false)
    expect(ctx.getResultField(ArtifactKeys.VERIFY_RESULT)).toBe(false)
  })

  it('verify_granular: the composition-aware score as a Python float (weights 2, 2, 1 → 0.6)', () => {
    const template = defineTemplate({
      a: field(z.string(), { description: 'a', groundTruth: 'x', check: exactMatch(), weight: 2 }),
      b: field(z.string(), { description: 'b', groundTruth: 'y', check: exactMatch(), weight: 2 }),
      c: field(z.boolean(), { description: 'c', groundTruth: true, check: booleanMatch(), weight: 1 }),
    })
    const ctx = parsedContext(template, { a: 'x', b: 'no', c: true })
    stage.execute(ctx)
    const granular = ctx.getResultField(ArtifactKeys.VERIFY_GRANULAR_RESULT)
    expect(granular).toBeInstanceOf(PyFloat)
    expect((granular as PyFloat).value).toBeCloseTo(0.6)
    expect(ctx.getResultField(ArtifactKeys.VERIFY_RESULT)).toBe(false)
    expect(finalize(ctx).template?.field_scores).toEqual({ a: 1, b: 0, c: 1 })
  })

  it('a check that throws on the judge path: verify false, field_verification_error, no granular, null field results', () => {
    const template = defineTemplate({ summary: field(z.string(), { description: 'Summary', groundTruth: 'BCL2 inhibitor', check: semanticMatch() }) })
    const ctx = parsedContext(template, { summary: 'inhibits BCL2' })
    stage.execute(ctx)
    expect(ctx.error).toBeNull()
    expect(ctx.getResultField(ArtifactKeys.VERIFY_RESULT)).toBe(false)
    // Karenina: f"Field verification failed: {e}" of SemanticMatch's NotImplementedError.
    expect(ctx.getResultField(ArtifactKeys.FIELD_VERIFICATION_ERROR)).toBe(
      'Field verification failed: SemanticMatch.check() requires embedding infrastructure. Use the embedding_check pipeline stage instead.',
    )
    expect(ctx.hasArtifact(ArtifactKeys.VERIFY_GRANULAR_RESULT)).toBe(false)
    const result = finalize(ctx)
    expect(result.template).toMatchObject({ field_results: null, field_scores: null, verify_granular_result: null, template_verification_performed: true })
    expect(result.metadata.failure).toMatchObject({ category: 'content' })
  })

  it('a check that throws without an evaluator (regex-only, trace-only paths): false, no error text, granular attempted', () => {
    const Throwing = defineTemplate({}, {
      verify: () => {
        throw new Error('no')
      },
      verifyGranular: () => 0.25,
    })
    const ctx = parsedContext(Throwing, {}, { withEvaluator: false })
    stage.execute(ctx)
    expect(ctx.getResultField(ArtifactKeys.VERIFY_RESULT)).toBe(false)
    expect(ctx.getResultField(ArtifactKeys.FIELD_VERIFICATION_ERROR)).toBeNull()
    expect(ctx.getResultField(ArtifactKeys.VERIFY_GRANULAR_RESULT)).toBe(0.25)
  })

  it('a judge-null field yields null and fails the default all-fields rule', () => {
    const template = defineTemplate({ target: field(z.string(), { description: 'T', groundTruth: 'BCL2', check: exactMatch() }) })
    const ctx = parsedContext(template, {}, { nullFields: ['target'] })
    stage.execute(ctx)
    expect(ctx.getResultField(ArtifactKeys.VERIFY_RESULT)).toBe(false)
    expect(finalize(ctx).template?.field_results).toEqual({ target: null })
  })

  it('the raw trace is attached for trace fields; regex-free templates report empty regex maps', () => {
    const ctx = parsedContext(defineTemplate({ target: field(z.string(), { description: 'T', groundTruth: 'BCL2', check: exactMatch() }) }), { target: 'bcl2' })
    stage.execute(ctx)
    expect(ctx.getArtifact<TemplateInstance>(ArtifactKeys.PARSED_ANSWER)!.rawTrace).toBe(RAW)
    expect(ctx.getResultField(ArtifactKeys.REGEX_VALIDATION_RESULTS)).toEqual({})
    expect(ctx.getResultField(ArtifactKeys.REGEX_VALIDATIONS_PERFORMED)).toBe(false)
    expect(ctx.getResultField(ArtifactKeys.VERIFY_RESULT)).toBe(true)
  })

  it('a verify returning a non-boolean is used by truthiness, with a warning', () => {
    const Odd = defineTemplate({ target: z.string().describe('T') }, { verify: () => 'yes' as unknown as boolean })
    const ctx = parsedContext(Odd, { target: 'x' })
    stage.execute(ctx)
    expect(ctx.getResultField(ArtifactKeys.VERIFY_RESULT)).toBe(true)
    expect(ctx.warnings).toEqual(['verify() returned a non-boolean value (string); its truthiness is used'])
  })

  it('an unexpected throw (e.g. a broken parsed answer) marks the error', () => {
    const ctx = parsedContext(Classic, { target: 'BCL2' })
    ctx.setArtifact(ArtifactKeys.PARSED_ANSWER, { rawTrace: null, setRawTrace: () => { throw new Error('frozen') } })
    stage.execute(ctx)
    expect(ctx.error).toBe('Verification failed: frozen')
  })
})
