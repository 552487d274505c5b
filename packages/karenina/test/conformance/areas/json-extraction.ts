import {
  extractBalancedBraces,
  extractJsonFromResponse,
  extractJsonFromText,
  stripMarkdownFences,
} from '../../../src/parsing/json-recovery.js'
import { capture, type AreaAdapter, type CaseOutcome } from '../area.js'

const FUNCTIONS: Record<string, (input: Record<string, unknown>) => unknown> = {
  strip_markdown_fences: (input) => stripMarkdownFences(input.text),
  extract_json_from_text: (input) => extractJsonFromText(input.text as string),
  extract_json_from_response: (input) => extractJsonFromResponse(input.text as string),
  extract_balanced_braces: (input) => extractBalancedBraces(input.text as string, Number(input.start ?? 0)),
}

/** `parsed` is reported only when the output is a string a strict JSON parser accepts (README §4.10). */
function withParsed(output: unknown): CaseOutcome {
  if (typeof output !== 'string') return { output }
  try {
    return { output, parsed: JSON.parse(output) as unknown }
  } catch {
    return { output }
  }
}

/** README §4.10: `{function, text, start?}` → `{output, parsed?}` or `{error: "value_error"}`. */
const adapter: AreaAdapter = {
  run(input) {
    const fn = FUNCTIONS[String(input.function)]
    if (!fn) return { error: 'runner_error', cause: new Error(`unknown function ${String(input.function)}`) }
    return capture(undefined, () => withParsed(fn(input)))
  },
}

export default adapter
