import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { PyFloat } from '../compat/py-float-value.js'
import { CheckError } from '../errors/check-error.js'
import { booleanMatch } from '../primitives/boolean-match.js'
import { exactMatch } from '../primitives/exact-match.js'
import { numericGraded } from '../primitives/numeric-graded.js'
import { numericMaximum } from '../primitives/numeric-maximum.js'
import { numericMinimum } from '../primitives/numeric-minimum.js'
import { numericRangeGraded } from '../primitives/numeric-range-graded.js'
import { semanticMatch } from '../primitives/semantic-match.js'
import { traceContains } from '../primitives/trace-contains.js'
import { conditionalGroundTruth } from './conditional-ground-truth.js'
import { defineTemplate } from './define-template.js'
import { field } from './field.js'
import { splitParsedResponse } from './template-instance.js'

const Drug = defineTemplate({
  target: field(z.string(), { description: 'Target', groundTruth: 'BCL2', check: exactMatch() }),
  dose: field(z.number(), { description: 'Dose', groundTruth: 400, check: exactMatch(), weight: 2 }),
  cites: field(z.boolean(), { description: 'Cites', groundTruth: true, check: traceContains({ substring: '[1]' }) }),
})

describe('TemplateInstance — field results', () => {
  it('gives tri-valued results, scores and resolved ground truths in declaration order', () => {
    const answer = Drug.instantiate({ target: 'bcl2', dose: 400 }, { rawTrace: 'see [1]', nullFields: [] })
    expect(answer.fieldResults()).toEqual({
      target: { result: true, score: 1, groundTruth: 'BCL2' },
      dose: { result: true, score: 1, groundTruth: new PyFloat(400) },
      cites: { result: true, score: 1, groundTruth: true },
    })
    expect(Object.keys(answer.fieldResults())).toEqual(['target', 'dose', 'cites'])
  })

  it('makes judge-null fields null (never a pass, weight kept in the granular denominator)', () => {
    const answer = Drug.instantiate({ target: 'BCL2' }, { nullFields: ['dose'], rawTrace: '[1]' })
    expect(answer.fieldResults().dose).toEqual({ result: null, score: null, groundTruth: new PyFloat(400) })
    expect(answer.verify()).toBe(false)
    expect(answer.verifyGranular()).toBe(0.5) // (1 + 0 + 1) / (1 + 2 + 1)
  })

  it('passes a null value (not flagged) to the primitive, as a direct construction would', () => {
    const T = defineTemplate({ flag: field(z.boolean().nullable(), { description: 'f', groundTruth: null, check: booleanMatch() }) })
    expect(T.instantiate({ flag: null }).fieldResults().flag!.result).toBe(true)
    expect(T.instantiate({ flag: null }, { nullFields: ['flag'] }).fieldResults().flag!.result).toBeNull()
  })

  it('requires a raw trace for trace fields (CheckError value) unless they are judge-null', () => {
    const error = (() => {
      try {
        Drug.instantiate({ target: 'BCL2', dose: 400 }).fieldResults()
      } catch (e) {
        return e as CheckError
      }
    })()
    expect(error).toBeInstanceOf(CheckError)
    expect(error!.kind).toBe('value')
    expect(error!.message).toContain("'cites'")
    expect(Drug.instantiate({ target: 'BCL2', dose: 400 }, { nullFields: ['cites'] }).fieldResults().cites!.result).toBeNull()
  })

  it('compares a trace check with the truthiness of the ground truth (false = must not hold)', () => {
    const T = defineTemplate({ clean: field(z.boolean(), { description: 'No swearing', groundTruth: false, check: traceContains({ substring: 'damn' }) }) })
    expect(T.verify({}, { rawTrace: 'a clean answer' })).toBe(true)
    expect(T.verify({}, { rawTrace: 'damn' })).toBe(false)
  })

  it('caches field results until the raw trace or scenario context changes', () => {
    const answer = Drug.instantiate({ target: 'BCL2', dose: 400 }, { rawTrace: 'none' })
    const first = answer.fieldResults()
    expect(answer.fieldResults()).toBe(first)
    expect(first.cites!.result).toBe(false)
    answer.setRawTrace('[1]')
    expect(answer.fieldResults().cites!.result).toBe(true)
  })

  it('uses graded partial credit, clamps it and maps NaN to 0', () => {
    const T = defineTemplate({
      g: field(z.number(), { description: 'g', groundTruth: 10, check: numericGraded({ cutoff: 0.5, fullCredit: 0.1, decay: 'quadratic' }), weight: 3 }),
      r: field(z.number(), { description: 'r', groundTruth: null, check: numericRangeGraded({ min: 0, max: 1, margin: 1 }) }),
    })
    const answer = T.instantiate({ g: 12, r: Number.NaN })
    expect(answer.fieldResults().g).toMatchObject({ result: false, score: 0.9375 })
    // NumericRangeGraded: NaN passes the check (every comparison is false) but scores 0.
    expect(answer.fieldResults().r).toMatchObject({ result: true, score: 0 })
  })

  it('propagates a check error out of verify (SemanticMatch always throws)', () => {
    const T = defineTemplate({ s: field(z.string(), { description: 's', groundTruth: 'x', check: semanticMatch() }) })
    expect(() => T.verify({ s: 'x' })).toThrow(CheckError)
  })
})

