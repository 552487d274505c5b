import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { TemplateError } from '../errors/template-error.js'
import { booleanMatch } from '../primitives/boolean-match.js'
import { containsAll } from '../primitives/contains-all.js'
import { containsAny } from '../primitives/contains-any.js'
import { dateMatch } from '../primitives/date-match.js'
import { dateRange } from '../primitives/date-range.js'
import { dateTolerance } from '../primitives/date-tolerance.js'
import { exactMatch } from '../primitives/exact-match.js'
import { literalMatch } from '../primitives/literal-match.js'
import { numericExact } from '../primitives/numeric-exact.js'
import { numericGraded } from '../primitives/numeric-graded.js'
import { numericMaximum } from '../primitives/numeric-maximum.js'
import { numericMinimum } from '../primitives/numeric-minimum.js'
import { numericRange } from '../primitives/numeric-range.js'
import { numericRangeGraded } from '../primitives/numeric-range-graded.js'
import { numericThresholdGraded } from '../primitives/numeric-threshold-graded.js'
import { numericTolerance } from '../primitives/numeric-tolerance.js'
import { orderedMatch } from '../primitives/ordered-match.js'
import { regexMatch } from '../primitives/regex-match.js'
import { setContainment } from '../primitives/set-containment.js'
import { traceContains } from '../primitives/trace-contains.js'
import { synonymMap } from '../primitives/normalizers.js'
import { conditionalGroundTruth } from '../template/conditional-ground-truth.js'
import { defineTemplate } from '../template/define-template.js'
import { field } from '../template/field.js'
import type { Template, TemplateShape } from '../template/template.js'
import { acceptedVariants, rejectedVariants } from './field-variants.js'

const RUNS = { numRuns: 150 }

/** Every accepted variant passes the field and every near miss fails it (the other fields are left out as judge-null). */
function expectFieldSplit<S extends TemplateShape>(template: Template<S>, name: string): void {
  const others = template.fields.map((f) => f.name).filter((n) => n !== name)
  const passes = (value: unknown) => template.instantiate({ [name]: value } as never, { nullFields: others }).fieldResults()[name]!.result
  fc.assert(fc.property(acceptedVariants(template as Template, name), (value) => passes(value) === true), RUNS)
  fc.assert(fc.property(rejectedVariants(template as Template, name), (value) => passes(value) === false), RUNS)
}

// The seed's venetoclax template (003, §2): ExactMatch with three normalizers, and a boolean field.
const Venetoclax = defineTemplate({
  target: field(z.string(), {
    description: 'The direct pharmacological target protein identified in the response',
    groundTruth: 'BCL2',
    check: exactMatch({ normalize: ['lowercase', 'strip', 'remove_punctuation'] }),
  }),
  is_approved: field(z.boolean(), { description: 'True if the response states the drug has FDA approval', groundTruth: true, check: booleanMatch() }),
})

describe('acceptedVariants / rejectedVariants on the seed venetoclax template', () => {
  it('accepts the spellings its normalizers erase ("Bcl-2", " bcl2 ") and rejects near misses', () => {
    expectFieldSplit(Venetoclax, 'target')
    expectFieldSplit(Venetoclax, 'is_approved')
  })

  it('produces the variants the seed talks about', () => {
    const samples = fc.sample(acceptedVariants(Venetoclax, 'target'), { numRuns: 400, seed: 42 })
    expect(samples.some((s) => s !== s.toUpperCase())).toBe(true)
    expect(samples.some((s) => /[-.!?]/.test(s))).toBe(true)
    expect(samples.some((s) => s !== s.trim())).toBe(true)
    const misses = fc.sample(rejectedVariants(Venetoclax, 'target'), { numRuns: 100, seed: 42 })
    expect(misses.every((s) => s.toLowerCase() !== 'bcl2')).toBe(true)
  })

  it('is typed by the zod schema', () => {
    const target: fc.Arbitrary<string> = acceptedVariants(Venetoclax, 'target')
    const approved: fc.Arbitrary<boolean> = rejectedVariants(Venetoclax, 'is_approved')
    expect(fc.sample(approved, 3)).toEqual([false, false, false])
    expect(typeof fc.sample(target, 1)[0]).toBe('string')
  })

  it('also takes a field of template.fields', () => {
    const info = Venetoclax.fields[0]!
    fc.assert(fc.property(acceptedVariants(info), (v) => Venetoclax.verify({ target: v as string, is_approved: true })), RUNS)
  })
})

