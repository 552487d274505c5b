import type { z } from 'zod'
import { ValidationError } from '../../errors/validation-error.js'
import { toSnakeOptions } from '../../primitives/define-primitive.js'
import { unknownKeyMessage } from '../../utils/did-you-mean.js'
import { zodObjectKeys } from '../../utils/zod-object-keys.js'

/** `LLMRubricTrait "clarity"`, or the kind alone when the value has no name. */
function subjectOf(kind: string, value: unknown): string {
  const name = typeof value === 'object' && value !== null ? (value as { name?: unknown }).name : undefined
  return typeof name === 'string' && name !== '' ? `${kind} "${name}"` : kind
}

/**
 * Validates a serialized trait (Karenina's snake_case dict) with its schema; the first issue becomes a
 * `ValidationError` naming the trait kind and name, the field and the expectation (Pydantic ValidationError).
 */
export function parseTrait<Schema extends z.ZodType>(kind: string, schema: Schema, raw: unknown): z.output<Schema> {
  const result = schema.safeParse(raw)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol')
  if (issue.code === 'unrecognized_keys') path.push(issue.keys[0]!)
  const known = zodObjectKeys(schema) ?? []
  const problem = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => unknownKeyMessage(k, kind, known)).join('; ') : issue.message
  throw new ValidationError(path, problem, subjectOf(kind, raw))
}

/**
 * Builds a trait from factory options (camelCase → Karenina's snake_case keys): a key the trait does not have
 * throws a ValidationError naming it and the close camelCase key; then as {@link parseTrait}.
 */
export function traitFromOptions<Schema extends z.ZodType>(kind: string, schema: Schema, options: object): z.output<Schema> {
  return parseTrait(kind, schema, toSnakeOptions(kind, schema, options, subjectOf(kind, options)))
}
