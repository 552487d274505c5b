import fc from 'fast-check'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { anyOf } from '../composition/any-of.js'
import { atLeastN } from '../composition/at-least-n.js'
import { fieldCheck } from '../composition/field-check.js'
import { TemplateError } from '../errors/template-error.js'
import { booleanMatch } from '../primitives/boolean-match.js'
import { containsAny } from '../primitives/contains-any.js'
import { exactMatch } from '../primitives/exact-match.js'
import { numericGraded } from '../primitives/numeric-graded.js'
import { numericRange } from '../primitives/numeric-range.js'
import { numericTolerance } from '../primitives/numeric-tolerance.js'
import { regexMatch } from '../primitives/regex-match.js'
import { traceContains } from '../primitives/trace-contains.js'
import { defineTemplate } from '../template/define-template.js'
import { field } from '../template/field.js'
import { acceptedValues, assertTemplateProperty, nearMissValues, templateCases, templateProperty, templateValues } from './template-values.js'
import { fieldValues } from './field-variants.js'

const target = field(z.string(), {
  description: 'The direct pharmacological target protein identified in the response',
  groundTruth: 'BCL2',
  check: exactMatch({ normalize: ['lowercase', 'strip', 'remove_punctuation'] }),
})
const Venetoclax = defineTemplate({
  target,
  is_approved: field(z.boolean(), { description: 'True if the response states the drug has FDA approval', groundTruth: true, check: booleanMatch() }),
  dose_mg: field(z.number(), { description: 'Daily dose in mg', groundTruth: 400, check: numericTolerance({ tolerance: 10, mode: 'absolute' }) }),
  notes: z.string().describe('Anything else the response says'),
})

describe('templateValues', () => {
  it('is typed by the zod schema and gives every field a value of its schema', () => {
    const values = templateValues(Venetoclax)
    expectTypeOf(values).toEqualTypeOf<fc.Arbitrary<{ target: string; is_approved: boolean; dose_mg: number; notes: string }>>()
    fc.assert(fc.property(values, (v) => Venetoclax.valuesSchema.safeParse(v).success), { numRuns: 100 })
  })

  it('any-mode values of every field type satisfy the zod schema, refinements included', () => {
    const Shapes = defineTemplate({
      mechanism: z.enum(['inhibitor', 'activator']),
      pairs: z.number().int().min(0),
      proteins: z.array(z.string()).max(3),
      code: z.string().min(3),
      approved_on: field(z.string(), { description: 'Approval date', groundTruth: '2016-04-11', check: exactMatch(), type: 'date' }),
      cites: field(z.boolean(), { description: 'Cites PubMed', groundTruth: true, check: traceContains({ substring: 'PMID' }) }),
    }, { verify: () => true })
    fc.assert(fc.property(templateValues(Shapes), (v) => Shapes.valuesSchema.safeParse(v).success), { numRuns: 200 })
    const mechanisms = fc.sample(fieldValues(Shapes, 'mechanism'), { numRuns: 50, seed: 2 })
    expectTypeOf(mechanisms).toEqualTypeOf<('inhibitor' | 'activator')[]>()
    expect(new Set(mechanisms)).toEqual(new Set(['inhibitor', 'activator']))
    expect(fc.sample(fieldValues(Shapes, 'approved_on'), 20).every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true)
  })

  it('accepted values verify; one rejected field fails the default (all-of) strategy', () => {
    fc.assert(fc.property(acceptedValues(Venetoclax), (v) => Venetoclax.verify(v) && Venetoclax.verifyGranular(v) === 1), { numRuns: 200 })
    fc.assert(
      fc.property(nearMissValues(Venetoclax), ({ field: name, values }) => {
        expect(['target', 'is_approved', 'dose_mg']).toContain(name)
        const results = Venetoclax.instantiate(values).fieldResults()
        return !Venetoclax.verify(values) && results[name]!.result === false
      }),
      { numRuns: 200 },
    )
  })

  it('per-field modes and arbitraries win over the default', () => {
    const values = templateValues(Venetoclax, { verified: 'accepted', fields: { dose_mg: fc.constant(1), is_approved: 'rejected' } })
    for (const v of fc.sample(values, 20)) {
      expect(v.dose_mg).toBe(1)
      expect(v.is_approved).toBe(false)
    }
    expect(() => templateValues(Venetoclax, { fields: { nope: 'accepted' } as never })).toThrow(/template Answer › field "nope": templateValues: no such field/)
  })
})

