import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { PyFloat } from '../../compat/py-float-value.js'
import { anyOf } from '../../composition/any-of.js'
import { atLeastN } from '../../composition/at-least-n.js'
import { allOf } from '../../composition/all-of.js'
import { fieldCheck } from '../../composition/field-check.js'
import { TemplateError } from '../../errors/template-error.js'
import { ValidationError } from '../../errors/validation-error.js'
import { booleanMatch } from '../../primitives/boolean-match.js'
import { exactMatch } from '../../primitives/exact-match.js'
import { numericTolerance } from '../../primitives/numeric-tolerance.js'
import { defineTemplate } from '../define-template.js'
import { field } from '../field.js'
import { generateTemplateId } from '../template-id.js'
import { strategyFromSpec, strategyToSpec, type TemplateSpecInput, templateToSpec, validateTemplateSpec } from './template-spec.js'
import { templateFromSpec } from './template-from-spec.js'
import { templateSpecToPython } from './template-spec-to-python.js'

const spec: TemplateSpecInput = {
  fields: [
    {
      name: 'target',
      type: 'str',
      description: 'The "target" protein',
      ground_truth: 'BCL2',
      verify_with: { type: 'ExactMatch', normalize: ['lowercase', 'strip'] },
      weight: 2,
    },
    {
      name: 'kind',
      type: 'literal',
      literal_values: ['inhibitor', "agonist's"],
      description: 'Kind',
      extraction_hint: 'Pick one',
      ground_truth: 'inhibitor',
      verify_with: { type: 'LiteralMatch' },
    },
  ],
}

describe('templateSpecToPython', () => {
  it("writes Karenina's generator format exactly", () => {
    expect(templateSpecToPython(spec)).toBe(
      [
        'from typing import Literal',
        '',
        'from karenina.schemas.entities import BaseAnswer, VerifiedField, ExactMatch, LiteralMatch',
        '',
        '',
        'class Answer(BaseAnswer):',
        '    target: str = VerifiedField(',
        '        description="The \\"target\\" protein",',
        "        ground_truth='BCL2',",
        "        verify_with=ExactMatch(normalize=['lowercase', 'strip']),",
        '        weight=2.0,',
        '    )',
        `    kind: Literal['inhibitor', "agonist's"] = VerifiedField(`,
        '        description="Kind",',
        '        extraction_hint="Pick one",',
        "        ground_truth='inhibitor',",
        '        verify_with=LiteralMatch(),',
        '    )',
        '',
      ].join('\n'),
    )
  })

  it('renders ground truths with Python repr (floats keep .0, None/True, nested lists and dicts)', () => {
    const source = templateSpecToPython({
      fields: [
        { name: 't', type: 'float', description: 'T', ground_truth: new PyFloat(37), verify_with: { type: 'NumericTolerance', tolerance: 0.5, mode: 'absolute' } },
        { name: 'g', type: 'list_str', description: 'G', ground_truth: ['a', "b'c"], verify_with: { type: 'SetContainment', mode: 'exact', min_overlap: null } },
        { name: 'b', type: 'bool', description: 'B', ground_truth: true, verify_with: { type: 'TraceContains', substring: '[1]' }, is_trace: true },
      ],
      class_name: 'Temp',
    })
    expect(source).toContain('class Temp(BaseAnswer):')
    expect(source).toContain("verify_with=NumericTolerance(tolerance=0.5, mode='absolute'),")
    expect(source).toContain('ground_truth=37.0,')
    expect(source).toContain(`ground_truth=['a', "b'c"],`)
    expect(source).toContain("verify_with=SetContainment(mode='exact', min_overlap=None),")
    expect(source).toContain('ground_truth=True,')
    expect(source).toContain('from karenina.schemas.entities import BaseAnswer, VerifiedField, NumericTolerance, SetContainment, TraceContains\n')
  })

  it('keeps the strategy as an inner VerificationStrategy class', () => {
    const source = templateSpecToPython({
      ...spec,
      verify_strategy: { type: 'any_of', conditions: [{ type: 'field_check', field_name: 'target' }, { type: 'at_least_n', n: 1, conditions: [{ type: 'field_check', field_name: 'kind' }] }] },
    })
    expect(source).toContain('from karenina.schemas.entities import BaseAnswer, VerifiedField, AnyOf, AtLeastN, ExactMatch, FieldCheck, LiteralMatch\n')
    expect(source.endsWith(
      [
        '    )',
        '',
        '    class VerificationStrategy:',
        "        verify_strategy = AnyOf(conditions=[FieldCheck(field='target'), AtLeastN(n=1, conditions=[FieldCheck(field='kind')])])",
        '',
      ].join('\n'),
    )).toBe(true)
  })

  it('validates first and joins the problems into one error', () => {
    const bad = { fields: [{ name: 'x', type: 'str', description: 'X', ground_truth: true, verify_with: { type: 'BooleanMatch' } }] }
    const error = (() => {
      try {
        templateSpecToPython(bad)
      } catch (e) {
        return e as TemplateError
      }
    })()
    expect(error).toBeInstanceOf(TemplateError)
    expect(error!.message).toBe(
      "template Answer: Invalid TemplateSpec:\n  - Field 'x': primitive 'BooleanMatch' is not compatible with field type 'str'. Compatible types: ['bool']",
    )
    expect(templateSpecToPython(bad, { validate: false })).toContain('x: str = VerifiedField(')
  })
})

