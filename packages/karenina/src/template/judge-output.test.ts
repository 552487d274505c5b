import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ValidationError } from '../errors/validation-error.js'
import { booleanMatch } from '../primitives/boolean-match.js'
import { exactMatch } from '../primitives/exact-match.js'
import { numericExact } from '../primitives/numeric-exact.js'
import { traceContains } from '../primitives/trace-contains.js'
import { defineTemplate } from './define-template.js'
import { field } from './field.js'
import { parseJudgeOutput } from './judge-output.js'

const T = defineTemplate(
  {
    target: field(z.string(), { description: 'Target', groundTruth: 'BCL2', check: exactMatch() }),
    count: field(z.int(), { description: 'Count', groundTruth: 3, check: numericExact() }),
    dose: field(z.number(), { description: 'Dose', groundTruth: 8, check: exactMatch() }),
    approved: field(z.boolean(), { description: 'Approved', groundTruth: true, check: booleanMatch() }),
    genes: field(z.array(z.string()), { description: 'Genes', groundTruth: ['TP53'], check: exactMatch() }),
    kind: field(z.enum(['a', 'b']), { description: 'Kind', groundTruth: 'a', check: exactMatch() }),
    cites: field(z.boolean(), { description: 'Cites', groundTruth: true, check: traceContains({ substring: '[1]' }) }),
    explanation: z.string().describe('Why'),
    source: z.string().default('unknown'),
  },
  { name: 'Drug', verify: (a) => a.values.target === 'BCL2' },
)

function issue(raw: unknown): ValidationError {
  try {
    parseJudgeOutput(T, raw)
  } catch (error) {
    if (error instanceof ValidationError) return error
    throw error
  }
  throw new Error('expected a ValidationError')
}

const good = { target: 'BCL2', count: 3, dose: 8, approved: true, genes: ['TP53'], kind: 'a', explanation: 'because' }

describe('parseJudgeOutput', () => {
  it('coerces values with Pydantic lax rules', () => {
    const { values, nullFields, extras } = parseJudgeOutput(T, { ...good, count: ' 3 ', dose: '8.5', approved: 'yes', id: null, confidence: 0.9 })
    expect(values).toEqual({ ...good, count: 3, dose: 8.5, approved: true, source: 'unknown' })
    expect(nullFields).toEqual(new Set())
    expect(extras).toEqual({ confidence: 0.9 })
  })

  it('gives a float field a Python float when verified (8 → 8.0, so ExactMatch against 8.0 passes)', () => {
    const { values } = parseJudgeOutput(T, good)
    expect(values.dose).toBe(8)
    expect(T.instantiate(values, { rawTrace: '' }).fieldResults().dose!.result).toBe(true)
  })

  it('tracks nulls and _unanswered_fields of verified fields', () => {
    const { values, nullFields } = parseJudgeOutput(T, { ...good, target: null, _unanswered_fields: ['count', 'explanation', 'nope'] })
    expect(nullFields).toEqual(new Set(['target', 'count']))
    expect(values).not.toHaveProperty('target')
    expect(values).not.toHaveProperty('count')
  })

  it('ignores trace fields by default but makes them null in karenina-python mode', () => {
    expect(parseJudgeOutput(T, good).nullFields.has('cites')).toBe(false)
    expect(parseJudgeOutput(T, good, { compat: 'karenina-python' }).nullFields.has('cites')).toBe(true)
    const parsed = parseJudgeOutput(T, good)
    expect(T.instantiate(parsed.values, { nullFields: parsed.nullFields, rawTrace: 'see [1]' }).fieldResults().cites!.result).toBe(true)
  })

  it('rejects what Pydantic rejects, naming the field, the expectation and the value', () => {
    expect(issue({ ...good, count: 5.5 }).message).toBe('template Drug › judge output › count: expected an integer (got a fractional number), received 5.5 (float)')
    expect(issue({ ...good, target: 5 }).message).toBe('template Drug › judge output › target: expected a string, received 5 (int)')
    expect(issue({ ...good, approved: 2 }).message).toContain('approved: expected a boolean (0 or 1 for numbers), received 2 (int)')
    expect(issue({ ...good, genes: 'TP53' }).message).toContain('genes: expected a list')
    expect(issue({ ...good, kind: 'A' }).message).toContain('kind: expected one of "a", "b"')
  })

  it('requires plain fields without default, and reports several problems at once', () => {
    const { explanation: _omit, ...rest } = good
    expect(issue(rest).message).toBe('template Drug › judge output › explanation: field required')
    const many = issue({ ...rest, count: 'three' })
    expect(many.message).toMatch(/2 fields are invalid: count: .*; explanation: field required/)
  })

  it('rejects a non-object and a non-string id', () => {
    expect(issue(['a']).message).toContain('expected a JSON object, received a list')
    expect(issue({ ...good, id: 5 }).message).toContain('id: expected a string or null')
  })
})

describe('parseJudgeOutput: str and bool values taken as they are', () => {
  // Strings and booleans skip zod (the lax twin would return them unchanged); everything else still goes through it.
  const base = { count: 3, dose: 8, genes: [], kind: 'a', explanation: 'e' }
  it.each([
    ['a string', 'BCL2', true, 'BCL2'],
    ['an empty string', '', false, ''],
    ['a non-BMP string', 'β-𝒳', true, 'β-𝒳'],
  ])('a str field given %s keeps it; a bool field keeps a boolean', (_label, target, approved, expected) => {
    const parsed = parseJudgeOutput(T, { ...base, target, approved })
    expect([parsed.values.target, parsed.values.approved]).toEqual([expected, approved])
  })

  it('a number for a str field is still rejected, a bool string still coerced (zod path)', () => {
    expect(issue({ ...base, target: 5, approved: true }).message).toMatch(/string/)
    expect(parseJudgeOutput(T, { ...base, target: 'x', approved: 'yes' }).values.approved).toBe(true)
  })

  it('the same template parses alike twice (its twins are built once and reused)', () => {
    const raw = { ...base, target: 'BCL2', approved: 'no', genes: ['TP53', 'KRAS'] }
    expect(parseJudgeOutput(T, raw)).toEqual(parseJudgeOutput(T, raw))
  })
})