describe('numeric primitives', () => {
  const Melting = defineTemplate({
    melting_point: field(z.number(), { description: 'Melting point in °C', groundTruth: 0.0, check: numericTolerance({ tolerance: 0.5, mode: 'absolute' }) }),
    dose: field(z.number(), { description: 'Dose in mg', groundTruth: 400, check: numericTolerance({ tolerance: 0.1 }) }),
    chromosomes: field(z.number().int(), { description: 'Chromosome pairs', groundTruth: 23, check: numericExact() }),
  })

  it('NumericTolerance: within the absolute or relative tolerance, near misses just outside', () => {
    expectFieldSplit(Melting, 'melting_point')
    expectFieldSplit(Melting, 'dose')
    const misses = fc.sample(rejectedVariants(Melting, 'melting_point'), { numRuns: 200, seed: 1 })
    expect(misses.every((x) => Math.abs(x) > 0.5)).toBe(true)
    // The boundary itself is reachable: fast-check biases doubles towards the ends of the range.
    expect(fc.sample(acceptedVariants(Melting, 'melting_point'), { numRuns: 500, seed: 1 })).toContain(0.5)
  })

  it('an int field gets integers', () => {
    expectFieldSplit(Melting, 'chromosomes')
    expect(fc.sample(rejectedVariants(Melting, 'chromosomes'), { numRuns: 50, seed: 3 }).every(Number.isInteger)).toBe(true)
  })

  it('every numeric primitive, with exclusive bounds and relative modes', () => {
    const Numbers = defineTemplate({
      range: field(z.number(), { description: 'a', groundTruth: 0, check: numericRange({ min: -1, max: 2.5, exclusiveMax: true }) }),
      minimum: field(z.number(), { description: 'b', groundTruth: 10, check: numericMinimum({ exclusive: true }) }),
      maximum: field(z.number().int(), { description: 'c', groundTruth: 10, check: numericMaximum() }),
      graded: field(z.number(), { description: 'd', groundTruth: 50, check: numericGraded({ cutoff: 0.2, fullCredit: 0.05 }) }),
      band: field(z.number(), { description: 'e', groundTruth: 0, check: numericRangeGraded({ min: 7.35, max: 7.45, margin: 0.5, mode: 'relative' }) }),
      threshold: field(z.number(), { description: 'f', groundTruth: 0.05, check: numericThresholdGraded({ direction: 'max', margin: 0.5 }) }),
      text_number: field(z.string(), { description: 'g', groundTruth: '3.5', check: numericTolerance({ tolerance: 0.01, mode: 'absolute' }) }),
      relative_zero: field(z.number(), { description: 'h', groundTruth: 0, check: numericTolerance({ tolerance: 0.1 }) }),
    })
    for (const name of Object.keys(Numbers.shape)) expectFieldSplit(Numbers, name)
  })

  it('refuses when the primitive rejects (or accepts) nothing, naming template and field', () => {
    const Open = defineTemplate({ any: field(z.number(), { description: 'x', groundTruth: 1, check: numericRange() }) }, { name: 'Open' })
    expect(() => rejectedVariants(Open, 'any')).toThrow(TemplateError)
    expect(() => rejectedVariants(Open, 'any')).toThrow(/template Open › field "any": cannot generate near misses.*rejects no number/)
    const Impossible = defineTemplate({ n: field(z.number().int(), { description: 'x', groundTruth: 1.5, check: numericExact() }) })
    expect(() => acceptedVariants(Impossible, 'n')).toThrow(/accepts no integer/)
  })
})

