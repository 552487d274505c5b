import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { compilePyRegex } from '../compat/py-regex.js'
import { PRIMITIVES, type PrimitiveType } from '../primitives/registry.js'
import { defineTemplate } from './define-template.js'
import { field } from './field.js'
import type { TemplateShape } from './template.js'

// Every ground truth, primitive parameter and extraction hint is a "secret": none may reach the judge.
// Secret strings carry a marker that names and descriptions never contain, so a leak is unambiguous;
// secret numbers avoid the few small integers a schema may hold structurally.
const MARKER = '⟦gt⟧'
const secretText = fc.string({ maxLength: 10 }).map((s) => `${MARKER}${s}`)
// A secret pattern must still compile (a template with an invalid pattern fails when defined), and stays
// verbatim so that a leak of the pattern text is caught.
const secretPattern = secretText.filter((pattern) => {
  try {
    compilePyRegex(pattern)
    return true
  } catch {
    return false
  }
})
const secretNumber = fc.oneof(fc.integer({ min: 2, max: 1_000_000 }), fc.double({ min: 2, max: 1e9, noNaN: true }), fc.double({ min: -1e9, max: -2, noNaN: true }))
const isoDate = fc.date({ min: new Date('1990-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))

interface Kind {
  schema: () => z.ZodType
  groundTruth: fc.Arbitrary<unknown>
  params: fc.Arbitrary<Record<string, unknown>>
  /** A literal ground truth is one of the field's enum values: public by construction, not a secret. */
  publicGroundTruth?: boolean
}

const none = fc.constant({})
const LITERALS = ['inhibitor', 'activator', 'agonist'] as const
const KINDS: Record<PrimitiveType, Kind> = {
  ExactMatch: { schema: () => z.string(), groundTruth: secretText, params: none },
  ContainsAny: { schema: () => z.string(), groundTruth: secretText, params: fc.record({ substrings: fc.array(secretText, { maxLength: 3 }) }) },
  ContainsAll: { schema: () => z.string(), groundTruth: secretText, params: fc.record({ substrings: fc.array(secretText, { maxLength: 3 }) }) },
  RegexMatch: { schema: () => z.string(), groundTruth: secretText, params: fc.record({ pattern: secretPattern }) },
  SemanticMatch: { schema: () => z.string(), groundTruth: secretText, params: fc.record({ threshold: fc.double({ min: 0.5, max: 0.99, noNaN: true }) }) },
  LiteralMatch: { schema: () => z.enum(LITERALS), groundTruth: fc.constantFrom(...LITERALS), params: none, publicGroundTruth: true },
  BooleanMatch: { schema: () => z.boolean(), groundTruth: fc.boolean(), params: none },
  NumericExact: { schema: () => z.number().int(), groundTruth: secretNumber, params: none },
  NumericTolerance: { schema: () => z.number(), groundTruth: secretNumber, params: fc.record({ tolerance: secretNumber, mode: fc.constantFrom('absolute', 'relative') }) },
  NumericRange: { schema: () => z.number(), groundTruth: secretNumber, params: fc.tuple(secretNumber, secretNumber).map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })) },
  NumericMinimum: { schema: () => z.number(), groundTruth: secretNumber, params: fc.record({ exclusive: fc.boolean() }) },
  NumericMaximum: { schema: () => z.number(), groundTruth: secretNumber, params: fc.record({ exclusive: fc.boolean() }) },
  NumericGraded: { schema: () => z.number(), groundTruth: secretNumber, params: fc.record({ cutoff: secretNumber.map(Math.abs) }) },
  NumericRangeGraded: {
    schema: () => z.number(),
    groundTruth: secretNumber,
    params: fc.tuple(secretNumber, secretNumber, secretNumber).filter(([a, b]) => a !== b).map(([a, b, m]) => ({ min: Math.min(a, b), max: Math.max(a, b), margin: Math.abs(m) })),
  },
  NumericThresholdGraded: { schema: () => z.number(), groundTruth: secretNumber, params: fc.record({ direction: fc.constantFrom('max', 'min'), margin: secretNumber.map(Math.abs) }) },
  SetContainment: { schema: () => z.array(z.string()), groundTruth: fc.array(secretText, { maxLength: 4 }), params: fc.record({ mode: fc.constantFrom('exact', 'subset', 'superset', 'overlap') }) },
  OrderedMatch: { schema: () => z.array(z.string()), groundTruth: fc.array(secretText, { maxLength: 4 }), params: none },
  DateMatch: { schema: () => z.string(), groundTruth: isoDate.map((d) => `${MARKER}${d}`), params: none },
  DateTolerance: { schema: () => z.string(), groundTruth: isoDate.map((d) => `${MARKER}${d}`), params: fc.record({ tolerance: fc.integer({ min: 2, max: 400 }) }) },
  DateRange: { schema: () => z.string(), groundTruth: secretText, params: fc.record({ min: secretText, max: secretText }) },
  TraceRegex: { schema: () => z.boolean(), groundTruth: fc.boolean(), params: fc.record({ pattern: secretPattern }) },
  TraceContains: { schema: () => z.boolean(), groundTruth: fc.boolean(), params: fc.record({ substring: secretText }) },
  TraceLength: { schema: () => z.boolean(), groundTruth: fc.boolean(), params: fc.record({ min: fc.integer({ min: 2, max: 100 }), max: fc.integer({ min: 101, max: 10_000 }) }) },
  TraceToolCalls: { schema: () => z.boolean(), groundTruth: fc.boolean(), params: fc.record({ expected: fc.array(secretText.filter((t) => t !== ''), { maxLength: 3 }), order: fc.constantFrom('strict', 'unordered', 'subset', 'superset') }) },
  TraceToolCalled: { schema: () => z.boolean(), groundTruth: fc.boolean(), params: fc.record({ name: secretText.filter((t) => t !== ''), args: fc.dictionary(fc.constantFrom('q', 'id'), secretText) }) },
  TraceStepCount: { schema: () => z.boolean(), groundTruth: fc.boolean(), params: fc.record({ min: fc.integer({ min: 2, max: 100 }), max: fc.integer({ min: 101, max: 10_000 }) }) },
}