describe('validateTemplateSpec', () => {
  const f = (over: Record<string, unknown>) => ({ fields: [{ name: 'x', type: 'str', description: 'X', ground_truth: 'a', verify_with: { type: 'ExactMatch' }, ...over }] })

  it("returns Karenina's messages", () => {
    expect(validateTemplateSpec(f({}))).toEqual([])
    expect(validateTemplateSpec(f({ type: 'number' }))).toEqual([
      "Field 'x': invalid field type 'number'. Must be one of: ['bool', 'date', 'float', 'int', 'list_str', 'literal', 'str']",
      "Field 'x': primitive 'ExactMatch' is not compatible with field type 'number'. Compatible types: ['float', 'int', 'str']",
    ])
    expect(validateTemplateSpec(f({ type: 'literal', verify_with: { type: 'LiteralMatch' } }))).toEqual(["Field 'x': literal type requires 'literal_values'"])
    expect(validateTemplateSpec(f({ verify_with: {} }))).toEqual(["Field 'x': 'verify_with' must include a 'type' key"])
    expect(validateTemplateSpec(f({ verify_with: { type: 'Fuzzy' } }))[0]).toMatch(
      /^Field 'x': unknown primitive 'Fuzzy'\. Available: \['BooleanMatch', 'ContainsAll', 'ContainsAny', 'DateMatch',/,
    )
    expect(validateTemplateSpec(f({ verify_with: { type: 'NumericTolerance' } }))[0]).toMatch(/^Field 'x': invalid parameters for 'NumericTolerance': /)
    expect(validateTemplateSpec(f({ verify_with: { type: 'TraceContains', substring: 'a' }, is_trace: true }))).toEqual([
      "Field 'x': primitive 'TraceContains' is not compatible with field type 'str'. Compatible types: ['bool']",
      "Field 'x': trace primitives require field type 'bool', got 'str'",
    ])
    // The five newer numeric primitives are not in the compatibility table.
    expect(validateTemplateSpec(f({ verify_with: { type: 'NumericMinimum' } }))).toEqual([])
  })

  it('reports structural problems (extra keys are forbidden)', () => {
    expect(validateTemplateSpec({ ...f({}), extra: 1 } as never)).toEqual(['TemplateSpec: Unrecognized key: "extra"'])
    expect(validateTemplateSpec(f({ weight_: 1 }))[0]).toMatch(/^fields\[0\]: Unrecognized key/)
  })
})

describe('templateFromSpec / templateToSpec', () => {
  it('builds a working template whose source and template id come from the spec', () => {
    const T = templateFromSpec(spec)
    expect(T.name).toBe('Answer')
    expect(T.verify({ target: ' bcl2 ', kind: 'inhibitor' })).toBe(true)
    expect(T.source).toBe(templateSpecToPython(spec))
    expect(T.templateId).toBe(generateTemplateId(T.source))
    expect(T.templateId).toMatch(/^[0-9a-f]{32}$/)
  })

  it('prefers a stored source (e.g. from a checkpoint) for the template id', () => {
    const T = templateFromSpec(spec, { source: 'class Answer(BaseAnswer):\n    pass\n' })
    expect(T.templateId).toBe(generateTemplateId('class Answer(BaseAnswer):\n    pass\n'))
  })

  it('round-trips, keeping the strategy (unlike Karenina)', () => {
    const T = templateFromSpec({ ...spec, verify_strategy: { type: 'at_least_n', n: 1, conditions: [{ type: 'field_check', field_name: 'kind' }] } })
    const back = templateToSpec(T)
    expect(back.verify_strategy).toEqual({ type: 'at_least_n', n: 1, field_name: null, conditions: [{ type: 'field_check', n: null, field_name: 'kind', conditions: [] }] })
    expect(back.fields.map((x) => [x.name, x.type, x.literal_values, x.weight, x.verify_with])).toEqual([
      ['target', 'str', null, 2, { normalize: ['lowercase', 'strip'], type: 'ExactMatch' }],
      ['kind', 'literal', ['inhibitor', "agonist's"], 1, { type: 'LiteralMatch' }],
    ])
    expect(templateToSpec(templateFromSpec(back))).toEqual(back)
  })

  it('rejects bad specs with errors naming the path', () => {
    expect(() => templateFromSpec({ fields: [{ name: 'x' }] } as never)).toThrow(ValidationError)
    expect(() => templateFromSpec({ ...spec, verify_strategy: { type: 'at_least_n', n: -1 } })).toThrow(/n: n must be >= 0/)
    expect(() => templateFromSpec({ ...spec, verify_strategy: { type: 'field_check' } })).toThrow(/field_name/)
    expect(() => templateFromSpec({ ...spec, verify_strategy: { type: 'xor' } })).toThrow(/unknown strategy type "xor"/)
  })

  it('refuses to convert a classic template', () => {
    const Classic = defineTemplate({ target: z.string().describe('t') }, { verify: () => true })
    expect(() => templateToSpec(Classic)).toThrow('Cannot convert classic template to TemplateSpec')
  })
})

describe('source of TS-defined templates', () => {
  it('is the generator output of the template spec, with the strategy; the id is its MD5', () => {
    const T = defineTemplate(
      {
        temperature_celsius: field(z.number(), { description: 'Body temperature', groundTruth: 37, check: numericTolerance({ tolerance: 0.5, mode: 'absolute' }) }),
        is_normal: field(z.boolean(), { description: 'Normal?', groundTruth: true, check: booleanMatch(), weight: 0.5 }),
      },
      { name: 'Temp', strategy: allOf(fieldCheck('temperature_celsius'), anyOf(fieldCheck('is_normal')), atLeastN(0)) },
    )
    expect(T.source).toBe(
      [
        'from karenina.schemas.entities import BaseAnswer, VerifiedField, AllOf, AnyOf, AtLeastN, BooleanMatch, FieldCheck, NumericTolerance',
        '',
        '',
        'class Temp(BaseAnswer):',
        '    temperature_celsius: float = VerifiedField(',
        '        description="Body temperature",',
        '        ground_truth=37.0,',
        "        verify_with=NumericTolerance(tolerance=0.5, mode='absolute'),",
        '    )',
        '    is_normal: bool = VerifiedField(',
        '        description="Normal?",',
        '        ground_truth=True,',
        '        verify_with=BooleanMatch(),',
        '        weight=0.5,',
        '    )',
        '',
        '    class VerificationStrategy:',
        "        verify_strategy = AllOf(conditions=[FieldCheck(field='temperature_celsius'), AnyOf(conditions=[FieldCheck(field='is_normal')]), AtLeastN(n=0, conditions=[])])",
        '',
      ].join('\n'),
    )
    expect(T.templateId).toBe(generateTemplateId(T.source))
  })

  it('is undefined for templates with classic hooks unless given', () => {
    const T = defineTemplate({ a: field(z.string(), { description: 'a', groundTruth: 'x', check: exactMatch() }) }, { verify: () => true })
    expect(T.source).toBeUndefined()
    expect(T.templateId).toBeUndefined()
    const S = defineTemplate({}, { source: 'class Answer(BaseAnswer):\n    pass', verify: () => true })
    expect(S.templateId).toBe(generateTemplateId('class Answer(BaseAnswer):\n    pass'))
  })
})

describe('strategy spec', () => {
  it('maps field_name ↔ field and ignores a leaf’s conditions', () => {
    expect(strategyFromSpec({ type: 'field_check', field_name: 'a', conditions: [{ type: 'all_of' }] })).toEqual(fieldCheck('a'))
    expect(strategyToSpec(fieldCheck('a'))).toEqual({ type: 'field_check', n: null, field_name: 'a', conditions: [] })
  })

  it('coerces n as Pydantic does and rejects extra keys', () => {
    expect(strategyFromSpec({ type: 'at_least_n', n: '2' })).toEqual(atLeastN(2))
    expect(() => strategyFromSpec({ type: 'at_least_n', n: 1.5 })).toThrow(ValidationError)
    expect(() => strategyFromSpec({ type: 'field_check', field: 'a' })).toThrow(/Unrecognized key/)
  })
})
