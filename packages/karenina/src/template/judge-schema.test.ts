import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { PRIMITIVES, type PrimitiveType } from '../primitives/registry.js'
import { conditionalGroundTruth } from './conditional-ground-truth.js'
import { defineTemplate } from './define-template.js'
import { field } from './field.js'

// Minimal valid params for every registered primitive.
const PARAMS: Record<PrimitiveType, Record<string, unknown>> = {
  BooleanMatch: {},
  ExactMatch: {},
  ContainsAny: { substrings: ['SUBSTRING-PARAM'] },
  ContainsAll: { substrings: ['SUBSTRING-PARAM'] },
  RegexMatch: { pattern: 'PATTERN-PARAM' },
  SemanticMatch: {},
  LiteralMatch: {},
  NumericExact: {},
  NumericTolerance: { tolerance: 0.25 },
  NumericRange: { min: 0, max: 1 },
  NumericMinimum: {},
  NumericMaximum: {},
  NumericGraded: { cutoff: 0.5 },
  NumericRangeGraded: { min: 0, max: 1, margin: 0.1 },
  NumericThresholdGraded: { direction: 'max', margin: 0.1 },
  SetContainment: {},
  OrderedMatch: {},
  DateMatch: {},
  DateTolerance: { tolerance: 1 },
  DateRange: {},
  TraceRegex: { pattern: 'PATTERN-PARAM' },
  TraceContains: { substring: 'SUBSTRING-PARAM' },
  TraceLength: { min: 1 },
  TraceToolCalls: { expected: ['PARAM-TOOL', { name: 'PARAM-TOOL-2', args: { q: 'PARAM-ARG' } }] },
  TraceToolCalled: { pattern: 'PATTERN-PARAM' },
  TraceStepCount: { max: 3 },
}

describe('judgeSchema — ground truth and verification metadata never leak', () => {
  for (const type of Object.keys(PRIMITIVES) as PrimitiveType[]) {
    it(`${type}: no ground truth, no primitive, no params in the judge or sufficiency schema`, () => {
      const primitive = PRIMITIVES[type].fromParams(PARAMS[type])
      const isTrace = primitive.kind === 'trace'
      const sentinel = `GT-SENTINEL-${type}`
      const T = defineTemplate({
        answer: field(isTrace ? z.boolean() : z.string(), {
          description: 'What to extract',
          groundTruth: (isTrace ? true : sentinel) as never,
          check: primitive,
          weight: 3.75,
          extractionHint: 'HINT-SENTINEL',
        }),
        conditional: field(z.string(), {
          description: 'Scenario-dependent',
          groundTruth: conditionalGroundTruth({ source: 'node_results.SOURCE-SENTINEL', cases: { a: { value: 'CASE-SENTINEL' } }, default: { value: 'DEFAULT-SENTINEL' } }),
          check: PRIMITIVES.ExactMatch.fromParams({}),
        }),
      })
      for (const schema of [T.judgeSchema(), T.sufficiencySchema()]) {
        const text = JSON.stringify(schema)
        for (const secret of [sentinel, 'HINT-SENTINEL', 'SOURCE-SENTINEL', 'CASE-SENTINEL', 'DEFAULT-SENTINEL', 'PARAM', type, '3.75', '__verification__', 'ground_truth', 'verify_with']) {
          expect(text).not.toContain(secret)
        }
      }
      const properties = T.judgeSchema().properties as Record<string, unknown>
      expect(Object.keys(properties)).toEqual(isTrace ? ['id', 'conditional'] : ['id', 'answer', 'conditional'])
      expect(Object.keys(T.sufficiencySchema().properties as object)).toEqual(['id', 'answer', 'conditional'])
    })
  }
})

describe('judgeSchema — shape', () => {
  const T = defineTemplate(
    {
      is_correct: field(z.boolean(), { description: 'Whether the statement is correct', groundTruth: true, check: PRIMITIVES.BooleanMatch.fromParams({}) }),
      count: field(z.int(), { description: 'How many', groundTruth: 3, check: PRIMITIVES.NumericExact.fromParams({}) }),
      kind: field(z.enum(['a', 'b']), { description: 'Kind', groundTruth: 'a', check: PRIMITIVES.LiteralMatch.fromParams({}) }),
      cites: field(z.boolean(), { description: 'Cites', groundTruth: true, check: PRIMITIVES.TraceContains.fromParams({ substring: '[1]' }) }),
      explanation: z.string().describe('Brief explanation of the determination'),
      notes: z.string().optional(),
    },
    { verify: () => true },
  )

  it('is a Pydantic-like object schema with id, titles, descriptions, enums and required', () => {
    expect(T.judgeSchema()).toEqual({
      title: 'Answer',
      type: 'object',
      properties: {
        id: { title: 'Id', default: null, type: ['string', 'null'] },
        is_correct: { title: 'Is Correct', type: 'boolean', description: 'Whether the statement is correct' },
        count: { title: 'Count', type: 'integer', description: 'How many' },
        kind: { title: 'Kind', type: 'string', enum: ['a', 'b'], description: 'Kind' },
        explanation: { title: 'Explanation', type: 'string', description: 'Brief explanation of the determination' },
        notes: { title: 'Notes', type: 'string' },
      },
      required: ['is_correct', 'count', 'kind', 'explanation'],
      additionalProperties: true,
    })
  })

  it('keeps trace fields (and their required entry) in the sufficiency schema only', () => {
    const s = T.sufficiencySchema()
    expect((s.properties as Record<string, unknown>).cites).toEqual({ title: 'Cites', type: 'boolean', description: 'Cites' })
    expect(s.required).toEqual(['is_correct', 'count', 'kind', 'cites', 'explanation'])
  })

  it('returns a fresh copy each time', () => {
    const a = T.judgeSchema()
    ;(a.properties as Record<string, unknown>).count = 'mutated'
    expect((T.judgeSchema().properties as Record<string, unknown>).count).not.toBe('mutated')
  })
})
