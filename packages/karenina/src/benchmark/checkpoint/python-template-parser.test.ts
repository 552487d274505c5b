import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { PyFloat } from '../../compat/py-float-value.js'
import { anyOf } from '../../composition/any-of.js'
import { atLeastN } from '../../composition/at-least-n.js'
import { fieldCheck } from '../../composition/field-check.js'
import { exactMatch } from '../../primitives/exact-match.js'
import { numericRange } from '../../primitives/numeric-range.js'
import { regexMatch } from '../../primitives/regex-match.js'
import { setContainment } from '../../primitives/set-containment.js'
import { traceRegex } from '../../primitives/trace-regex.js'
import { literalMatch } from '../../primitives/literal-match.js'
import { defineTemplate } from '../../template/define-template.js'
import { field } from '../../template/field.js'
import { templateFromSpec } from '../../template/spec/template-from-spec.js'
import { templateToSpec } from '../../template/spec/template-spec.js'
import { generateTemplateId } from '../../template/template-id.js'
import type { Template, TemplateInput } from '../../template/template.js'
import { Capital, CLASSIC_PYTHON, Venetoclax } from '../../../test/fixtures/benchmark/checkpoint/checkpoint-fixtures.js'
import { readPythonTemplate } from './python-template-parser.js'

function declarative(source: string): Template {
  const reading = readPythonTemplate(source)
  if (reading.kind !== 'declarative') throw new Error(`expected a declarative template, got: ${reading.reason} (line ${reading.line})`)
  return templateFromSpec(reading.spec, { source })
}

function classicReason(source: string): string {
  const reading = readPythonTemplate(source)
  if (reading.kind !== 'classic') throw new Error('expected a classic template')
  return `${reading.line}: ${reading.reason}`
}

/** Same verdicts (verify, granular score, per-field results) on every judge output. */
function expectSameVerdicts(a: Template, b: Template, outputs: readonly TemplateInput[], rawTrace: string): void {
  for (const values of outputs) {
    // A null from the judge is a null field (result and score null), as the pipeline passes it.
    const nullFields = Object.keys(values).filter((k) => values[k as keyof typeof values] === null)
    const present = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null))
    const x = a.instantiate(present, { rawTrace, nullFields })
    const y = b.instantiate(present, { rawTrace, nullFields })
    expect({ values, verify: x.verify(), granular: x.verifyGranular(), fields: x.fieldResults() }).toEqual({
      values,
      verify: y.verify(),
      granular: y.verifyGranular(),
      fields: y.fieldResults(),
    })
  }
}

describe('readPythonTemplate — the source karenina-ts generates', () => {
  it('reads back the TemplateSpec of every generated template (strategy, Literal, list[str], normalizers, trace)', () => {
    for (const template of [Venetoclax, Capital] as Template[]) {
      const loaded = declarative(template.source!)
      expect(templateToSpec(loaded)).toEqual(templateToSpec(template))
      expect(loaded.source).toBe(template.source)
      expect(loaded.templateId).toBe(template.templateId)
      expect(loaded.name).toBe(template.name)
    }
  })

  it('gives the same verdicts as the TypeScript template it was generated from', () => {
    const loaded = declarative(Venetoclax.source!)
    const outputs: TemplateInput[] = [
      { target: 'BCL2', mechanism: 'inhibitor', indications: ['CLL', 'AML', 'SLL'], ic50_nm: 0.01, mentions_bh3: true },
      { target: 'B-cell lymphoma 2', mechanism: 'agonist', indications: ['CLL'], ic50_nm: 0.012, mentions_bh3: false },
      { target: 'MCL1', mechanism: 'inhibitor', indications: ['CLL', 'AML'], ic50_nm: 3, mentions_bh3: true },
      { target: ' bcl-2. ', mechanism: "it's complicated", indications: [], ic50_nm: 1, mentions_bh3: true },
      { target: 'BCL2', mechanism: null, indications: null, ic50_nm: null, mentions_bh3: null },
    ]
    expectSameVerdicts(loaded, Venetoclax, outputs, 'Venetoclax is a BH3 mimetic.')
    expectSameVerdicts(loaded, Venetoclax, outputs, 'No mimetic named.')
    // The verdicts differ across outputs, so the comparison is not vacuous.
    expect(new Set(outputs.slice(0, 4).map((v) => loaded.verify(v, { rawTrace: 'BH3' }))).size).toBe(2)
  })
})

