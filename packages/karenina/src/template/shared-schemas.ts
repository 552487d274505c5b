import type { JsonSchema } from '../llm/ports.js'
import { shareValue } from '../utils/shared-value.js'
import type { Template } from './template.js'

// `template.judgeSchema()` hands users a fresh copy; the pipeline reads one shared, deep-frozen copy per template,
// so the prompt's schema block and the provider's strict form (cached against it) are derived once for the tasks
// that use it, not per call. Held weakly: a benchmark keeps every template for the whole run, so a strong cache
// would keep what each question's tasks derived long after they finished (verify of a 5,000-question checkpoint
// grew ~5 KiB per question); the schema goes at the next full collection once no task holds it.
const judgeSchemas = new WeakMap<Template, WeakRef<JsonSchema>>()
const sufficiencySchemas = new WeakMap<Template, WeakRef<JsonSchema>>()

function shared(cache: WeakMap<Template, WeakRef<JsonSchema>>, template: Template, make: () => JsonSchema): JsonSchema {
  let schema = cache.get(template)?.deref()
  if (schema === undefined) cache.set(template, new WeakRef((schema = shareValue(make()))))
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
