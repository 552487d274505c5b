import { createRequire } from '../utils/lazy-node.js'

/** What the ReDoS analysis (recheck's automaton checker) says about a translated pattern. */
export interface RedosVerdict {
  /** `safe`: proven to run in linear time; `vulnerable`: an attack string exists; `unknown`: not analysable. */
  status: 'safe' | 'vulnerable' | 'unknown'
  /** e.g. `exponential`, `2nd degree polynomial`; the reason for `unknown`. */
  summary: string
  /** Exponential or polynomial of degree 3 or more: what `karenina validate` reports. */
  severe: boolean
}

interface RecheckDiagnostics {
  status: 'safe' | 'vulnerable' | 'unknown'
  complexity?: { type: string; summary: string; degree?: number }
  error?: { kind: string; message?: string }
}
type CheckSync = (source: string, flags: string, params: Record<string, unknown>) => RecheckDiagnostics

// The analysis has a budget of its own (wall clock, once per pattern and process); a pattern it cannot finish
// in time is `unknown` and runs in the worker: slower, never wrong. Generous, because `karenina validate`'s
// warnings rest on it: the first analysis of a process includes recheck's warm-up, and `(a+)+$` took 377 ms
// cold on an idle core, 1,095 ms with both cores busy (issue 30: at 1 s it came out `unknown` there). Warm, an
// ordinary pattern takes milliseconds.
const ANALYSIS_TIMEOUT_MS = 10_000
const CACHE_SIZE = 1024
const cache = new Map<string, RedosVerdict>()
let checkSync: CheckSync | null | undefined

function loadRecheck(): CheckSync | null {
  if (checkSync === undefined) {
    try {
      // recheck is an optional peer (5.6 MB, 57 MB with the native binary and Java jar it brings as optional
      // dependencies, which checkSync does not use): without it every user pattern runs under the time budget.
      // CommonJS: loaded synchronously on the first user pattern, never before.
      checkSync = (createRequire(import.meta.url)('recheck') as { checkSync: CheckSync }).checkSync
    } catch {
      checkSync = null
    }
  }
  return checkSync
}

// py-regex-translate.ts spells Python's \b, \B and $ with lookarounds (look-behind: outside recheck's automaton
// checker). For the analysis they are written as the JS assertions of the same shape: zero-width tests of the
// neighbouring characters (JS \b tests ASCII word characters, Python's Unicode ones; `$` also before a final
// "\n"), which leave the backtracking structure of the pattern unchanged.
const PY_BOUNDARY = /\(\?:\(\?<=\[([^\]]+)\]\)\(\?!\[\1\]\)\|\(\?<!\[\1\]\)\(\?=\[\1\]\)\)/g
const PY_NON_BOUNDARY = /\(\?:\(\?<=\[([^\]]+)\]\)\(\?=\[\1\]\)\|\(\?<!\[\1\]\)\(\?!\[\1\]\)\(\?:\(\?<=\[\\s\\S\]\)\|\(\?=\[\\s\\S\]\)\)\)/g
const PY_END = '(?=\\n?$)'

/**
 * Runs `fn` with recheck's pure-JavaScript sync backend, which analyses on this thread. Its default one (synckit)
 * starts a worker thread that loads recheck's 2.9 MB bundle a second time and, from there, its native agent
 * process: the same verdicts for about 25 MiB more peak RSS (issue 31). recheck reads the choice from the
 * environment at each call; a user's own RECHECK_SYNC_BACKEND wins.
 */
function onThisThread<T>(fn: () => T): T {
  const env = process.env
  if (env['RECHECK_SYNC_BACKEND'] !== undefined) return fn()
  env['RECHECK_SYNC_BACKEND'] = 'pure'
  try {
    return fn()
  } finally {
    delete env['RECHECK_SYNC_BACKEND']
  }
}

/** Whether the optional ReDoS analyser (the `recheck` package) can be loaded. */
export function redosAnalyserInstalled(): boolean {
  return loadRecheck() !== null
}

/** The source recheck analyses for a translated pattern (see above). */
export function analysisSource(source: string): string {
  return source.replace(PY_BOUNDARY, '\\b').replace(PY_NON_BOUNDARY, '\\B').replaceAll(PY_END, '$')
}

/**
 * Classifies a JS pattern (source and flags, as translated from Python) with recheck's automaton checker,
 * which proves safety (no fuzzing, whose "safe" is not a proof). Backreferences and look-behinds are outside
 * what it can analyse: those patterns are `unknown`. Cached per pattern.
 */
export function analyzeRegex(source: string, flags: string): RedosVerdict {
  const key = `${flags}/${source}`
  const hit = cache.get(key)
  if (hit) return hit
  const check = loadRecheck()
  let verdict: RedosVerdict
  if (check === null) {
    verdict = { status: 'unknown', summary: 'the ReDoS analyser (the optional package recheck) is not installed', severe: false }
  } else {
    try {
      const d = onThisThread(() => check(analysisSource(source), flags.replace(/[gy]/g, ''), { checker: 'automaton', timeout: ANALYSIS_TIMEOUT_MS }))
      const summary = d.complexity?.summary ?? d.error?.message ?? d.error?.kind ?? d.status
      const severe = d.status === 'vulnerable' && (d.complexity?.type === 'exponential' || (d.complexity?.degree ?? 0) >= 3)
      verdict = { status: d.status, summary, severe }
    } catch (error) {
      verdict = { status: 'unknown', summary: `analysis failed: ${(error as Error).message}`, severe: false }
    }
  }
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!)
  cache.set(key, verdict)
  return verdict
}
