import type { z } from 'zod'
import { ConfigError } from '../errors/config-error.js'
import { formatPath } from '../errors/karenina-error.js'
import { unknownKeyMessage } from '../utils/did-you-mean.js'
import { camelKey, zodObjectKeysAt } from '../utils/zod-object-keys.js'

type Issue = z.core.$ZodIssue
type Path = (string | number)[]

/** A short rendering of a received value for error messages. */
export function describeReceived(value: unknown): string {
  if (value === undefined) return 'nothing'
  if (typeof value === 'function') return 'a function'
  if (typeof value === 'bigint') return `${value}n`
  let text: string
  try {
    text = JSON.stringify(value) ?? String(value)
  } catch {
    text = Object.prototype.toString.call(value)
  }
  return text.length > 80 ? `${text.slice(0, 77)}...` : text
}

// Unions report every branch; keep the branch that got past the type check (the one the user meant).
function flatten(issues: readonly Issue[], prefix: Path): { path: Path; issue: Issue }[] {
  const out: { path: Path; issue: Issue }[] = []
  for (const issue of issues) {
    const path = [...prefix, ...(issue.path.filter((p) => typeof p !== 'symbol') as Path)]
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const meant = issue.errors.find((branch) => !branch.every((i) => i.code === 'invalid_type' && i.path.length === 0))
      if (meant) {
        out.push(...flatten(meant, path))
        continue
      }
    }
    out.push({ path, issue })
  }
  return out
}

function problemOf(issue: Issue): string {
  if (issue.code === 'unrecognized_keys') return 'unknown key (extra keys are not allowed)'
  if (!('input' in issue)) return issue.message
  let input = issue.input
  if (issue.code === 'invalid_type') return input === undefined ? `missing (expected ${issue.expected})` : issue.message
  if (issue.code === 'custom') {
    // Object-level refinements report the whole object; the value at fault is the key the path names.
    const key = issue.path.at(-1)
    if (typeof input === 'object' && input !== null && (typeof key === 'string' || typeof key === 'number') && key in input)
      input = (input as Record<string | number, unknown>)[key]
    if (typeof input === 'object' && input !== null && !Array.isArray(input)) return issue.message
  }
  const received = describeReceived(input)
  return issue.message.includes(received) ? issue.message : `${issue.message} (received ${received})`
}

/** `unknown key 'answering_model' in verification config (did you mean 'answering_models'?)`, in the user's spelling. */
function unknownKeyProblem(key: string, path: Path, schema: z.ZodType | undefined, spelling: ReadonlyMap<string, string> | undefined, subject: string | undefined): string {
  const known = schema === undefined ? [] : zodObjectKeysAt(schema, path)
  if (known.length === 0) return 'unknown key (extra keys are not allowed)'
  // A top-level key written in camelCase gets camelCase suggestions.
  const written = path.length === 0 ? (spelling?.get(key) ?? key) : key
  const camel = written !== key
  const where = path.length === 0 ? (subject ?? 'the verification config') : `${subject ? `${subject}.` : ''}${formatPath(path)}`
  return unknownKeyMessage(written, where, camel ? known.map(camelKey) : known)
}

/**
 * Turns a zod error into a `ConfigError` naming the first offending key (`parsing_models[0].interface`), the
 * expectation and the value received; further problems are appended. Parse with `{ reportInput: true }`.
 * `spelling` maps top-level snake_case keys back to the spelling the user wrote.
 */
export function configErrorFromZod(error: z.ZodError, subject?: string, spelling?: ReadonlyMap<string, string>, schema?: z.ZodType): ConfigError {
  // Name top-level keys as the user spelled them (camelCase input is mapped to snake_case before parsing).
  const respell = (path: Path): Path =>
    typeof path[0] === 'string' && spelling?.has(path[0]) ? [spelling.get(path[0])!, ...path.slice(1)] : path
  const problems = flatten(error.issues, []).flatMap(({ path, issue }) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ key: formatPath(respell([...path, key])), problem: unknownKeyProblem(key, path, schema, spelling, subject) }))
      : [{ key: formatPath(respell(path)), problem: problemOf(issue) }],
  )
  const [first, ...rest] = problems
  const key = subject ? `${subject}${first && first.key !== '(root)' ? `.${first.key}` : ''}` : (first?.key ?? '(root)')
  const more = rest.map((p) => `${p.key}: ${p.problem}`)
  return new ConfigError(key, [first?.problem ?? 'invalid configuration', ...more].join('; '))
}