describe('templateProperty / assertTemplateProperty', () => {
  it('passes on the seed venetoclax template, checking both accepted values and near misses', () => {
    const kinds = fc.sample(templateCases(Venetoclax), { numRuns: 200, seed: 3 }).map((c) => c.nearMiss ?? 'accepted')
    expect(new Set(kinds)).toEqual(new Set(['accepted', 'target', 'is_approved', 'dose_mg']))
    assertTemplateProperty(Venetoclax, {}, { numRuns: 300 })
  })

  it('follows the template strategy: with AnyOf a single near miss still verifies', () => {
    const Either = defineTemplate(
      { target, dose_mg: field(z.number(), { description: 'Dose', groundTruth: 400, check: numericTolerance({ tolerance: 0.05 }) }) },
      { strategy: anyOf(fieldCheck('target'), fieldCheck('dose_mg')) },
    )
    assertTemplateProperty(Either, {}, { numRuns: 200 })
    fc.assert(fc.property(nearMissValues(Either), ({ values }) => Either.verify(values)), { numRuns: 100 })
    const TwoOfThree = defineTemplate(
      { a: target, b: target, c: field(z.number(), { description: 'n', groundTruth: 3, check: numericGraded({ cutoff: 1, mode: 'absolute' }) }) },
      { strategy: atLeastN(2, fieldCheck('a'), fieldCheck('b'), fieldCheck('c')) },
    )
    assertTemplateProperty(TwoOfThree, {}, { numRuns: 200 })
  })

  it('finds and shrinks a template bug: a too-narrow normalizer set rejects an accepted spelling', () => {
    // The author meant "any spelling of BCL2", but the primitive lowercases without removing punctuation;
    // the user's own check states the intent, and fast-check reports a minimal counterexample.
    const Strict = defineTemplate({ target: field(z.string(), { description: 'Target', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase'] }) }) })
    const hyphenated = fc.constantFrom('BCL-2', 'Bcl-2', 'bcl-2')
    const property = fc.property(hyphenated, (spelling) => Strict.verify({ target: spelling }))
    const details = fc.check(property, { numRuns: 20 })
    expect(details.failed).toBe(true)
    expect(String(details.counterexample?.[0])).toMatch(/^bcl-2$/i)
  })

  it('reports the field, value and ground truth when a value you expect to pass is rejected', () => {
    const expected = { fields: { target: fc.constantFrom('BCL2', 'BCL-2 protein') }, nearMisses: false }
    let failure: Error | undefined
    try {
      assertTemplateProperty(Venetoclax, expected, { numRuns: 50, seed: 1 })
    } catch (error) {
      failure = error as Error
    }
    // fast-check reports the shrunk case and keeps the property's own error as the cause.
    expect(failure?.message).toMatch(/Counterexample: .*"target":"BCL-2 protein"/)
    expect((failure?.cause as Error).message).toMatch(
      /the template \(all fields accepted\): field "target" rejected the accepted variant 'BCL-2 protein' \(ground truth 'BCL2', ExactMatch\)/,
    )
    // Your own check runs on every case: returning false fails the property.
    const details = fc.check(templateProperty(Venetoclax, { nearMisses: false, check: (instance) => instance.values.dose_mg! < 405 }), { numRuns: 300, seed: 11 })
    expect(details.failed).toBe(true)
    expect((details.counterexample?.[0].values.dose_mg ?? 0) >= 405).toBe(true)
  })

  it('accepts your own arbitraries for fields it cannot generate (RegexMatch), and needs a raw trace for trace fields', () => {
    const Coded = defineTemplate({
      code: field(z.string(), { description: 'ATC code', groundTruth: 'L01XX52', check: regexMatch({ pattern: '^L01' }) }),
      mentions: field(z.string(), { description: 'Summary', groundTruth: '', check: containsAny({ substrings: ['BCL2'] }) }),
    })
    expect(() => templateProperty(Coded)).toThrow(TemplateError)
    assertTemplateProperty(Coded, { fields: { code: fc.stringMatching(/^L01[A-Z0-9]{0,4}$/) } }, { numRuns: 100 })
    const Traced = defineTemplate({
      target,
      cites: field(z.boolean(), { description: 'Cites PubMed', groundTruth: true, check: traceContains({ substring: 'PMID' }) }),
    })
    expect(() => templateProperty(Traced)).toThrow(/trace fields; pass instantiate: \{ rawTrace \}/)
    assertTemplateProperty(Traced, { instantiate: { rawTrace: 'see PMID 123' } }, { numRuns: 100 })
  })

  it('skips near misses for fields that reject nothing, and refuses classic templates', () => {
    const Open = defineTemplate({ n: field(z.number(), { description: 'n', groundTruth: 0, check: numericRange() }) })
    expect(fc.sample(templateCases(Open), 50).every((c) => c.nearMiss === undefined)).toBe(true)
    assertTemplateProperty(Open, {}, { numRuns: 50 })
    const Classic = defineTemplate({ answer: z.string() }, { verify: (a) => a.values.answer === 'x' })
    expect(() => templateProperty(Classic)).toThrow(/needs verified fields/)
  })
})