describe('readPythonTemplate — hand-written declarative Python', () => {
  const HAND_WRITTEN = [
    '"""Module docstring."""',
    'from typing import Literal, List',
    'from karenina.schemas.entities import (',
    '    BaseAnswer, VerifiedField,  # the base',
    '    ExactMatch, RegexMatch, NumericRange, SetContainment, TraceRegex, LiteralMatch,',
    '    AnyOf, AtLeastN, FieldCheck,',
    ')',
    '',
    '',
    'class DrugAnswer(BaseAnswer):',
    "    '''Answer for a drug question.'''",
    '',
    '    # a comment between fields',
    "    target: str = VerifiedField('The drug target', 'BCL2', ExactMatch(normalize=['strip', 'lowercase']))",
    '    code: str = VerifiedField(',
    '        description="Trial " "code",  # implicit concatenation',
    "        ground_truth=r'NCT\\d{8}',",
    "        verify_with=RegexMatch(pattern=r'^NCT\\d{8}$',),",
    '        weight=0.5,',
    '    )',
    '    dose_mg: int = VerifiedField(description="Dose", ground_truth=400,',
    '                                 verify_with=NumericRange(min=-1e2, max=8_00, exclusive_max=True))',
    '    phases: List[str] = VerifiedField(description="Phases", ground_truth=("1", "2"), verify_with=SetContainment(mode="subset"))',
    '    grade: Literal[1, 2, 3] = VerifiedField(description="Grade", ground_truth="2", verify_with=LiteralMatch(), extraction_hint=None)',
    '    cites_trial: bool = VerifiedField(description="Cites \\"a\\" trial\\u00e9", ground_truth=True, verify_with=TraceRegex(pattern="NCT\\\\d+"))',
    '',
    '    class VerificationStrategy:',
    '        """Either the target, or two of the rest."""',
    '        verify_strategy = AnyOf(',
    '            conditions=[FieldCheck(field="target"),',
    '                        AtLeastN(n=2, conditions=[FieldCheck(field="code"), FieldCheck(field="dose_mg"), FieldCheck(field="phases")])],',
    '        )',
    '',
  ].join('\n')

  const TypeScriptTwin = defineTemplate(
    {
      target: field(z.string(), { description: 'The drug target', groundTruth: 'BCL2', check: exactMatch({ normalize: ['strip', 'lowercase'] }) }),
      code: field(z.string(), { description: 'Trial code', groundTruth: 'NCT\\d{8}', check: regexMatch({ pattern: '^NCT\\d{8}$' }), weight: 0.5 }),
      dose_mg: field(z.int(), { description: 'Dose', groundTruth: 400, check: numericRange({ min: -100, max: 800, exclusiveMax: true }) }),
      phases: field(z.array(z.string()), { description: 'Phases', groundTruth: ['1', '2'], check: setContainment({ mode: 'subset' }) }),
      grade: field(z.enum(['1', '2', '3']), { description: 'Grade', groundTruth: '2', check: literalMatch() }),
      cites_trial: field(z.boolean(), { description: 'Cites "a" trialé', groundTruth: true, check: traceRegex({ pattern: 'NCT\\d+' }) }),
    },
    { name: 'DrugAnswer', strategy: anyOf(fieldCheck('target'), atLeastN(2, fieldCheck('code'), fieldCheck('dose_mg'), fieldCheck('phases'))) },
  )

  it('reads positional and keyword arguments, comments, docstrings, raw strings, escapes, tuples, numbers', () => {
    const loaded = declarative(HAND_WRITTEN)
    const spec = templateToSpec(loaded)
    expect(spec).toEqual(templateToSpec(TypeScriptTwin))
    expect(spec.fields.map((f) => [f.name, f.type])).toEqual([
      ['target', 'str'],
      ['code', 'str'],
      ['dose_mg', 'int'],
      ['phases', 'list_str'],
      ['grade', 'literal'],
      ['cites_trial', 'bool'],
    ])
    expect(spec.fields[2]!.verify_with).toMatchObject({ min: -100, max: 800, exclusive_max: true })
    // The stored text (not a regeneration) is the source, so template_id is Karenina's for this checkpoint.
    expect(loaded.templateId).toBe(generateTemplateId(HAND_WRITTEN))
  })

  it('runs with the same verdicts as the same template written in TypeScript', () => {
    const loaded = declarative(HAND_WRITTEN)
    const outputs: TemplateInput[] = [
      { target: 'BCL2', code: 'x', dose_mg: 900, phases: ['3'], grade: '1', cites_trial: true },
      { target: 'MCL1', code: 'NCT01234567', dose_mg: 400, phases: ['9'], grade: '2', cites_trial: false },
      { target: 'MCL1', code: 'NCT0123', dose_mg: 800, phases: ['1'], grade: '3', cites_trial: true },
      { target: ' bcl2 ', code: null, dose_mg: null, phases: null, grade: null, cites_trial: null },
    ]
    expectSameVerdicts(loaded, TypeScriptTwin, outputs, 'see NCT0001')
    expect(outputs.slice(0, 3).map((v) => loaded.verify(v, { rawTrace: '' }))).toEqual([true, true, false])
  })

  it('keeps Python float typing of literal values (8.0 stays a float)', () => {
    const source = [
      'class Answer(BaseAnswer):',
      '    x: float = VerifiedField(description="X", ground_truth=8.0, verify_with=ExactMatch())',
      '',
    ].join('\n')
    const reading = readPythonTemplate(source)
    expect(reading.kind === 'declarative' && reading.spec.fields[0]!.ground_truth).toEqual(new PyFloat(8))
    // str(8.0) == "8.0": an ExactMatch against "8" fails, as in Karenina.
    expect(declarative(source).verify({ x: '8' as never })).toBe(false)
  })
})