describe('TemplateInstance — conditional ground truth', () => {
  const T = defineTemplate({
    sycophancy_score: field(z.int(), {
      description: 'Sycophancy score',
      groundTruth: conditionalGroundTruth({
        source: 'node_results.adversarial.parsed.behavior',
        cases: { cave: { value: 4, check: numericMinimum() }, pushback: { value: 2, check: numericMaximum() } },
        default: { value: 4 },
      }),
      check: numericMinimum(),
    }),
  })
  const context = (behavior: unknown) => ({ node_results: { adversarial: { parsed: { behavior } } } })

  it('selects the case by Python str() of the resolved value and uses its primitive', () => {
    expect(T.verify({ sycophancy_score: 3 }, { scenarioContext: context('pushback') })).toBe(false)
    expect(T.verify({ sycophancy_score: 2 }, { scenarioContext: context('pushback') })).toBe(true)
    expect(T.instantiate({ sycophancy_score: 2 }, { scenarioContext: context('pushback') }).fieldResults().sycophancy_score!.groundTruth).toBe(2)
  })

  it('falls back to default without context, on a missing path or an unknown value', () => {
    expect(T.verify({ sycophancy_score: 4 })).toBe(true)
    expect(T.verify({ sycophancy_score: 3 }, { scenarioContext: { node_results: {} } })).toBe(false)
    expect(T.verify({ sycophancy_score: 5 }, { scenarioContext: context('ignore') })).toBe(true)
  })

  it('is left out of the auto `correct` dict but resolved for parsed_gt_response', () => {
    const answer = T.instantiate({ sycophancy_score: 2 }, { scenarioContext: context('pushback') })
    expect(answer.groundTruths).toEqual({})
    expect(splitParsedResponse(answer, { mergeResolvedGroundTruths: true }).parsedGtResponse).toEqual({ sycophancy_score: 2 })
  })

  it('serializes as Karenina does', () => {
    const cgt = T.fields[0]!.verification!.groundTruth as { toJSON(): unknown }
    expect(cgt.toJSON()).toEqual({
      source: 'node_results.adversarial.parsed.behavior',
      cases: {
        cave: { value: 4, verify_with: { exclusive: false, type: 'NumericMinimum' } },
        pushback: { value: 2, verify_with: { exclusive: false, type: 'NumericMaximum' } },
      },
      default: { value: 4, verify_with: null },
      __conditional__: true,
    })
  })
})

describe('TemplateInstance — dump and parsed split', () => {
  it('dumps id, present fields (float fields as floats), extras, then correct', () => {
    const answer = Drug.instantiate({ target: 'BCL2', dose: 400 }, { questionId: 'q1', extras: { explanation: 'because' }, nullFields: ['cites'] })
    expect(answer.dump()).toEqual({ id: 'q1', target: 'BCL2', dose: new PyFloat(400), explanation: 'because', correct: { target: 'BCL2', dose: new PyFloat(400), cites: true } })
    expect(Object.keys(answer.dump())).toEqual(['id', 'target', 'dose', 'explanation', 'correct'])
  })

  it('leaves judge-null fields out of parsed_llm_response and leaks hook extras into it (as Karenina)', () => {
    const T = defineTemplate(
      { value: z.number().describe('v'), unit: z.string().describe('u') },
      { groundTruth: () => ({ correct: { value: 5 }, tolerance: 0.1 }), verify: () => true },
    )
    const answer = T.instantiate({ value: 5 }, { nullFields: ['unit'] })
    expect(splitParsedResponse(answer)).toEqual({ parsedGtResponse: { value: 5 }, parsedLlmResponse: { value: new PyFloat(5), tolerance: 0.1 } })
  })

  it('keeps the regex checks out of parsed_llm_response', () => {
    const T = defineTemplate({}, { groundTruth: () => ({ regex: { n: { pattern: '\\d+', expected: '1' } } }) })
    const split = splitParsedResponse(T.instantiate())
    expect(split).toEqual({ parsedGtResponse: null, parsedLlmResponse: {} })
  })
})

describe('TemplateInstance — Python typing of values', () => {
  it('takes Python-typed values as they are with pythonTypedValues (a plain integer is a Python int)', () => {
    expect(Drug.instantiate({ target: 'BCL2', dose: 400 }, { rawTrace: '[1]' }).fieldResults().dose!.result).toBe(true)
    expect(Drug.instantiate({ target: 'BCL2', dose: 400 }, { rawTrace: '[1]', pythonTypedValues: true }).fieldResults().dose!.result).toBe(false)
    expect(Drug.instantiate({ dose: new PyFloat(400) as never }, { rawTrace: '[1]', pythonTypedValues: true }).fieldResults().dose!.result).toBe(true)
  })
})
