import { extractBalancedBraces } from './json-recovery.js'
import { pyJsonLoads } from '../compat/parse-py-json.js'
import { loadOnce } from '../utils/lazy-node.js'

// Loaded on first use: most replies parse without repair, and `import 'karenina'` stays small.
const loadJsonRepair = loadOnce(() => import('jsonrepair').then((module) => module.jsonrepair))

/** The outcome of {@link repairJson}: the parsed value, or why the text could not be repaired. */
export type RepairOutcome = { ok: true; value: unknown } | { ok: false; error: string }

/**
 * The JSON-repair step of Karenina's parser ladder (spec 06 §8.4, Python's `json_repair.repair_json` of the
 * whole reply): truncated objects are closed, single quotes, trailing commas, comments, Python constants and
 * code fences are fixed, then the text is read with Python's `json.loads` rules (so `5.0` stays a float).
 * Prose before or after the JSON is skipped, as `json_repair` does. Never a value the caller has not validated: it
 * only turns text into JSON.
 */
export async function repairJson(text: string): Promise<RepairOutcome> {
  const jsonrepair = await loadJsonRepair()
  // The whole reply, then from its first bracket (prose before the JSON), then its first balanced object
  // (prose after it): `json_repair` skips text around the JSON, jsonrepair refuses it.
  const start = text.search(/[{[]/)
  const candidates = [text]
  if (start > 0) candidates.push(text.slice(start))
  const balanced = start >= 0 && text[start] === '{' ? extractBalancedBraces(text, Array.from(text.slice(0, start)).length) : null
  if (balanced !== null) candidates.push(balanced)
  let error = 'nothing to repair'
  for (const candidate of candidates) {
    try {
      return { ok: true, value: pyJsonLoads(jsonrepair(candidate)) }
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause)
    }
  }
  return { ok: false, error }
}
