import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { PyFloat } from '../compat/py-float-value.js'
import { allOf } from '../composition/all-of.js'
import { fieldCheck } from '../composition/field-check.js'
import { CheckError } from '../errors/check-error.js'
import { TemplateError } from '../errors/template-error.js'
import type { Primitive } from '../primitives/primitive.js'
import { booleanMatch } from '../primitives/boolean-match.js'
import { exactMatch } from '../primitives/exact-match.js'
import { numericExact } from '../primitives/numeric-exact.js'
import { regexMatch } from '../primitives/regex-match.js'
import { traceContains } from '../primitives/trace-contains.js'
import { traceRegex } from '../primitives/trace-regex.js'
import { defineTemplate, isTemplate } from './define-template.js'
import { field } from './field.js'
import { templateFromSpec } from './spec/template-from-spec.js'

function thrown(fn: () => unknown): Error {
  try {
    fn()
  } catch (error) {
    return error as Error
  }
  throw new Error('expected a throw')
}

const target = field(z.string(), { description: 'The drug target', groundTruth: 'BCL2', check: exactMatch() })

describe('defineTemplate — bad templates name the template, the field and the problem', () => {
  it('rejects an empty or whitespace-only description', () => {
    for (const description of ['', '   \n\t']) {
      const error = thrown(() => defineTemplate({ target: field(z.string(), { description, groundTruth: 'x', check: exactMatch() }) }, { name: 'DrugAnswer' }))
      expect(error).toBeInstanceOf(TemplateError)
      expect(error.message).toMatch(/^template DrugAnswer › field "target": a non-empty description is required/)
    }
  })

  it('takes the description from .describe() when the option is absent', () => {
    const T = defineTemplate({ target: field(z.string().describe('From describe'), { groundTruth: 'x', check: exactMatch() }) })
    expect(T.fields[0]!.description).toBe('From describe')
    const missing = thrown(() => defineTemplate({ target: field(z.string(), { groundTruth: 'x', check: exactMatch() }) }))
    expect(missing.message).toContain('field "target": a non-empty description is required')
  })

  it('rejects a missing primitive', () => {
    const error = thrown(() =>
      defineTemplate({ dose: field(z.number(), { description: 'Dose in mg', groundTruth: 5, check: undefined as unknown as Primitive }) }, { name: 'Dose' }),
    )
    expect(error).toBeInstanceOf(TemplateError)
    expect(error.message).toBe('template Dose › field "dose": a verification primitive is required (`check`): pass one such as exactMatch() or booleanMatch()')
  })

  it.each(['correct', 'id', 'regex'])('rejects the reserved field name %s', (name) => {
    const error = thrown(() => defineTemplate({ [name]: target }))
    expect(error).toBeInstanceOf(TemplateError)
    expect(error.message).toMatch(new RegExp(`^template Answer › field "${name}": the field name "${name}" is reserved`))
  })

  it('rejects a trace primitive on a non-boolean field, with a clear message', () => {
    const error = thrown(() =>
      defineTemplate({ cites: field(z.string(), { description: 'Citations', groundTruth: 'yes', check: traceContains({ substring: '[1]' }) }) }),
    )
    expect(error).toBeInstanceOf(TemplateError)
    expect(error.message).toMatch(/^template Answer › field "cites": trace primitive TraceContains needs a boolean field \(z\.boolean\(\)\), not a str field/)
  })

  // tsc requires groundTruth, but JavaScript and vitest (no type check) do not: a trace check without one ran
  // inverted (false == pyTruthy(undefined)), the reference's own example failing on a trace that matched.
  it.each([
    ['a trace check', () => field(z.boolean(), { description: 'Mentions it', check: traceContains({ substring: 'x' }) } as never), /field "mentions": TraceContains needs a groundTruth and has none: a trace check is compared with it/],
    ['a trace check, in compat mode', () => field(z.boolean(), { description: 'Mentions it', check: traceRegex({ pattern: 'x' }) } as never), /field "mentions": TraceRegex needs a groundTruth and has none/],
    ['a value check', () => field(z.string(), { description: 'The target', check: exactMatch() } as never), /field "mentions": ExactMatch needs a groundTruth and has none: it compares the extracted value with it/],
  ])('refuses %s without a groundTruth, naming the field and the check', (name, make, message) => {
    const error = thrown(() => defineTemplate({ mentions: make() }, name.includes('compat') ? { compat: 'karenina-python' } : {}))
    expect(error).toBeInstanceOf(TemplateError)
    expect(error.message).toMatch(message)
  })

  it('accepts a check whose options hold the expectation without a groundTruth, and an explicit null', () => {
    expect(() => defineTemplate({ symbol: field(z.string(), { description: 'The gene symbol', check: regexMatch({ pattern: '^BCL-?2$' }) } as never) })).not.toThrow()
    expect(() => defineTemplate({ symbol: field(z.string(), { description: 'The gene symbol', groundTruth: null, check: exactMatch() }) })).not.toThrow()
  })

  it('allows fields named id and regex in karenina-python compat mode (only correct is reserved there)', () => {
    const T = defineTemplate({ regex: target, id: target }, { compat: 'karenina-python' })
    expect(T.attributeNames).toEqual([])
    expect(T.verify({ regex: 'BCL2', id: 'bcl2' })).toBe(true)
    expect(() => defineTemplate({ correct: target }, { compat: 'karenina-python' })).toThrow(TemplateError)
  })

  it('allows it in karenina-python compat mode (Karenina has no such check)', () => {
    const T = defineTemplate(
      { cites: field(z.string(), { description: 'Citations', groundTruth: true as unknown as string, check: traceContains({ substring: '[1]' }) }) },
      { compat: 'karenina-python' },
    )
    expect(T.verify({}, { rawTrace: 'see [1]' })).toBe(true)
  })

  it('rejects a strategy naming an unknown field at definition time', () => {
    const error = thrown(() => defineTemplate({ target }, { name: 'S', strategy: allOf(fieldCheck('target'), fieldCheck('dose')) }))
    expect(error).toBeInstanceOf(TemplateError)
    expect(error.message).toBe('template S › field "dose": the strategy references "dose", which is not a verified field (verified fields: target)')
  })

  it('defers the unknown strategy field to a KeyError at verify time in compat mode', () => {
    const T = defineTemplate({ target }, { strategy: allOf(fieldCheck('target'), fieldCheck('dose')), compat: 'karenina-python' })
    expect(T.verify({ target: 'TP53' })).toBe(false) // short-circuit: `dose` never reached
    const error = thrown(() => T.verify({ target: 'BCL2' }))
    expect(error).toBeInstanceOf(CheckError)
    expect((error as CheckError).kind).toBe('key')
  })

  it('rejects a classic template with fields but no verify', () => {
    const error = thrown(() => defineTemplate({ target: z.string().describe('The target') }, { name: 'Classic' }))
    expect(error.message).toBe('template Classic: a classic template (no field(...) with a primitive) must define verify(answer)')
  })

  it('rejects a groundTruth hook whose correct is not an object, at definition', () => {
    const error = thrown(() =>
      defineTemplate({ target: z.string().describe('t') }, { groundTruth: () => ({ correct: 'BCL2' as never }), verify: () => true }),
    )
    expect(error).toBeInstanceOf(TemplateError)
    expect(error.message).toContain("'self.correct' must be a dictionary")
  })

  it('reports a throwing groundTruth hook at definition', () => {
    const error = thrown(() =>
      defineTemplate(
        { target: z.string().describe('t') },
        {
          groundTruth: () => {
            throw new Error('boom')
          },
          verify: () => true,
        },
      ),
    )
    expect(error.message).toBe('template Answer: the groundTruth hook failed on placeholder values: boom')
  })

  it('rejects an unknown normalizer when the template is defined', () => {
    const error = thrown(() =>
      defineTemplate({ target: field(z.string(), { description: 'The target', groundTruth: 'x', check: exactMatch({ normalize: ['strip', 'uppercase'] }) }) }, { name: 'DrugAnswer' }),
    )
    expect(error).toBeInstanceOf(TemplateError)
    expect(error.message).toMatch(/^template DrugAnswer › field "target": ExactMatch has an unknown normalizer 'uppercase' \(expected 'lowercase', /)
    // Synonym maps and every built-in name are accepted.
    expect(() => defineTemplate({ target: field(z.string(), { description: 'T', groundTruth: 'x', check: exactMatch({ normalize: [{ mapping: { a: 'b' } }, 'collapse_whitespace', 'remove_punctuation'] }) }) })).not.toThrow()
  })

  it('rejects a regular expression Python would reject when the template is defined (RegexMatch and TraceRegex)', () => {
    const regex = thrown(() => defineTemplate({ code: field(z.string(), { description: 'A code', groundTruth: null, check: regexMatch({ pattern: '[abc' }) }) }, { name: 'Codes' }))
    expect(regex).toBeInstanceOf(TemplateError)
    expect(regex.message).toMatch(/^template Codes › field "code": RegexMatch has an invalid regular expression: /)
    // Valid in JS, rejected by Python's re: the check follows Python (spec 01 §9.1).
    const pythonOnly = thrown(() => defineTemplate({ code: field(z.string(), { description: 'A code', groundTruth: null, check: regexMatch({ pattern: '\\q' }) }) }))
    expect(pythonOnly.message).toMatch(/^template Answer › field "code": RegexMatch has an invalid regular expression/)
    const trace = thrown(() => defineTemplate({ ok: field(z.boolean(), { description: 'ok', groundTruth: true, check: traceRegex({ pattern: '(unclosed' }) }) }, { name: 'Trace' }))
    expect(trace.message).toMatch(/^template Trace › field "ok": TraceRegex has an invalid regular expression: /)
    // A name of `re` that is not a flag (Python raises TypeError when combining it).
    const flag = thrown(() => defineTemplate({ code: field(z.string(), { description: 'A code', groundTruth: null, check: regexMatch({ pattern: 'L01', flags: ['compile'] }) }) }))
    expect(flag.message).toMatch(/^template Answer › field "code": RegexMatch has an invalid flag: regex flag 'compile' is not a flag/)
  })

  it('compat mode and templates read from a TemplateSpec keep Karenina\'s lazy failure, at check time', () => {
    const T = defineTemplate(
      { target: field(z.string(), { description: 'The target', groundTruth: 'x', check: exactMatch({ normalize: ['uppercase'] }) }) },
      { compat: 'karenina-python' },
    )
    const error = thrown(() => T.verify({ target: 'x' }))
    expect(error).toBeInstanceOf(CheckError)
    expect((error as CheckError).kind).toBe('value')
    expect(error.message).toContain('uppercase')

    const FromSpec = templateFromSpec({
      class_name: 'Codes',
      fields: [{ name: 'code', type: 'str', description: 'A code', ground_truth: null, verify_with: { type: 'RegexMatch', pattern: '[abc' } }],
    })
    expect((thrown(() => FromSpec.verify({ code: 'a' })) as CheckError).kind).toBe('regex')
    const Trace = defineTemplate({ ok: field(z.boolean(), { description: 'ok', groundTruth: true, check: traceRegex({ pattern: '(unclosed' }) }) }, { compat: 'karenina-python' })
    expect((thrown(() => Trace.verify({}, { rawTrace: 'x' })) as CheckError).kind).toBe('regex')
  })

  it('collects definition-time warnings like Karenina (never errors)', () => {
    const T = defineTemplate(
      {
        dose: field(z.number(), { description: 'Dose', groundTruth: 'about five' as never, check: numericExact() }),
        count: field(z.int(), { description: 'Count', groundTruth: '1_000' as never, check: numericExact() }),
        approved: field(z.boolean(), { description: 'Approved', groundTruth: 'maybe' as never, check: booleanMatch() }),
        ok: field(z.boolean(), { description: 'ok', groundTruth: 'Yes' as never, check: booleanMatch() }),
      },
      { name: 'W' },
    )
    expect(T.warnings).toEqual([
      "template W › field \"dose\": ground_truth 'about five' may not match NumericExact: expected a numeric value or a string coercible to float.",
      "template W › field \"approved\": ground_truth 'maybe' may not match BooleanMatch: expected a boolean or bool-like value (True/False, 0/1, 'yes'/'no').",
    ])
  })
})

describe('defineTemplate — structure', () => {
  const Mixed = defineTemplate(
    {
      target,
      cites: field(z.boolean(), { description: 'Cites sources', groundTruth: true, check: traceContains({ substring: '[1]' }) }),
      notes: z.string().optional().describe('free notes'),
    },
    { verify: (a) => a.values.target === 'BCL2' },
  )

  it('computes mode, attribute names and the regex-only / trace-only flags', () => {
    expect(Mixed.mode).toBe('mixed')
    expect(Mixed.attributeNames).toEqual(['target', 'cites', 'notes'])
    expect(Mixed.isRegexOnly).toBe(false)
    expect(Mixed.isTraceOnly).toBe(false)
    expect(Mixed.hasVerify && Mixed.hasVerifyGranular).toBe(true)
    expect(Mixed.fields.map((f) => [f.name, f.type, f.verification?.isTrace ?? null])).toEqual([
      ['target', 'str', false],
      ['cites', 'bool', true],
      ['notes', 'str', null],
    ])
  })

  it('lets a user verify win over the automatic one (mixed usage), keeping the automatic granular score', () => {
    // target passes, cites fails (no "[1]" in the trace): user verify says true, granular is 1/2.
    const answer = Mixed.instantiate({ target: 'BCL2' }, { rawTrace: 'no citation' })
    expect(answer.verify()).toBe(true)
    expect(answer.verifyGranular()).toBe(0.5)
  })

  it('maps zod types to TemplateSpec field types', () => {
    const T = defineTemplate({
      b: field(z.boolean(), { description: 'b', groundTruth: true, check: booleanMatch() }),
      i: field(z.number().int(), { description: 'i', groundTruth: 1, check: numericExact() }),
      f: field(z.number(), { description: 'f', groundTruth: 1.5, check: numericExact() }),
      s: field(z.string(), { description: 's', groundTruth: 's', check: exactMatch() }),
      l: field(z.array(z.string()), { description: 'l', groundTruth: ['a'], check: exactMatch() }),
      e: field(z.enum(['a', 'b']), { description: 'e', groundTruth: 'a', check: exactMatch() }),
      u: field(z.union([z.literal('x'), z.literal(1)]), { description: 'u', groundTruth: 'x', check: exactMatch() }),
      d: field(z.string(), { description: 'd', groundTruth: '2024-01-01', check: exactMatch(), type: 'date' }),
    })
    expect(T.fields.map((f) => f.type)).toEqual(['bool', 'int', 'float', 'str', 'list_str', 'literal', 'literal', 'date'])
    expect(T.fields[6]!.literalValues).toEqual(['x', '1'])
  })

  it('treats an integral ground truth of a float field as a Python float (str(8.0) == "8.0")', () => {
    const T = defineTemplate({ ph: field(z.number(), { description: 'pH', groundTruth: 8, check: exactMatch() }) })
    expect(T.fields[0]!.verification!.groundTruth).toEqual(new PyFloat(8))
    // The extracted 8 of a float field is 8.0 as well (Pydantic), so ExactMatch passes; "8" does not match "8.0".
    expect(T.verify({ ph: 8 })).toBe(true)
    const S = defineTemplate({ ph: field(z.string(), { description: 'pH', groundTruth: '8', check: exactMatch() }) })
    expect(S.verify({ ph: '8' })).toBe(true)
    const F = defineTemplate({ ph: field(z.number(), { description: 'pH', groundTruth: '8' as never, check: exactMatch() }) })
    expect(F.verify({ ph: 8 })).toBe(false)
  })
})

describe('isTemplate', () => {
  it('recognises templates only', () => {
    expect(isTemplate(defineTemplate({ target }))).toBe(true)
    expect(isTemplate({ name: 'Answer', fields: [] })).toBe(false)
    expect(isTemplate(null)).toBe(false)
  })
})
