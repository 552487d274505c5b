import { extractJsonFromResponse } from '../../../src/parsing/json-recovery.js'
import { pyJsonLoads } from '../../../src/compat/parse-py-json.js'
import { parseJudgeOutput } from '../../../src/template/judge-output.js'
import { templateFromSpec } from '../../../src/template/spec/template-from-spec.js'
import type { TemplateSpecInput } from '../../../src/template/spec/template-spec.js'
import { capture, type AreaAdapter } from '../area.js'

/**
 * README §4.15 (judge_fixtures): JSON recovered from the recorded judge text, parsed; with a template, the
 * parsed output validated as the pipeline does and verified (Karenina-compatibility mode).
 */
const adapter: AreaAdapter = {
  run(input) {
    return capture(undefined, () => {
      const text = extractJsonFromResponse(String(input.judge_raw_output))
      const parsed = pyJsonLoads(text)
      if (input.template === undefined || input.template === null) return { extracted_json_text: text, parsed }
      const compat = 'karenina-python' as const
      const template = templateFromSpec(input.template as TemplateSpecInput, { compat })
      const judged = parseJudgeOutput(template, parsed, { compat })
      const instance = template.instantiate(judged.values, {
        nullFields: judged.nullFields,
        extras: judged.extras,
        rawTrace: typeof input.response_to_parse === 'string' ? input.response_to_parse : null,
      })
      return { extracted_json_text: text, parsed, verify: instance.verify(), verify_granular: instance.verifyGranular() }
    })
  },
}

export default adapter