describe('text, list, literal and date primitives', () => {
  const Mixed = defineTemplate({
    mechanism: field(z.enum(['inhibitor', 'activator', 'agonist']), { description: 'Mechanism', groundTruth: 'inhibitor', check: literalMatch() }),
    label: field(z.string(), { description: 'Label', groundTruth: 'BCL2', check: literalMatch() }),
    mentions: field(z.string(), { description: 'Summary', groundTruth: '', check: containsAny({ substrings: ['apoptosis', 'BCL-2'], normalize: ['lowercase'] }) }),
    all_terms: field(z.string(), {
      description: 'Summary',
      groundTruth: '',
      check: containsAll({ substrings: ['Mitochondria', 'cell death', 'ΟΔΟΣ'], normalize: ['lowercase', 'collapse_whitespace'] }),
    }),
    proteins: field(z.array(z.string()), { description: 'Proteins', groundTruth: ['BCL2', 'MCL1', 'BAX'], check: setContainment() }),
    superset: field(z.array(z.string()), { description: 'Proteins', groundTruth: ['BCL2'], check: setContainment({ mode: 'superset' }) }),
    overlap: field(z.array(z.string()), { description: 'Proteins', groundTruth: ['a', 'b', 'c'], check: setContainment({ mode: 'overlap', minOverlap: 2 }) }),
    subset: field(z.array(z.string()), { description: 'Proteins', groundTruth: ['a', 'b'], check: setContainment({ mode: 'subset' }) }),
    steps: field(z.array(z.string()), { description: 'Steps', groundTruth: ['Bind', 'Release', 'Apoptosis'], check: orderedMatch() }),
    approval: field(z.string(), { description: 'Approval date', groundTruth: '2016-04-11', check: dateMatch(), type: 'date' }),
    approval_window: field(z.string(), { description: 'Approval', groundTruth: '2016-04-11T12:00', check: dateTolerance({ tolerance: 3, unit: 'hours' }) }),
    in_range: field(z.string(), { description: 'When', groundTruth: '', check: dateRange({ min: '2015-01-01', max: '2016-12-31' }) }),
  })

  for (const name of Object.keys(Mixed.shape)) {
    it(`${name}: accepted variants pass, near misses fail`, () => expectFieldSplit(Mixed, name))
  }

  it('synonym maps: keys that normalize like the ground truth are accepted, keys that do not are never near misses', () => {
    const Synonyms = defineTemplate({
      target: field(z.string(), { description: 'Target', groundTruth: 'BCL2', check: exactMatch({ normalize: [synonymMap({ 'B-cell lymphoma 2': 'BCL2', BCL3: 'BCL2' }), 'lowercase'] }) }),
    })
    expectFieldSplit(Synonyms, 'target')
    expect(fc.sample(acceptedVariants(Synonyms, 'target'), { numRuns: 300, seed: 7 })).toContain('B-cell lymphoma 2')
  })

  it('a conditional ground truth is resolved against the scenario context (case primitive included)', () => {
    const Scenario = defineTemplate({
      behavior: field(z.string(), {
        description: 'What the model did',
        groundTruth: conditionalGroundTruth({
          source: 'node_results.attack.parsed.kind',
          cases: { jailbreak: { value: 'refused', check: exactMatch({ normalize: ['lowercase', 'remove_punctuation'] }) } },
          default: { value: 'complied' },
        }),
        check: exactMatch(),
      }),
    })
    const scenarioContext = { node_results: { attack: { parsed: { kind: 'jailbreak' } } } }
    const passes = (behavior: string, context: typeof scenarioContext | null) =>
      Scenario.instantiate({ behavior }, { scenarioContext: context }).fieldResults().behavior!.result
    fc.assert(fc.property(acceptedVariants(Scenario, 'behavior', { scenarioContext }), (v) => passes(v, scenarioContext) === true), RUNS)
    fc.assert(fc.property(rejectedVariants(Scenario, 'behavior', { scenarioContext }), (v) => passes(v, scenarioContext) === false), RUNS)
    fc.assert(fc.property(acceptedVariants(Scenario, 'behavior'), (v) => passes(v, null) === true), RUNS)
    expect(fc.sample(acceptedVariants(Scenario, 'behavior', { scenarioContext }), { numRuns: 200, seed: 4 }).some((v) => /[!-/]/.test(v))).toBe(true)
  })

  it('RegexMatch and trace fields are refused with the reason', () => {
    const T = defineTemplate({
      code: field(z.string(), { description: 'Code', groundTruth: '', check: regexMatch({ pattern: '^[A-Z]{3}$' }) }),
      cites: field(z.boolean(), { description: 'Cites', groundTruth: true, check: traceContains({ substring: 'PMID' }) }),
    })
    expect(() => acceptedVariants(T, 'code')).toThrow(/RegexMatch patterns are Python regular expressions/)
    expect(() => acceptedVariants(T, 'cites')).toThrow(/trace primitive/)
    expect(() => acceptedVariants(T, 'nope' as 'code')).toThrow(/no such field/)
  })
})
