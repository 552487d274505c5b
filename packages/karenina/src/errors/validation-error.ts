import type { z } from 'zod'
import { KareninaError, formatPath } from './karenina-error.js'

/** Invalid parameters or data: says where (path) and what was expected. Python: pydantic ValidationError. */
export class ValidationError extends KareninaError {
  constructor(
    readonly path: readonly (string | number)[],
    readonly problem: string,
    readonly subject?: string,
  ) {
    super('KARENINA_VALIDATION', `${subject ? `${subject} › ` : ''}${formatPath(path)}: ${problem}`)
  }
}

/**
 * `schema.parse(value)`, its first issue thrown as a ValidationError naming `subject`, at `at` followed by the
 * issue's path, with `hint` appended to zod's message.
 */
export function parseOrThrow<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  subject?: string,
  { at = [], hint = '' }: { at?: readonly (string | number)[]; hint?: string } = {},
): z.output<Schema> {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]!
  const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol')
  throw new ValidationError([...at, ...path], `${issue.message}${hint}`, subject)
}