interface FieldDraft {
  name: string
  description: string
  type: PrimitiveType
  groundTruth: unknown
  params: Record<string, unknown>
  weight: number
  hint: string | null
}

const fieldName = fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/).filter((n) => !['id', 'correct', 'regex'].includes(n))
const description = fc.string({ minLength: 1, maxLength: 30 }).filter((d) => /[A-Za-z0-9]/.test(d) && !d.includes(MARKER))

const draft = (name: string): fc.Arbitrary<FieldDraft> =>
  fc.constantFrom(...(Object.keys(KINDS) as PrimitiveType[])).chain((type) =>
    fc.record({
      name: fc.constant(name),
      description,
      type: fc.constant(type),
      groundTruth: KINDS[type].groundTruth,
      params: KINDS[type].params,
      weight: secretNumber,
      hint: fc.option(secretText, { nil: null }),
    }),
  )

const drafts = fc.uniqueArray(fieldName, { minLength: 1, maxLength: 6 }).chain((names) => fc.tuple(...names.map(draft)))

function templateOf(fields: readonly FieldDraft[]) {
  const shape: TemplateShape = {}
  for (const f of fields) {
    shape[f.name] = field(KINDS[f.type].schema(), {
      description: f.description,
      groundTruth: f.groundTruth as never,
      check: PRIMITIVES[f.type].fromParams(f.params),
      weight: f.weight,
      extractionHint: f.hint,
    })
  }
  return defineTemplate(shape, { name: 'Generated' })
}

/** Every string (keys included) and number anywhere in a JSON value. */
function atoms(value: unknown, strings: string[] = [], numbers: number[] = []): { strings: string[]; numbers: number[] } {
  if (typeof value === 'string') strings.push(value)
  else if (typeof value === 'number') numbers.push(value)
  else if (Array.isArray(value)) value.forEach((v) => atoms(v, strings, numbers))
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      strings.push(k)
      atoms(v, strings, numbers)
    }
  }
  return { strings, numbers }
}

/** The secret numbers of a field (its ground truth unless public, its weight, numeric params). */
function secretNumbers(f: FieldDraft): number[] {
  const out = [f.weight]
  const collect = (v: unknown) => {
    if (typeof v === 'number') out.push(v)
    else if (Array.isArray(v)) v.forEach(collect)
  }
  if (!KINDS[f.type].publicGroundTruth) collect(f.groundTruth)
  for (const [key, value] of Object.entries(f.params)) if (key !== 'exclusive') collect(value)
  return out.filter((n) => Math.abs(n) >= 2)
}

describe('the judge schema never contains a ground truth (spec 01 §6)', () => {
  it('no secret string or number of any generated template appears in the judge or sufficiency schema', () => {
    fc.assert(
      fc.property(drafts, (fields) => {
        const template = templateOf(fields)
        for (const schema of [template.judgeSchema(), template.sufficiencySchema()]) {
          const serialized = JSON.stringify(schema)
          expect(serialized).not.toContain(MARKER)
          expect(serialized).not.toContain('__verification__')
          const { numbers } = atoms(schema)
          for (const n of fields.flatMap(secretNumbers)) expect(numbers).not.toContain(n)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('the schema depends only on names, types and descriptions: other secrets give the identical schema', () => {
    const twins = drafts.chain((fields) =>
      fc.tuple(
        fc.constant(fields),
        fc.tuple(...fields.map((f) => fc.record({ groundTruth: KINDS[f.type].groundTruth, params: KINDS[f.type].params, weight: secretNumber, hint: fc.option(secretText, { nil: null }) }))),
      ),
    )
    fc.assert(
      fc.property(twins, ([fields, secrets]) => {
        const a = templateOf(fields)
        const b = templateOf(fields.map((f, i) => ({ ...f, ...secrets[i]! })))
        expect(b.judgeSchema()).toEqual(a.judgeSchema())
        expect(b.sufficiencySchema()).toEqual(a.sufficiencySchema())
      }),
      { numRuns: 200 },
    )
  })

  it('trace fields are left out of the judge schema (properties and required) but kept for the sufficiency check', () => {
    fc.assert(
      fc.property(drafts, (fields) => {
        const template = templateOf(fields)
        const judge = template.judgeSchema() as { properties: Record<string, unknown>; required?: string[] }
        const sufficiency = template.sufficiencySchema() as { properties: Record<string, unknown> }
        for (const f of fields) {
          const isTrace = PRIMITIVES[f.type].fromParams(f.params).kind === 'trace'
          expect(Object.hasOwn(judge.properties, f.name)).toBe(!isTrace)
          if (isTrace) expect(judge.required ?? []).not.toContain(f.name)
          expect(Object.hasOwn(sufficiency.properties, f.name)).toBe(true)
        }
        expect(Object.hasOwn(judge.properties, 'id')).toBe(true)
      }),
      { numRuns: 200 },
    )
  })
})
