import type { z } from 'zod'
import { ValidationError } from '../../errors/validation-error.js'
import { snakeKey } from '../../primitives/define-primitive.js'
import { unknownKeyMessage, unknownKeys } from '../../utils/did-you-mean.js'
import { camelKey, zodObjectKeys } from '../../utils/zod-object-keys.js'

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
  if (issue.code === 'unrecognized_keys') path.push(issue.keys[0]!)
  const known = zodObjectKeys(schema) ?? []
  const problem = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => unknownKeyMessage(k, kind, known)).join('; ') : issue.message
  throw new ValidationError(path, problem, subject)
}

/**
 * Factory options (camelCase) → Karenina's serialized keys (snake_case). With the trait's kind and schema, a
 * key the trait does not have throws a ValidationError naming it and the close camelCase key.
 */
export function toSnakeKeys(options: object, kind?: string, schema?: z.ZodType): Record<string, unknown> {
  const keys = schema === undefined ? null : zodObjectKeys(schema)
  if (keys !== null) {
    const camel = keys.map(camelKey)
    const [key] = unknownKeys(options, [...camel, ...keys])
    if (key !== undefined) {
      const name = (options as { name?: unknown }).name
      throw new ValidationError([key], unknownKeyMessage(key, `${kind} options`, camel), typeof name === 'string' && name !== '' ? `${kind} "${name}"` : kind)
    }
  }
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(options)) out[snakeKey(key)] = value
  return out
}
