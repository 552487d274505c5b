import { extractJsonFromResponse } from '../../../src/parsing/json-recovery.js'
import { pyJsonLoads } from '../../../src/compat/parse-py-json.js'
import { repairJson } from '../../../src/parsing/repair-json.js'
import type { AreaAdapter } from '../area.js'

/**
 * A judge's text reply through the parser ladder's parse step (spec 06 §8.4 step 2, Karenina's
 * `_parse_response_content` with a schema that takes any object): `extract_json_from_response` + `json.loads`,
 * else `json_repair` of the whole reply + `json.loads`. `{text}` → `{parsed, repaired}` or
 * `{error: "value_error"}` when neither yields an object.
 */
const adapter: AreaAdapter = {
  async run(input) {
    const text = String(input.text)
    try {
      const parsed = pyJsonLoads(extractJsonFromResponse(text))
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return { parsed, repaired: false }
    } catch {
      // Falls through to the repair step, as Karenina's parser does.
    }
    const outcome = await repairJson(text)
    if (outcome.ok && typeof outcome.value === 'object' && outcome.value !== null && !Array.isArray(outcome.value)) return { parsed: outcome.value, repaired: true }
    return { error: 'value_error', cause: new Error(outcome.ok ? 'the repaired reply is not a JSON object' : outcome.error) }
  },
}

export default adapter
