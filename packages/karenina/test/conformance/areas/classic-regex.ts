import { PyTuple } from '../../../src/compat/py-tuple.js'
import { verifyRegex, type RegexCheck, type RegexChecks } from '../../../src/template/classic/verify-regex.js'
import type { AreaAdapter, CaseOutcome } from '../area.js'

/** Karenina's `{pattern, expected, match_type}` entries → the TS `{pattern, expected, matchType}` form. */
function toChecks(regex: unknown): RegexChecks | null {
  if (typeof regex !== 'object' || regex === null) return null
  const checks: Record<string, RegexCheck> = {}
  for (const [name, raw] of Object.entries(regex as Record<string, Record<string, unknown>>)) {
    const check: Record<string, unknown> = {}
    if ('pattern' in raw) check.pattern = raw.pattern
    if ('expected' in raw) check.expected = raw.expected
    if ('match_type' in raw) check.matchType = raw.match_type
    checks[name] = check as RegexCheck
  }
  return checks
}

const plain = (item: unknown): unknown => (item instanceof PyTuple ? [...item.items] : item)

/** README §4.8 (classic_regex): details reduced to `{matches_found, match_count}` or `{error: true}`. */
const adapter: AreaAdapter = {
  run(input): CaseOutcome {
    const outcome = verifyRegex(toChecks(input.regex), String(input.text ?? ''))
    const details: Record<string, unknown> = {}
    for (const [name, d] of Object.entries(outcome.details)) {
      details[name] = d.error !== undefined ? { error: true } : { matches_found: (d.matches_found ?? []).map(plain), match_count: d.match_count }
    }
    return { success: outcome.success, results: outcome.results, details }
  },
}

export default adapter
