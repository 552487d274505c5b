import { describe, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import { exactMatch } from '../primitives/exact-match.js'
import { defineTemplate } from './define-template.js'
import { field } from './field.js'
import type { Template, TemplateInstance, TemplateValues } from './template.js'

const Answer = defineTemplate(
  { target: field(z.string(), { groundTruth: 'BCL2', check: exactMatch() }), n: z.number() },
  { verify: (answer) => answer.values.target === 'BCL2', groundTruth: () => ({ correct: { target: 'BCL2' } }), verifyGranular: () => 1 },
)

describe('Template assignability', () => {
  it('a defined template (with hooks) is a Template, and its instances are TemplateInstances', () => {
    expectTypeOf(Answer).toExtend<Template>()
    expectTypeOf(Answer.instantiate({})).toExtend<TemplateInstance>()
    const templates: Template[] = [Answer]
    expectTypeOf(templates).toEqualTypeOf<Template[]>()
  })

  it('keeps the values inference', () => {
    expectTypeOf<TemplateValues<typeof Answer>>().toEqualTypeOf<{ target: string; n: number }>()
    expectTypeOf(Answer.hooks.verify).toEqualTypeOf<((answer: TemplateInstance<typeof Answer.shape>) => boolean) | undefined>()
  })
})
