import { pyJsonDumps } from '../../../src/compat/py-json.js'
import { templateKindRecord } from '../../../src/rubric/traits/template-kind.js'
import type { AreaAdapter } from '../area.js'

/**
 * Template-kind LLM traits (spec 03 §2.1.1, §6): `{trait_name, schema, reply}` → the trait's flat scores as
 * Karenina's evaluator writes them (`{trait.field: value}` from `model_dump()`), with `scores_json` the
 * Python `json.dumps` of them (so `400.0` vs `400` is checked), or `{error: "validation_error"}` when the
 * reply does not fit the record type (Karenina then scores `{trait: None}`).
 */
const adapter: AreaAdapter = {
  run(input) {
    const record = templateKindRecord({ type: 'template', schema: input.schema as Record<string, unknown> })
    let dumped: Record<string, unknown>
    try {
      dumped = record.validate(input.reply)
    } catch (cause) {
      return { error: 'validation_error', cause }
    }
    const scores = Object.fromEntries(Object.entries(dumped).map(([field, value]) => [`${String(input.trait_name)}.${field}`, value]))
    return { scores, scores_json: pyJsonDumps(scores) }
  },
}

export default adapter
