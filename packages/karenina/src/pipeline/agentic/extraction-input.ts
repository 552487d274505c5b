import { stripMarkdownFences } from '../../parsing/json-recovery.js'
import type { Template } from '../../template/template.js'
import { extractFinalAiMessage } from '../../trace/final-message.js'

/** Karenina's bound on the report handed to the extraction call (spec 02 §9.2 step 2). */
export const MAX_EXTRACTION_REPORT_CHARS = 60_000

/**
 * Bounds a report: at most `max` characters (code points, as Python counts), the head third, a marker
 * naming what was cut, and the tail.
 */
export function truncateExtractionInput(text: string, max = MAX_EXTRACTION_REPORT_CHARS): string {
  const chars = Array.from(text)
  if (chars.length <= max) return text
  const marker = `\n\n[... investigation report truncated; omitted ${chars.length - max} characters ...]\n\n`
  const markerLength = Array.from(marker).length
  if (markerLength >= max) return chars.slice(0, max).join('')
  const head = Math.floor(max / 3)
  const tail = max - head - markerLength
  return `${chars.slice(0, head).join('')}${marker}${chars.slice(chars.length - tail).join('')}`
}

/** The investigation's final AI message (else the whole trace), bounded. */
export function prepareExtractionInput(investigationTrace: string): string {
  const final = extractFinalAiMessage(investigationTrace)
  if (final.error === null && final.message.trim() !== '') return truncateExtractionInput(final.message)
  return truncateExtractionInput(investigationTrace)
}

/** The JSON object in a report (fences stripped), or `null` when there is none. */
export function reportObject(report: string): Record<string, unknown> | null {
  const cleaned = stripMarkdownFences(report)
  if (cleaned === '') return null
  try {
    const data: unknown = JSON.parse(cleaned)
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** Verified field names the report lists in `_unanswered_fields` (other names are ignored). */
export function unansweredFieldsOf(data: Record<string, unknown> | null, template: Template): string[] {
  const raw = data?._unanswered_fields
  if (!Array.isArray(raw)) return []
  const verified = new Set(template.fields.filter((f) => f.verification !== null).map((f) => f.name))
  return raw.filter((name): name is string => typeof name === 'string' && verified.has(name))
}
