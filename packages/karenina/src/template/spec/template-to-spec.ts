import { TemplateError } from '../../errors/template-error.js'
import { isConditionalGroundTruth } from '../conditional-ground-truth.js'
import type { Template, TemplateShape } from '../template.js'
import { strategyToSpec } from './strategy-spec.js'
import type { TemplateFieldSpec, TemplateSpec } from './template-spec-schema.js'

/**
 * The TemplateSpec of a template: one field spec per verified field (plain fields of a mixed template are
 * dropped, as in Karenina's converter), primitives serialized with every param. Unlike Karenina, the strategy
 * is kept. A classic template (no verified field) cannot be converted: TemplateError.
 */
export function templateToSpec<S extends TemplateShape>(template: Template<S>): TemplateSpec {
  const verified = template.fields.filter((f) => f.verification !== null)
  if (verified.length === 0) {
    throw new TemplateError(
      template.name,
      undefined,
      'Cannot convert classic template to TemplateSpec: classic templates use verify() functions that the structured format cannot represent',
    )
  }
  const fields: TemplateFieldSpec[] = verified.map((f) => {
    const v = f.verification!
    return {
      name: f.name,
      type: f.type,
      description: f.description ?? '',
      extraction_hint: v.extractionHint,
      ground_truth: isConditionalGroundTruth(v.groundTruth) ? v.groundTruth.toJSON() : v.groundTruth,
      literal_values: f.literalValues === null ? null : [...f.literalValues],
      verify_with: v.primitive.toJSON(),
      weight: v.weight,
      is_trace: v.isTrace,
    }
  })
  return { fields, verify_strategy: template.strategy === null ? null : strategyToSpec(template.strategy), class_name: template.name }
}
