import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { allOf } from '../composition/all-of.js'
import { anyOf } from '../composition/any-of.js'
import { fieldCheck } from '../composition/field-check.js'
import { booleanMatch } from '../primitives/boolean-match.js'
import { containsAny } from '../primitives/contains-any.js'
import { exactMatch } from '../primitives/exact-match.js'
import { literalMatch } from '../primitives/literal-match.js'
import { numericExact } from '../primitives/numeric-exact.js'
import { numericTolerance } from '../primitives/numeric-tolerance.js'
import { setContainment } from '../primitives/set-containment.js'
import { traceRegex } from '../primitives/trace-regex.js'
import { defineTemplate } from './define-template.js'
import { field } from './field.js'

// Every example of the user-facing template document (seed 003), with the verdicts it prints.

describe('seed 003 — VerifiedField templates', () => {
  it('venetoclax: ExactMatch with punctuation removal accepts "Bcl-2"', () => {
    const Answer = defineTemplate({
      target: field(z.string(), {
        description: 'The direct pharmacological target protein identified in the response',
        groundTruth: 'BCL2',
        check: exactMatch({ normalize: ['lowercase', 'strip', 'remove_punctuation'] }),
      }),
      is_approved: field(z.boolean(), {
        description: 'True if the response states the drug has FDA approval',
        groundTruth: true,
        check: booleanMatch(),
      }),
    })
    const parsed = Answer.instantiate({ target: 'Bcl-2', is_approved: true })
    expect(parsed.values.target).toBe('Bcl-2')
    expect(parsed.verify()).toBe(true)
    expect(parsed.verifyGranular()!.toFixed(2)).toBe('1.00')
    expect(Answer.mode).toBe('verified')
  })

  it('chromosome pairs: NumericExact 23 passes, 46 fails', () => {
    const Answer = defineTemplate({
      pair_count: field(z.int(), {
        description: 'The number of chromosome pairs in a normal human somatic cell, as a whole number.',
        groundTruth: 23,
        check: numericExact(),
      }),
    })
    expect(Answer.verify({ pair_count: 23 })).toBe(true)
    expect(Answer.verify({ pair_count: 46 })).toBe(false)
  })

  it('element and atomic number: both pass → 1.00', () => {
    const Answer = defineTemplate({
      element: field(z.string(), {
        description: 'The chemical element name mentioned in the response',
        groundTruth: 'oxygen',
        check: exactMatch({ normalize: ['lowercase', 'strip'] }),
      }),
      atomic_number: field(z.int(), { description: 'The atomic number stated in the response', groundTruth: 8, check: numericExact() }),
    })
    const parsed = Answer.instantiate({ element: 'Oxygen', atomic_number: 8 })
    expect(parsed.verify()).toBe(true)
    expect(parsed.verifyGranular()!.toFixed(2)).toBe('1.00')
  })

  it('mutation type: Literal field with LiteralMatch, enum in the judge schema', () => {
    const Answer = defineTemplate({
      mutation_type: field(z.enum(['missense', 'nonsense', 'frameshift', 'silent']), {
        description: 'The type of point mutation described in the response.',
        groundTruth: 'missense',
        check: literalMatch(),
      }),
    })
    expect(Answer.verify({ mutation_type: 'missense' })).toBe(true)
    expect(Answer.verify({ mutation_type: 'silent' })).toBe(false)
    const property = (Answer.judgeSchema().properties as Record<string, Record<string, unknown>>).mutation_type!
    expect(property.enum).toEqual(['missense', 'nonsense', 'frameshift', 'silent'])
    expect(Answer.fields[0]!.type).toBe('literal')
  })

  it('TP53 boolean check: True verifies, False does not', () => {
    const Answer = defineTemplate({
      identifies_tp53: field(z.boolean(), {
        description: 'True if the response identifies TP53 as the single most commonly mutated gene in human cancers.',
        groundTruth: true,
        check: booleanMatch(),
      }),
    })
    expect(Answer.verify({ identifies_tp53: true })).toBe(true)
    expect(Answer.verify({ identifies_tp53: false })).toBe(false)
  })

  it('blood type: "O+", "o+" and " O+ " all verify', () => {
    const Answer = defineTemplate({
      blood_type: field(z.string(), {
        description: 'The blood type stated in the response as the most common worldwide.',
        groundTruth: 'O+',
        check: exactMatch({ normalize: ['lowercase', 'strip'] }),
        extractionHint: "Look for blood type notation like 'O+', 'A-', 'O positive', etc.",
      }),
    })
    for (const value of ['O+', 'o+', ' O+ ']) expect(Answer.verify({ blood_type: value })).toBe(true)
    expect(Answer.fields[0]!.verification!.extractionHint).toContain('blood type notation')
    expect(JSON.stringify(Answer.judgeSchema())).not.toContain('blood type notation')
  })

  it('temperature: absolute tolerance 0.5 around 37.0', () => {
    const Answer = defineTemplate({
      temperature_celsius: field(z.number(), {
        description: 'The normal body temperature stated in the response, in degrees Celsius.',
        groundTruth: 37.0,
        check: numericTolerance({ tolerance: 0.5, mode: 'absolute' }),
      }),
    })
    const verdicts = [37.0, 36.8, 37.5, 36.0, 38.0].map((t) => Answer.verify({ temperature_celsius: t }))
    expect(verdicts).toEqual([true, true, true, false, false])
  })

  it('mRNA vaccine: weights 2, 2, 1 give 1.00, then 0.60 when the target protein is wrong', () => {
    const Answer = defineTemplate({
      delivery_mechanism: field(z.string(), {
        description: 'The primary mechanism by which the vaccine delivers instructions to cells.',
        groundTruth: 'mrna',
        check: containsAny({ substrings: ['mrna', 'messenger rna'], normalize: ['lowercase'] }),
        weight: 2,
      }),
      target_protein: field(z.string(), {
        description: 'The protein that cells are instructed to produce.',
        groundTruth: 'spike protein',
        check: containsAny({ substrings: ['spike'], normalize: ['lowercase'] }),
        weight: 2,
      }),
      mentions_immune_response: field(z.boolean(), {
        description: 'True if the response describes the resulting immune response.',
        groundTruth: true,
        check: booleanMatch(),
        weight: 1,
      }),
    })
    const parsed = Answer.instantiate({ delivery_mechanism: 'mRNA instructions', target_protein: 'spike protein', mentions_immune_response: true })
    expect(parsed.verify()).toBe(true)
    expect(parsed.verifyGranular()!.toFixed(2)).toBe('1.00')
    const parsed2 = Answer.instantiate({ delivery_mechanism: 'mRNA instructions', target_protein: 'wrong protein', mentions_immune_response: true })
    expect(parsed2.verify()).toBe(false)
    expect(parsed2.verifyGranular()!.toFixed(2)).toBe('0.60')
  })

  it('signaling proteins: list field with SetContainment(exact)', () => {
    const Answer = defineTemplate({
      signaling_proteins: field(z.array(z.string()), {
        description: 'All proteins explicitly named as part of the signaling pathway in the response.',
        groundTruth: ['EGFR', 'KRAS', 'BRAF'],
        check: setContainment({ mode: 'exact' }),
      }),
    })
    expect(Answer.verify({ signaling_proteins: ['BRAF', 'EGFR', 'KRAS'] })).toBe(true)
    expect(Answer.verify({ signaling_proteins: ['EGFR', 'KRAS'] })).toBe(false)
    expect(Answer.fields[0]!.type).toBe('list_str')
  })

  it('penicillin TraceRegex fields read the raw trace and are not in the judge schema', () => {
    const Answer = defineTemplate({
      mentions_year: field(z.boolean(), {
        description: 'True if a four-digit year appears in the response',
        groundTruth: true,
        check: traceRegex({ pattern: String.raw`\b\d{4}\b` }),
      }),
      mentions_fleming: field(z.boolean(), {
        description: 'True if Fleming is mentioned in the response',
        groundTruth: true,
        check: traceRegex({ pattern: String.raw`\bFleming\b` }),
      }),
    })
    const rawTrace =
      'Penicillin was discovered in 1928 by Alexander Fleming, who noticed that a mold of the genus Penicillium inhibited bacterial growth on an agar plate.'
    expect(Answer.isTraceOnly).toBe(true)
    expect(Answer.verify({}, { rawTrace })).toBe(true)
    expect(Answer.verify({}, { rawTrace: 'Penicillin was discovered by a Scottish physician.' })).toBe(false)
    expect(Object.keys(Answer.judgeSchema().properties as object)).toEqual(['id'])
  })
})

