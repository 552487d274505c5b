import { CheckError } from '../../src/errors/check-error.js'
import { KareninaError } from '../../src/errors/karenina-error.js'

/** One conformance case as stored in a vector file (parsed with `parsePyJson`). */
export interface ConformanceCase {
  id: string
  area: string
  description?: string
  input: Record<string, unknown>
  expected: Record<string, unknown>
  python_quirk?: boolean
  uncertain?: boolean
  uncertain_reason?: string
  notes?: string
}

/**
 * The outcome of running one case's input through the library, in the vector's `expected` shape
 * (snake_case keys). A failure is `{ error: <kind>, phase?: ... }`.
 */
export type CaseOutcome = Record<string, unknown>

/** Runs the inputs of one area against the library. One module per area under `areas/`. */
export interface AreaAdapter {
  run(input: Record<string, unknown>): CaseOutcome | Promise<CaseOutcome>
}

/** The vectors' error kind for an error the library threw (README §2 "Errors"). */
export function errorKind(error: unknown): string {
  if (error instanceof CheckError) {
    return error.kind === 'not_implemented' ? 'not_implemented' : `${error.kind}_error`
  }
  if (KareninaError.isInstance(error)) {
    return error.code === 'KARENINA_CHECK_FAILED' ? 'value_error' : 'validation_error'
  }
  return 'runner_error'
}

/** Runs `fn`, turning a thrown error into `{ error, phase }`. */
export function capture(phase: string | undefined, fn: () => CaseOutcome): CaseOutcome {
  try {
    return fn()
  } catch (error) {
    return phase === undefined ? { error: errorKind(error), cause: error } : { error: errorKind(error), phase, cause: error }
  }
}

/** snake_case → lowerCamelCase for parameter keys (README §3). */
export function camelKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())
}

/** Renames the keys of a flat params object to camelCase; values are left alone. */
export function camelParams(params: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(params ?? {})) out[camelKey(key)] = value
  return out
}