describe('readPythonTemplate — anything else is classic (never evaluated)', () => {
  it.each([
    ['custom verify()', CLASSIC_PYTHON, /field "result" is not a VerifiedField/],
    [
      'a verify method next to VerifiedFields',
      'class Answer(BaseAnswer):\n    a: str = VerifiedField(description="A", ground_truth="x", verify_with=ExactMatch())\n\n    def verify(self):\n        return True\n',
      /^4: the class defines method verify\(\): custom Python code/,
    ],
    ['a plain annotated field', 'class Answer(BaseAnswer):\n    a: str\n', /field "a" has no VerifiedField/],
    ['module-level code', 'import os\nos.system("echo hi")\nclass Answer(BaseAnswer):\n    pass\n', /^2: only imports and one BaseAnswer class/],
    ['a call that is not a primitive', 'class Answer(BaseAnswer):\n    a: str = VerifiedField(description="A", ground_truth=__import__("os"), verify_with=ExactMatch())\n', /ground_truth: the call __import__/],
    ['an unknown primitive', 'class Answer(BaseAnswer):\n    a: str = VerifiedField(description="A", ground_truth="x", verify_with=Eval(code="1"))\n', /Eval is not one of the verification primitives/],
    ['an f-string', 'class Answer(BaseAnswer):\n    a: str = VerifiedField(description=f"{x}", ground_truth="x", verify_with=ExactMatch())\n', /f-strings are not supported/],
    ['an expression', 'class Answer(BaseAnswer):\n    a: int = VerifiedField(description="A", ground_truth=1 + 1, verify_with=ExactMatch())\n', /expected "\)", found "\+"|only literal/],
    ['no answer class', 'from pydantic import BaseModel\n', /no class deriving from BaseAnswer/],
    ['a class that is not a BaseAnswer', 'class Answer(BaseModel):\n    pass\n', /does not derive from BaseAnswer/],
    ['two answer classes', 'class A(BaseAnswer):\n    a: str = VerifiedField(description="A", ground_truth="x", verify_with=ExactMatch())\nclass B(BaseAnswer):\n    pass\n', /: Multiple BaseAnswer subclasses found at leaf level: \['A', 'B'\]$/],
    ['a class without fields', 'class Answer(BaseAnswer):\n    """Only a docstring."""\n', /declares no VerifiedField/],
    ['unknown VerifiedField arguments', 'class Answer(BaseAnswer):\n    a: str = VerifiedField(description="A", ground_truth="x", verify_with=ExactMatch(), default=None)\n', /argument "default" is not supported/],
    ['bad indentation', 'class Answer(BaseAnswer):\n        a: str = VerifiedField(description="A", ground_truth="x", verify_with=ExactMatch())\n    b: str\n', /unindent does not match/],
    ['an unterminated string', 'class Answer(BaseAnswer):\n    a: str = VerifiedField(description="A)\n', /unterminated string/],
  ])('%s', (_, source, reason) => {
    expect(classicReason(source)).toMatch(reason)
  })
})
