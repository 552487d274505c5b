import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseModelConfig, parseOwnedModelConfig } from '../config/model-config.js'
import { toModelConfig } from '../config/model-id.js'
import { toStrictSchema } from '../llm/openai/strict-schema.js'
import { exactMatch } from '../primitives/exact-match.js'
import { PRIMITIVES, type PrimitiveType } from '../primitives/registry.js'
import { prettyJson } from '../prompts/task-prompt.js'
import { isShared } from '../utils/shared-value.js'
import { conditionalGroundTruth } from './conditional-ground-truth.js'
import { defineTemplate } from './define-template.js'
import { field } from './field.js'
import { sharedJudgeSchema, sharedSufficiencySchema } from './judge-schema.js'

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

// The per-call hot path reads what a template or a run derives once (issue 18): these pin that it is derived
// once and cannot be changed under the other calls' feet, while users still get fresh copies.
const Target = defineTemplate({ target: field(z.string(), { description: 'The protein target', groundTruth: 'BCL2', check: exactMatch() }) })

describe('data derived once per template or run', () => {
  it('the pipeline reads one frozen judge schema per template; judgeSchema() still gives users a fresh copy', () => {
    const shared = sharedJudgeSchema(Target)
    expect(sharedJudgeSchema(Target)).toBe(shared)
    expect(shared).toEqual(Target.judgeSchema())
    expect(isShared(shared)).toBe(true)
    expect(Object.isFrozen(shared['properties'])).toBe(true)
    expect(() => ((shared['properties'] as Record<string, unknown>)['x'] = 1)).toThrow(TypeError)
    const copy = Target.judgeSchema()
    expect(copy).not.toBe(Target.judgeSchema())
    ;(copy['properties'] as Record<string, unknown>)['x'] = 1
    expect(Target.judgeSchema()['properties']).not.toHaveProperty('x')
    expect(sharedSufficiencySchema(Target)).toEqual(Target.sufficiencySchema())
  })

  it('the strict form and the pretty-printed schema of a shared schema are made once; of other values, each time', () => {
    const shared = sharedJudgeSchema(Target)
    expect(toStrictSchema(shared)).toBe(toStrictSchema(shared))
    expect(toStrictSchema(shared)).toEqual(toStrictSchema(Target.judgeSchema()))
    expect(toStrictSchema(Target.judgeSchema())).not.toBe(toStrictSchema(Target.judgeSchema()))
    expect(prettyJson(shared)).toBe(prettyJson(Target.judgeSchema()))
  })

  it('a template does not keep its shared schema (or what is derived from it) once nothing uses it', async () => {
    // A benchmark keeps every template for the whole run: a template holding its schema, prompt block and strict
    // form made a 5,000-question `karenina verify` keep ~5 KiB per question it had run.
    setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    const Dose = defineTemplate({ dose: field(z.string(), { description: 'The dose', groundTruth: '5 mg', check: exactMatch() }) })
    const first = new WeakRef(sharedJudgeSchema(Dose))
    expect(sharedJudgeSchema(Dose)).toBe(first.deref())
    toStrictSchema(sharedJudgeSchema(Dose))
    prettyJson(sharedJudgeSchema(Dose))
    // A WeakRef's target is kept until the current job ends; then a full collection may take it.
    await new Promise((resolve) => setImmediate(resolve))
    gc()
    expect(first.deref()).toBeUndefined()
    expect(sharedJudgeSchema(Dose)).toEqual(Dose.judgeSchema())
  })

  it('templateId is the same string on every read', () => {
    expect(Target.templateId).toMatch(/^[0-9a-f]{32}$/)
    expect(Target.templateId).toBe(Target.templateId)
  })

  it("a run's own validated model config is reused as is; a user's config is validated on every call", () => {
    const owned = parseOwnedModelConfig({ interface: 'openai_endpoint', model_name: 'm', endpoint_base_url: 'http://127.0.0.1:1/v1' })
    expect(parseModelConfig(owned)).toBe(owned)
    expect(toModelConfig(owned)).toBe(owned)
    expect(toModelConfig(owned, { temperature: 0.5 })).toMatchObject({ model_name: 'm', temperature: 0.5 })
    const user = parseModelConfig({ interface: 'openai_endpoint', model_name: 'm', endpoint_base_url: 'http://127.0.0.1:1/v1' })
    expect(parseModelConfig(user)).not.toBe(user)
    expect(parseModelConfig(user)).toEqual(user)
    expect(() => parseModelConfig({ ...user, interface: 'nope' } as never)).toThrow(/interface/)
  })
})
