import type { ChatMessage, JsonSchema } from './ports.js'

/** The schema as a fenced JSON block (pretty-printed). */
export function schemaBlock(schema: JsonSchema): string {
  return '```json\n' + JSON.stringify(schema, null, 2) + '\n```'
}

/** The messages with a "JSON only, matching this schema" instruction appended to the last user message. */
export function withSchemaSuffix(messages: readonly ChatMessage[], schema: JsonSchema): ChatMessage[] {
  const suffix =
    'Respond with a single JSON object that matches this JSON schema. Return only the JSON object: ' +
    'no prose, no code fences.\n\n' +
    schemaBlock(schema)
  const out = messages.map((m) => ({ ...m }))
  const last = out.findLast((m) => m.role === 'user')
  if (last === undefined) return [...out, { role: 'user', content: suffix }]
  last.content = `${last.content}\n\n${suffix}`
  return out
}

function clip(text: string, max: number): string {
  const chars = Array.from(text)
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text
}

/** The default feedback turn: why the previous reply was rejected, and the schema again. */
export function feedbackMessage(error: string, schema: JsonSchema): string {
  return (
    `Your previous response could not be used: ${clip(error, 1000)}\n\n` +
    'Fix this and respond again with only a JSON object that matches this JSON schema ' +
    '(use null only where the schema allows it; no prose, no code fences):\n\n' +
    schemaBlock(schema)
  )
}

/** The source's null-value feedback turn (spec 06 §8.4 step 3). */
export function nullFeedbackMessage(fields: readonly string[]): string {
  const listed = fields.length > 0 ? fields.join(', ') : 'some required fields'
  return (
    `Your previous response had null values for required fields: ${listed}. ` +
    'Provide a non-null value for each of them (0.0 for numbers, "" for text, false for booleans, ' +
    'or a sensible placeholder) and respond with the JSON object only.'
  )
}

/** The source's format feedback turn (spec 06 §8.4 step 4). */
export function formatFeedbackMessage(reply: string, error: string, schema: string): string {
  return (
    `Your previous response was not valid JSON.\n\nPrevious response:\n${clip(reply, 1000)}\n\n` +
    `Error: ${clip(error, 500)}\n\nRespond with only a JSON object matching this schema:\n${schema}`
  )
}

// Phrases of Python JSON/parsing errors that make the source's format feedback fire.
const JSON_ERROR_MARKERS = [
  'invalid json',
  'json decode',
  'jsondecodeerror',
  'expecting value',
  'expecting property name',
  "expecting ',' delimiter",
  "expecting ':' delimiter",
  'unterminated string',
  'extra data',
  'invalid control character',
  'invalid \\escape',
  'invalid literal',
]

/**
 * Which of the source's feedback retries fire for a parse error text (spec 06 §8.4 steps 3–4): null fields
 * (from a JSON object after "from completion", or pydantic lines with `input_value=None`), and whether the
 * text names a JSON error. The source inspects only `Could not parse response into <Schema>: <preview>`.
 */
export function pythonFeedbackPlan(errorText: string): { nullFields: string[] | null; formatError: boolean } {
  let nullFields: string[] | null = null
  const completion = /from completion\s*(\{[\s\S]*\})/.exec(errorText)
  if (completion) {
    try {
      const parsed = JSON.parse(completion[1]!) as Record<string, unknown>
      const nulls = Object.entries(parsed).filter(([, v]) => v === null).map(([k]) => k)
      if (nulls.length > 0) nullFields = nulls
    } catch {
      // Not JSON: no null fields can be read from it.
    }
  }
  const lines = errorText.split('\n')
  lines.forEach((line, i) => {
    if (!line.includes('input_value=None') && !line.includes('input_type=NoneType')) return
    nullFields ??= []
    const field = lines[i - 1]?.trim()
    if (field && !nullFields.includes(field)) nullFields.push(field)
  })
  const lower = errorText.toLowerCase()
  return { nullFields, formatError: JSON_ERROR_MARKERS.some((m) => lower.includes(m)) }
}
