import { z } from 'zod'
import type { CompatMode } from '../../compat/compat-mode.js'
import { parseTemplateSpec, strategyFromSpec, type TemplateFieldSpec, type TemplateSpecInput } from './template-spec.js'
import { ValidationError } from '../../errors/validation-error.js'
import { primitiveFromJSON } from '../../primitives/registry.js'
import { conditionalGroundTruthFromJSON, isSerializedConditional } from '../conditional-ground-truth.js'
import { defineTemplateInternal } from '../define-template.js'
import { field, type VerifiedField } from '../field.js'
import type { Template, TemplateShape } from '../template.js'

const SCHEMAS: Readonly<Record<string, () => z.ZodType>> = { bool: () => z.boolean(), int: () => z.int(), float: () => z.number(), list_str: () => z.array(z.string()) }

function schemaFor(f: TemplateFieldSpec): z.ZodType {
  if (f.type === 'literal' && f.literal_values !== null && f.literal_values.length > 0) return z.enum(f.literal_values as [string, ...string[]])
  // `str`, `date`, a literal without values, and (as Karenina's generator does) any unknown type.
  return Object.hasOwn(SCHEMAS, f.type) ? SCHEMAS[f.type]!() : z.string()
}

/** Options of `templateFromSpec`. */
export interface TemplateFromSpecOptions {
  /** `'karenina-python'` skips definition-time checks Karenina lacks (see `TemplateOptions.compat`). @default 'default' */
  compat?: CompatMode
  /** The stored Python text (e.g. from a checkpoint): becomes `source` and the basis of `templateId`. */
  source?: string
  /**
   * Exact value schemas by field name, read from that Python text's annotations (`list[int]`, `int | None`):
   * they replace the spec type's schema, which is coarser (`list_str` stands for any list). @default none
   */
  fieldSchemas?: Readonly<Record<string, z.ZodType>>
}

/**
 * Builds a template from a TemplateSpec (Karenina's JSON interchange format). Structure and primitive
 * params are validated (ValidationError naming the path); the field-type compatibility table of
 * `validateTemplateSpec` is not enforced, as Karenina runs such templates. The spec's strategy is kept.
 * `source` defaults to the spec's Python rendering (`templateSpecToPython`).
 */
export function templateFromSpec(input: TemplateSpecInput, options: TemplateFromSpecOptions = {}): Template {
  const read = parseTemplateSpec(input)
  if ('errors' in read) throw new ValidationError([], read.errors.join('; '), 'TemplateSpec')
  const spec = read.spec
  const shape: Record<string, VerifiedField> = {}
  spec.fields.forEach((f, i) => {
    let check
    try {
      check = primitiveFromJSON(f.verify_with)
    } catch (error) {
      if (error instanceof ValidationError) throw new ValidationError(['fields', i, 'verify_with', ...error.path], error.problem, 'TemplateSpec')
      throw error
    }
    const groundTruth = isSerializedConditional(f.ground_truth) ? conditionalGroundTruthFromJSON(f.ground_truth) : f.ground_truth
    shape[f.name] = field(options.fieldSchemas?.[f.name] ?? schemaFor(f), {
      description: f.description,
      groundTruth: groundTruth as never,
      check,
      weight: f.weight,
      extractionHint: f.extraction_hint,
      ...(f.type === 'date' ? { type: 'date' as const } : {}),
    })
  })
  const strategy = spec.verify_strategy === null ? null : strategyFromSpec(spec.verify_strategy)
  return defineTemplateInternal(
    shape as TemplateShape,
    { name: spec.class_name, strategy, ...(options.compat ? { compat: options.compat } : {}), ...(options.source !== undefined ? { source: options.source } : {}) },
    { spec },
  )
}
