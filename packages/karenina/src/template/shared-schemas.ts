import type { JsonSchema } from '../llm/ports.js'
import { shareValue } from '../utils/shared-value.js'
import type { Template } from './template.js'

// `template.judgeSchema()` hands users a fresh copy; the pipeline reads one shared, deep-frozen copy per template,
// so the prompt's schema block and the provider's strict form are derived once per template, not per call.
const judgeSchemas = new WeakMap<Template, JsonSchema>()
const sufficiencySchemas = new WeakMap<Template, JsonSchema>()

function shared(cache: WeakMap<Template, JsonSchema>, template: Template, make: () => JsonSchema): JsonSchema {
  let schema = cache.get(template)
  if (schema === undefined) cache.set(template, (schema = shareValue(make())))
  return schema
}

/** The template's judge schema, shared and frozen (never mutate it). */
export function sharedJudgeSchema(template: Template): JsonSchema {
  return shared(judgeSchemas, template, () => template.judgeSchema())
}

/** The template's sufficiency schema, shared and frozen (never mutate it). */
export function sharedSufficiencySchema(template: Template): JsonSchema {
  return shared(sufficiencySchemas, template, () => template.sufficiencySchema())
}
