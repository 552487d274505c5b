import { unboxNumber } from '../compat/py-float-value.js'
import { TemplateError } from '../errors/template-error.js'
import type { FieldPrimitive } from '../primitives/primitive.js'
import type { ScenarioContext } from '../template/conditional-ground-truth.js'
import { resolveField } from '../template/field-results.js'
import type { Template, TemplateFieldInfo } from '../template/template.js'

/** Options of the per-field arbitraries. */
export interface VariantOptions {
  /** Scenario context a conditional ground truth is resolved against. @default null (its default case) */
  scenarioContext?: ScenarioContext | null
}

/** A verified, non-trace field with its ground truth and primitive resolved: what the generators work from. */
export interface VariantTarget {
  readonly template: string
  readonly field: TemplateFieldInfo
  readonly groundTruth: unknown
  readonly primitive: FieldPrimitive
}

/** Builds the error thrown when a field's variants cannot be generated; it names template, field and reason. */
export function cannotGenerate(target: Pick<VariantTarget, 'template' | 'field'>, what: string, reason: string): TemplateError {
  return new TemplateError(target.template, target.field.name, `cannot generate ${what}: ${reason}`)
}

/** Finds a field of a template and resolves its ground truth (a conditional one against `scenarioContext`). */
export function resolveTarget(template: Template | undefined, field: string | TemplateFieldInfo, what: string, options: VariantOptions = {}): VariantTarget {
  const templateName = template?.name ?? 'Answer'
  let info: TemplateFieldInfo | undefined
  if (typeof field === 'string') {
    info = template?.fields.find((f) => f.name === field)
    if (info === undefined) {
      const names = template?.fields.map((f) => f.name).join(', ') ?? ''
      throw new TemplateError(templateName, field, `cannot generate ${what}: no such field (fields: ${names})`)
    }
  } else {
    info = field
  }
  if (info.verification === null) {
    throw cannotGenerate({ template: templateName, field: info }, what, 'the field has no ground truth and primitive (it is a plain zod field); generate its values with fieldValues()')
  }
  const { groundTruth, primitive } = resolveField(info, options.scenarioContext ?? null)
  if (primitive.kind === 'trace') {
    throw cannotGenerate(
      { template: templateName, field: info },
      what,
      `${primitive.type} is a trace primitive: the judge never fills this field, it is checked on the raw trace (pass rawTrace)`,
    )
  }
  return { template: templateName, field: info, groundTruth: unboxNumber(groundTruth), primitive }
}
