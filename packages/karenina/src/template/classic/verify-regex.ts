import { pyEq, pyTypeName } from '../../compat/py-eq.js'
import { isPyFloat } from '../../compat/py-float-value.js'
import { pySet, pySetIsSubset } from '../../compat/py-set.js'
import { pyRepr } from '../../compat/py-str.js'
import { pyTruthy } from '../../compat/py-truthy.js'
import { PyTuple } from '../../compat/py-tuple.js'
import { CheckError } from '../../errors/check-error.js'
import { guardedPyRegex, RegexTimeoutError } from '../../regex-guard/guarded-regex.js'
import { ValidationError } from '../../errors/validation-error.js'
import { unknownKeyMessage, unknownKeys } from '../../utils/did-you-mean.js'
import { keysOf } from '../../utils/keys-of.js'

/** How a classic regex check compares its `re.findall` matches with `expected`. */
export type RegexMatchType = 'exact' | 'contains' | 'count' | 'all' | (string & {})

/** One named classic regex check (Karenina's `self.regex[name]`). */
export interface RegexCheck {
  /** Python `re` pattern, searched in the raw trace without flags. @default '' */
  pattern?: string
  /** `exact`/`contains`: a string; `count`: an integer; `all`: a list of strings. */
  expected?: unknown
  /** @default 'exact' */
  matchType?: RegexMatchType
}

const REGEX_CHECK_KEYS = keysOf<RegexCheck>()(['pattern', 'expected', 'matchType'])

/**
 * Throws a ValidationError for a check with a key other than `pattern`, `expected`, `matchType` (a misspelt
 * `match_type` would otherwise be ignored and the check run as `exact`), naming the check and the close key.
 */
export function assertRegexCheckKeys(checks: unknown, subject = 'verifyRegex'): void {
  if (typeof checks !== 'object' || checks === null) return
  for (const [name, check] of Object.entries(checks)) {
    const [key] = unknownKeys(check, REGEX_CHECK_KEYS)
    if (key !== undefined) throw new ValidationError([name, key], unknownKeyMessage(key, `verifyRegex options of check "${name}"`, REGEX_CHECK_KEYS), subject)
  }
}

/** Named regex checks, run in insertion order. */
export type RegexChecks = Readonly<Record<string, RegexCheck>>

/** What one check reports (Karenina's serialized keys). An evaluation error gives `error` instead of matches. */
export interface RegexCheckDetails {
  pattern: unknown
  expected: unknown
  match_type: string
  matches_found?: (string | PyTuple)[]
  match_count?: number
  success_reason?: string
  failure_reason?: string
  error?: string
}

/** The outcome of `verifyRegex`: overall success, per-check booleans and details. */
export interface RegexVerification {
  success: boolean
  results: Record<string, boolean>
  details: Record<string, RegexCheckDetails>
}

type Outcome = { success: boolean; reason: string }

function isPyInt(value: unknown): boolean {
  // Python isinstance(x, int): bool is an int subclass, a float (even 2.0) is not.
  return typeof value === 'boolean' || typeof value === 'bigint' || (typeof value === 'number' && Number.isInteger(value) && !isPyFloat(value))
}

/** Python `repr(type(value))`: `<class 'int'>`. */
function pyTypeRepr(value: unknown): string {
  return `<class '${pyTypeName(value)}'>`
}

function judge(matches: (string | PyTuple)[], expected: unknown, matchType: string): Outcome {
  switch (matchType) {
    case 'exact':
      return matches.length === 1 && pyEq(matches[0], expected)
        ? { success: true, reason: 'Single exact match found' }
        : { success: false, reason: `Expected exactly one match of '${pyStrOf(expected)}', got ${matches.length} matches: ${pyRepr(matches)}` }
    case 'contains':
      return matches.some((m) => pyEq(m, expected))
        ? { success: true, reason: `Expected pattern '${pyStrOf(expected)}' found in matches` }
        : { success: false, reason: `Expected pattern '${pyStrOf(expected)}' not found in matches: ${pyRepr(matches)}` }
    case 'count':
      return isPyInt(expected) && pyEq(matches.length, expected)
        ? { success: true, reason: `Found exactly ${pyStrOf(expected)} matches as expected` }
        : { success: false, reason: `Expected ${pyStrOf(expected)} matches, got ${matches.length}` }
    case 'all': {
      if (!Array.isArray(expected)) return { success: false, reason: `Expected list for 'all' match type, got ${pyTypeRepr(expected)}` }
      const wanted = pySet(expected)
      const found = pySet(matches)
      if (pySetIsSubset(wanted, found)) return { success: true, reason: 'All expected items found in matches' }
      const missing = wanted.filter((item) => !pySetIsSubset([item], found))
      return { success: false, reason: `Missing expected items: ${pyRepr(missing)}` }
    }
    default:
      return { success: false, reason: `Unknown match_type: ${matchType}` }
  }
}

function pyStrOf(value: unknown): string {
  return typeof value === 'string' ? value : pyRepr(value)
}

/**
 * Karenina's `verify_regex`: runs each named check's pattern over the text with Python `re.findall` semantics
 * (no flags; one group → group text, several groups → tuples that equal nothing but tuples) and compares per
 * `matchType`. A check that throws (invalid pattern, unhashable expected items) fails with an `error` detail;
 * a pattern that outlasts the regex time budget throws a `CheckError('regex')` (the check could not run).
 * No checks (or an empty/falsy mapping) → success. A check with an unknown key throws a ValidationError.
 */
export function verifyRegex(checks: RegexChecks | null | undefined, text: string): RegexVerification {
  const out: RegexVerification = { success: true, results: {}, details: {} }
  if (!pyTruthy(checks ?? null)) return out
  assertRegexCheckKeys(checks)
  for (const [name, check] of Object.entries(checks!)) {
    const pattern = check?.pattern ?? ''
    const expected = check?.expected ?? null
    const matchType = check?.matchType ?? 'exact'
    try {
      if (typeof pattern !== 'string') throw new TypeError(`first argument must be string or compiled pattern, not ${pyTypeRepr(pattern)}`)
      const matches = guardedPyRegex(pattern).findall(text)
      const { success, reason } = judge(matches, expected, matchType)
      out.results[name] = success
      out.details[name] = {
        pattern,
        expected,
        match_type: matchType,
        matches_found: matches,
        match_count: matches.length,
        ...(success ? { success_reason: reason } : { failure_reason: reason }),
      }
      if (!success) out.success = false
    } catch (error) {
      // A pattern that ran out of its time budget did not check anything: not a failed check but an error.
      if (RegexTimeoutError.isRegexTimeout(error)) throw new CheckError('regex', `regex check '${name}': ${error.message}`, { cause: error })
      out.results[name] = false
      out.details[name] = { error: error instanceof Error ? error.message : String(error), pattern, expected, match_type: matchType }
      out.success = false
    }
  }
  return out
}
