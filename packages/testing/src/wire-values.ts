import type { NormalizedTool, NormalizedToolCall } from './normalized-request.js'

/** Sequential ids and the clock, shared by one server. */
export interface IdSource {
  next: (prefix: string) => string
  now: () => number
}

/** A request body the server cannot read; answered with a 400 in the provider's error shape. */
export class BadRequest extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BadRequest'
  }
}

/** True for a plain JSON object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A JSON object body, or a 400 saying it is not JSON or not an object. */
export function jsonBody(raw: string): Record<string, unknown> {
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch (error) {
    throw new BadRequest(`the body is not JSON: ${(error as Error).message}`)
  }
  if (!isRecord(body)) throw new BadRequest('the body must be a JSON object')
  return body
}

/** The string at `body[key]`, or a 400 naming the key. */
export function requireString(body: Record<string, unknown>, key: string): string {
  const value = body[key]
  if (typeof value !== 'string' || value === '') throw new BadRequest(`'${key}' must be a non-empty string`)
  return value
}

/** The array at `body[key]`, or a 400 naming the key. */
export function requireArray(body: Record<string, unknown>, key: string): unknown[] {
  const value = body[key]
  if (!Array.isArray(value)) throw new BadRequest(`'${key}' must be an array`)
  return value
}

/** A number, or `undefined` when absent or not a number. */
export function optionalNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}

/** An OpenAI function call replayed in a conversation; `arguments` JSON text is parsed, kept as is when not JSON. */
export function openAiToolCall(id: unknown, name: unknown, args: unknown): NormalizedToolCall {
  let parsed = args
  if (typeof args === 'string') {
    try {
      parsed = JSON.parse(args)
    } catch {
      // Arguments that are not JSON stay the raw string the model sent.
    }
  }
  return { id: typeof id === 'string' ? id : '', name: typeof name === 'string' ? name : '', arguments: parsed }
}

/**
 * Text of a string or of an array of content parts (only those of `type` when given), joined by a newline; parts
 * without text are skipped.
 */
export function partsText(content: unknown, type?: string): string {
  if (typeof content === 'string') return content
  if (!Array.isArray(content)) return ''
  return content
    .filter((p): p is Record<string, unknown> => isRecord(p) && typeof p['text'] === 'string')
    .filter((p) => type === undefined || p['type'] === type)
    .map((p) => p['text'] as string)
    .join('\n')
}

/**
 * The tools of a request: each entry's definition (`definitionOf` the entry, e.g. OpenAI Chat's `function`) with
 * its name, description and the JSON schema under `schemaKey`; entries without a name are skipped.
 */
export function parseTools(raw: unknown, definitionOf: (entry: Record<string, unknown>) => unknown, schemaKey: string): NormalizedTool[] {
  if (!Array.isArray(raw)) return []
  return raw.flatMap((entry): NormalizedTool[] => {
    const t = isRecord(entry) ? definitionOf(entry) : undefined
    if (!isRecord(t) || typeof t['name'] !== 'string') return []
    const tool: NormalizedTool = { name: t['name'] }
    if (typeof t['description'] === 'string') tool.description = t['description']
    if (isRecord(t[schemaKey])) tool.parameters = t[schemaKey]
    return [tool]
  })
}
