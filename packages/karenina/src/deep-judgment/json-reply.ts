import { stripMarkdownFences } from '../parsing/json-recovery.js'
import { pyJsonLoads } from '../compat/parse-py-json.js'

/**
 * The JSON object of a deep-judgment reply (spec 02 §7: fences stripped, Python `json.loads`), or `null` when
 * the text holds no JSON object.
 */
export function parseJsonObjectReply(text: string): Record<string, unknown> | null {
  try {
    const value = pyJsonLoads(stripMarkdownFences(text))
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}
