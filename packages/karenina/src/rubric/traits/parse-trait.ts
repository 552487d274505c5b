import type { z } from 'zod'
import { ValidationError } from '../../errors/validation-error.js'
import { snakeKey } from '../../primitives/define-primitive.js'

/**
 * Validates a serialized trait (Karenina's snake_case dict) with its schema; the first issue becomes a
 * `ValidationError` naming the trait kind and name, the field and the expectation (Pydantic ValidationError).
 */
export function parseTrait<Schema extends z.ZodType>(kind: string, schema: Schema, raw: unknown): z.output<Schema> {
  const result = schema.safeParse(raw)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const name = typeof raw === 'object' && raw !== null ? (raw as { name?: unknown }).name : undefined
  const subject = typeof name === 'string' && name !== '' ? `${kind} "${name}"` : kind
  const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol')
  const problem = issue.code === 'unrecognized_keys' ? `unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}` : issue.message
  throw new ValidationError(path, problem, subject)
}

/** Factory options (camelCase) → Karenina's serialized keys (snake_case). */
export function toSnakeKeys(options: object): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(options)) out[snakeKey(key)] = value
  return out
}
