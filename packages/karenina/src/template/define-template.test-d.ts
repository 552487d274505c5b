import { describe, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { anyOf } from '../composition/any-of.js'
import { fieldCheck } from '../composition/field-check.js'
import { booleanMatch } from '../primitives/boolean-match.js'
import { exactMatch } from '../primitives/exact-match.js'
import { numericTolerance } from '../primitives/numeric-tolerance.js'
import { defineTemplate } from './define-template.js'
import { field } from './field.js'
import { parseJudgeOutput } from './judge-output.js'
import type { TemplateInput, TemplateValues } from './template.js'

const Answer = defineTemplate(
  {
    target: field(z.string(), { description: 'Target', groundTruth: 'BCL2', check: exactMatch() }),
    is_approved: field(z.boolean(), { description: 'Approved', groundTruth: true, check: booleanMatch(), weight: 2 }),
    dose: field(z.number(), { description: 'Dose', groundTruth: 400, check: numericTolerance({ tolerance: 0.1 }) }),
    kind: field(z.enum(['a', 'b']), { description: 'Kind', groundTruth: 'a', check: exactMatch() }),
    notes: z.string().describe('plain field'),
    extra: z.string().optional(),
  },
  { name: 'Answer', strategy: anyOf(fieldCheck('target'), fieldCheck('is_approved')) },
)

describe('defineTemplate types', () => {
  it('infers the values from the zod schemas', () => {
    expectTypeOf<TemplateValues<typeof Answer>>().toEqualTypeOf<{
      target: string
      is_approved: boolean
      dose: number
      kind: 'a' | 'b'
      notes: string
      extra?: string | undefined
    }>()
  })

  it('types instantiate input (every field optional and nullable) and the hooks', () => {
    expectTypeOf<TemplateInput<typeof Answer.shape>['kind']>().toEqualTypeOf<'a' | 'b' | null | undefined>()
    const answer = Answer.instantiate({ target: 'x', dose: 1 })
    expectTypeOf(answer.values.target).toEqualTypeOf<string | null | undefined>()
    expectTypeOf(answer.verify()).toEqualTypeOf<boolean>()
    expectTypeOf(answer.verifyGranular()).toEqualTypeOf<number | null>()
    // @ts-expect-error wrong value type
    Answer.instantiate({ target: 5 })
    defineTemplate(
      { a: z.string().describe('a') },
      {
        verify: (instance) => {
          expectTypeOf(instance.values.a).toEqualTypeOf<string | null | undefined>()
          return instance.values.a === 'x'
        },
      },
    )
  })

  it('checks ground truths against the field type', () => {
    field(z.number(), { groundTruth: 5, check: exactMatch() })
    // @ts-expect-error a string ground truth for a number field
    field(z.number(), { groundTruth: 'five', check: exactMatch() })
  })

  it('returns typed judge output values', () => {
    const parsed = parseJudgeOutput(Answer, {})
    expectTypeOf(parsed.values.is_approved).toEqualTypeOf<boolean | null | undefined>()
    expectTypeOf(parsed.nullFields).toEqualTypeOf<Set<string>>()
  })
})