describe('seed 003 — class requirements and quick examples', () => {
  it('any template name works; the name is the Python class name', () => {
    const VenetoclaxAnswer = defineTemplate(
      { target: field(z.string(), { description: 'Drug target protein', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase', 'strip'] }) }) },
      { name: 'VenetoclaxAnswer' },
    )
    expect(VenetoclaxAnswer.verify({ target: ' bcl2' })).toBe(true)
    expect(VenetoclaxAnswer.source).toContain('class VenetoclaxAnswer(BaseAnswer):')
    const Answer = defineTemplate({ value: field(z.string(), { description: 'The answer value', groundTruth: '42', check: exactMatch() }) })
    expect(Answer.name).toBe('Answer')
    expect(Answer.verify({ value: '42' })).toBe(true)
  })

  it('gene, oncogene and melting point examples', () => {
    const Gene = defineTemplate({ gene: field(z.string(), { description: 'The gene symbol identified in the response', groundTruth: 'TP53', check: exactMatch({ normalize: ['lowercase', 'strip'] }) }) })
    expect(Gene.verify({ gene: 'tp53 ' })).toBe(true)
    const Onco = defineTemplate({ is_oncogene: field(z.boolean(), { description: 'True if the response classifies the gene as an oncogene', groundTruth: true, check: booleanMatch() }) })
    expect(Onco.verify({ is_oncogene: false })).toBe(false)
    const Melting = defineTemplate({
      melting_point: field(z.number(), { description: 'The melting point in degrees Celsius as stated in the response', groundTruth: 0.0, check: numericTolerance({ tolerance: 0.5, mode: 'absolute' }) }),
    })
    expect([-0.5, 0.3, 0.6].map((v) => Melting.verify({ melting_point: v }))).toEqual([true, true, false])
  })

  it('individual boolean fields give per-item partial credit', () => {
    const Answer = defineTemplate({
      mentions_egfr: field(z.boolean(), { description: 'True if the response names EGFR as part of the signaling pathway.', groundTruth: true, check: booleanMatch() }),
      mentions_kras: field(z.boolean(), { description: 'True if the response names KRAS as part of the signaling pathway.', groundTruth: true, check: booleanMatch() }),
      mentions_braf: field(z.boolean(), { description: 'True if the response names BRAF as part of the signaling pathway.', groundTruth: true, check: booleanMatch() }),
    })
    const parsed = Answer.instantiate({ mentions_egfr: true, mentions_kras: true, mentions_braf: false })
    expect(parsed.verify()).toBe(false)
    expect(parsed.verifyGranular()!.toFixed(2)).toBe('0.67')
  })
})

describe('seed 003 — composition (AnyOf strategy)', () => {
  const Answer = defineTemplate(
    {
      target: field(z.string(), { description: 'The drug target protein', groundTruth: 'BCL2', check: exactMatch({ normalize: ['lowercase', 'strip'] }) }),
      mechanism: field(z.string(), { description: 'The mechanism of action', groundTruth: 'inhibitor', check: exactMatch({ normalize: ['lowercase', 'strip'] }) }),
      is_approved: field(z.boolean(), { description: 'True if the drug has FDA approval', groundTruth: true, check: booleanMatch() }),
    },
    { strategy: anyOf(fieldCheck('target'), allOf(fieldCheck('mechanism'), fieldCheck('is_approved'))) },
  )

  it('passes when the target is right, or when mechanism and approval both are', () => {
    expect(Answer.verify({ target: 'bcl2', mechanism: 'activator', is_approved: false })).toBe(true)
    expect(Answer.verify({ target: 'TP53', mechanism: 'Inhibitor', is_approved: true })).toBe(true)
    expect(Answer.verify({ target: 'TP53', mechanism: 'inhibitor', is_approved: false })).toBe(false)
  })

  it('scores AnyOf granularly as the best single field over the total weight (1/3)', () => {
    expect(Answer.verifyGranular({ target: 'BCL2', mechanism: 'activator', is_approved: false })).toBeCloseTo(1 / 3, 12)
  })
})

describe('seed 003 — classic templates', () => {
  it('classic venetoclax: groundTruth hook sets correct, user verify decides', () => {
    const Answer = defineTemplate(
      { target: z.string().describe('The protein target of the drug mentioned in the response') },
      {
        groundTruth: () => ({ correct: { target: 'BCL2' } }),
        verify: (answer) => (answer.values.target ?? '').trim().toUpperCase().replaceAll('-', '') === String(answer.groundTruths!.target).toUpperCase(),
      },
    )
    const parsed = Answer.instantiate({ target: 'Bcl-2' })
    expect(parsed.values.target).toBe('Bcl-2')
    expect(parsed.groundTruths).toEqual({ target: 'BCL2' })
    expect(parsed.verify()).toBe(true)
    expect(Answer.mode).toBe('classic')
    expect(Answer.source).toBeUndefined()
  })

  it('classic verifyGranular: the mean of the two checks', () => {
    const checks = (a: { values: { delivery_mechanism?: string | null; target_protein?: string | null } }) => {
      const mechanism = (a.values.delivery_mechanism ?? '').trim().toLowerCase()
      return [mechanism.includes('mrna') || mechanism.includes('messenger rna'), (a.values.target_protein ?? '').trim().toLowerCase().includes('spike')]
    }
    const Answer = defineTemplate(
      {
        delivery_mechanism: z.string().describe('The vaccine delivery mechanism described in the response'),
        target_protein: z.string().describe('The protein that cells are instructed to produce'),
      },
      {
        groundTruth: () => ({ correct: { delivery_mechanism: 'mrna', target_protein: 'spike protein' } }),
        verify: (a) => checks(a).every(Boolean),
        verifyGranular: (a) => checks(a).filter(Boolean).length / 2,
      },
    )
    expect(Answer.verify({ delivery_mechanism: 'mRNA', target_protein: 'the S protein' })).toBe(false)
    expect(Answer.verifyGranular({ delivery_mechanism: 'mRNA', target_protein: 'the S protein' })).toBe(0.5)
  })

  it('penicillin classic regex: verify on the field, regex checks on the raw trace', () => {
    const Answer = defineTemplate(
      { discovery_date: z.string().describe("The date of penicillin's discovery as stated in the response.") },
      {
        groundTruth: () => ({
          correct: { discovery_date: '1928' },
          regex: {
            mentions_discovery_year: { pattern: String.raw`\b1928\b`, expected: '1928', matchType: 'exact' },
            mentions_fleming: { pattern: String.raw`\bFleming\b`, expected: 'Fleming', matchType: 'exact' },
          },
        }),
        verify: (a) => (a.values.discovery_date ?? '').includes('1928'),
      },
    )
    const parsed = Answer.instantiate({ discovery_date: '1928' })
    expect(parsed.verify()).toBe(true)
    const regex = parsed.verifyRegex('Penicillin was discovered in 1928 by Alexander Fleming, who noticed that a mold inhibited bacterial growth.')
    expect(regex.success).toBe(true)
    expect(regex.results).toEqual({ mentions_discovery_year: true, mentions_fleming: true })
    expect(regex.details.mentions_fleming).toMatchObject({ matches_found: ['Fleming'], match_count: 1, success_reason: 'Single exact match found' })
  })

  it('regex-only template: no fields, no verify; contains + count checks', () => {
    const Answer = defineTemplate(
      {},
      {
        groundTruth: () => ({
          regex: {
            has_mechanism_keyword: { pattern: String.raw`\b(activates|inhibits|blocks)\b`, expected: 'inhibits', matchType: 'contains' },
            has_three_citations: { pattern: String.raw`\[\d+\]`, expected: 3, matchType: 'count' },
          },
        }),
      },
    )
    expect(Answer.isRegexOnly).toBe(true)
    expect(Answer.hasVerify).toBe(false)
    const parsed = Answer.instantiate()
    const result = parsed.verifyRegex('The drug inhibits the target [1] [2] [3]')
    expect(result.success).toBe(true)
    expect(result.results).toEqual({ has_mechanism_keyword: true, has_three_citations: true })
    expect(parsed.verify()).toBe(true)
  })
})
