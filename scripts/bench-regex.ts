// `pnpm bench --only regex`: the cost of the regex guard (regex-guard/) per evaluation of a user pattern.
//   unguarded  compilePyRegex(p).search(text), as the checks did before the guard (a cache lookup, then the search)
//   safe       guardedPyRegex(p) for a pattern recheck proves linear: runs inline
//   worker     the same pattern forced onto the worker path (what a pattern not proven safe costs)
//   analysis   the one-off ReDoS analysis of a pattern (recheck, automaton checker), cold, per pattern
import { compilePyRegex } from '../packages/karenina/src/compat/py-regex.js'
import { guardedPyRegex, sharedRegexWorker, workerPyRegex } from '../packages/karenina/src/regex-guard/guarded-regex.js'
import { analyzeRegex } from '../packages/karenina/src/regex-guard/redos-analysis.js'

const ANSWER = `${'The recommended first-line treatment is imatinib 400 mg daily; '.repeat(16)}see https://example.org/cml.`
const PATTERN = '\\b(?:imatinib|gleevec)\\s+(\\d+)\\s*mg\\b'
// Typical patterns of shared checkpoints, for the analysis cost (each analysed once, cold).
const ANALYSED = ['^\\d+(?:\\.\\d+)?$', 'https?://\\S+', '\\bBCR-ABL1?\\b', '(?i)\\bkinase inhibitor\\b', '[A-Z]{2,}\\d+', '(a+)+$', '\\d{1,3}(?:,\\d{3})*', '(\\w+)\\s+\\1']

/**
 * µs per call of each variant: rounds interleave the variants and the fastest round counts, so that another
 * process taking the CPU for a while does not bias one variant.
 */
function perCall<K extends string>(n: number, variants: Record<K, () => unknown>): Record<K, number> {
  const entries = Object.entries(variants) as [K, () => unknown][]
  const best = Object.fromEntries(entries.map(([k]) => [k, Infinity])) as Record<K, number>
  const rounds = 10
  const perRound = Math.max(1, Math.ceil(n / rounds))
  for (const [, fn] of entries) for (let i = 0; i < Math.min(perRound, 200); i++) fn()
  for (let r = 0; r < rounds; r++) {
    for (const [k, fn] of entries) {
      const t0 = performance.now()
      for (let i = 0; i < perRound; i++) fn()
      best[k] = Math.min(best[k], ((performance.now() - t0) * 1000) / perRound)
    }
  }
  return best
}

function round(x: number, digits: number): number {
  const f = 10 ** digits
  return Math.round(x * f) / f
}

export async function regexGuard(n: number) {
  // Load recheck and warm its code up first, as a run does on its first patterns.
  for (const p of ['a', 'b+c', '\\d+x']) analyzeRegex(p, 'u')
  const unguardedRegex = compilePyRegex(PATTERN)
  const safeRegex = guardedPyRegex(PATTERN)
  const workerRegex = workerPyRegex(PATTERN)
  // On a very busy machine the analysis may run out of its own time (then the pattern takes the worker path).
  const verdict = analyzeRegex(unguardedRegex.compiled.source, unguardedRegex.compiled.jsFlags)
  const proven = safeRegex === unguardedRegex
  const search = perCall(n, {
    unguarded: () => compilePyRegex(PATTERN).search(ANSWER),
    safe: () => guardedPyRegex(PATTERN).search(ANSWER),
    worker: () => workerRegex.search(ANSWER),
  })
  const findall = perCall(n / 10, {
    unguarded: () => compilePyRegex(PATTERN).findall(ANSWER),
    worker: () => workerRegex.findall(ANSWER),
  })
  const analysisMs = ANALYSED.map((p) => {
    const t0 = performance.now()
    analyzeRegex(compilePyRegex(p).compiled.source, 'u')
    return performance.now() - t0
  })
  await sharedRegexWorker().close()
  return {
    n,
    text_chars: ANSWER.length,
    search_us: { unguarded: round(search.unguarded, 2), safe: round(search.safe, 2), worker: round(search.worker, 2) },
    safe_ratio: round(search.safe / search.unguarded, 2),
    proven_safe: proven,
    analysis_verdict: verdict.summary,
    worker_ratio: round(search.worker / search.unguarded, 1),
    findall_us: { unguarded: round(findall.unguarded, 2), worker: round(findall.worker, 2), matches: unguardedRegex.count(ANSWER) },
    analysis_ms: { median: round(analysisMs.toSorted((a, b) => a - b)[analysisMs.length >> 1]!, 1), max: round(Math.max(...analysisMs), 1), patterns: ANALYSED.length },
  }
}
