// The generated Python source of a TS template writes each field's exact annotation: a list of ints is
// `list[int]` (Karenina's TemplateSpec converter would write `list[str]` for any list, changing the type).
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { exactMatch } from '../primitives/exact-match.js'
import { literalMatch } from '../primitives/literal-match.js'
import { setContainment } from '../primitives/set-containment.js'
import { readPythonTemplate } from '../benchmark/checkpoint/python-template-parser.js'
import { defineTemplate } from './define-template.js'
import { pythonAnnotationOf } from './field-type.js'
import { field } from './field.js'

describe('pythonAnnotationOf', () => {
  it.each([
    ['bool', z.boolean()],
    ['int', z.int()],
    ['float', z.number()],
    ['str', z.string()],
    ['str', z.string().optional()],
    ['list[str]', z.array(z.string())],
    ['list[int]', z.array(z.int())],
    ['list[float]', z.array(z.number())],
    ['list[bool]', z.array(z.boolean())],
    ["list[Literal['a', 'b']]", z.array(z.enum(['a', 'b']))],
    ['Literal[1, 2, 3]', z.literal([1, 2, 3])],
    ['int | None', z.int().nullable()],
    ['dict[str, float]', z.record(z.string(), z.number())],
    [null, z.object({ a: z.string() })],
  ])('%s', (expected, schema) => {
    expect(pythonAnnotationOf(schema)).toBe(expected)
  })
})

describe('generated Python source of a TS template', () => {
  const Ids = defineTemplate({
    ids: field(z.array(z.int()), { description: 'The ids', groundTruth: [1, 2, 3], check: setContainment({ mode: 'superset' }) }),
    level: field(z.literal([1, 2, 3]), { description: 'The level', groundTruth: 2, check: literalMatch() }),
    count: field(z.int().nullable(), { description: 'The count', groundTruth: 3, check: exactMatch() }),
  })

  it('keeps every element type, and reads back to the same types', () => {
    const source = Ids.source!
    expect(source).toContain('    ids: list[int] = VerifiedField(')
    expect(source).toContain('    level: Literal[1, 2, 3] = VerifiedField(')
    expect(source).toContain('    count: int | None = VerifiedField(')
    expect(source.startsWith('from typing import Literal\n')).toBe(true)
    const reading = readPythonTemplate(source)
    expect(reading.kind).toBe('declarative')
    if (reading.kind !== 'declarative') return
    for (const f of Ids.fields) expect(pythonAnnotationOf(reading.fieldSchemas[f.name]!), f.name).toBe(pythonAnnotationOf(f.schema))
  })
})
