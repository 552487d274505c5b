import { ConfigError } from '../errors/config-error.js'

/** Default time budget of one evaluation of a user-supplied pattern that is not proven safe. */
export const DEFAULT_REGEX_TIMEOUT_MS = 1000

let timeoutMs: number | undefined

function parseTimeout(value: number, where: string): number {
  if (!Number.isFinite(value) || value <= 0) throw new ConfigError(where, `must be a positive number of milliseconds, got ${value}`)
  return value
}

/**
 * The time budget (ms) of one evaluation (a search, a findall …) of a user-supplied pattern that the ReDoS
 * analysis did not prove safe: set by {@link setRegexTimeout}, else `KARENINA_REGEX_TIMEOUT_MS`, else 1000.
 * Process-wide: the checks that run patterns are synchronous and take no options.
 */
export function regexTimeoutMs(): number {
  if (timeoutMs === undefined) {
    const text = process.env['KARENINA_REGEX_TIMEOUT_MS']
    timeoutMs = text === undefined || text.trim() === '' ? DEFAULT_REGEX_TIMEOUT_MS : parseTimeout(Number(text), 'KARENINA_REGEX_TIMEOUT_MS')
  }
  return timeoutMs
}

/** Sets the regex time budget (ms) for the process; `undefined` goes back to the environment or default. */
export function setRegexTimeout(ms: number | undefined): void {
  timeoutMs = ms === undefined ? undefined : parseTimeout(ms, 'regexTimeoutMs')
}
