import { compilePyRegex, type PyRegex, type PyRegexFlags, type RegexEngine, type RegexExecMatch } from '../compat/py-regex.js'
import { pyStrRepr } from '../compat/py-str.js'
import { laxStr } from '../compat/pydantic-lax.js'
import { CheckError } from '../errors/check-error.js'
import { ConfigError } from '../errors/config-error.js'
import { analyzeRegex } from './redos-analysis.js'
import { ExecTimeout, RegexWorker } from './regex-worker.js'

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

/**
 * A user-supplied regular expression ran out of its time budget (catastrophic backtracking, e.g. `(a+)+$`).
 * The check that ran it fails with this error; the run goes on. A `CheckError` of kind `regex`.
 */
export class RegexTimeoutError extends CheckError {
  constructor(
    readonly pattern: string,
    readonly timeoutMs: number,
  ) {
    super(
      'regex',
      `regex timeout: regular expression ${pyStrRepr(pattern)} did not finish within ${timeoutMs} ms ` +
        '(catastrophic backtracking; `karenina validate` names such patterns; the budget is KARENINA_REGEX_TIMEOUT_MS or --regex-timeout)',
    )
  }

  /** True for a regex timeout, also across duplicated copies of the package. */
  static isRegexTimeout(error: unknown): error is RegexTimeoutError {
    return error instanceof Error && error.name === 'RegexTimeoutError'
  }
}

let worker: RegexWorker | null = null

/** @internal the shared worker (tests and the bench). */
export function sharedRegexWorker(): RegexWorker {
  return (worker ??= new RegexWorker())
}

/**
 * Runs a pattern's execs in the worker; one evaluation (search, findall …) gets one budget, spent by the time
 * its execs run in the worker (not by waiting for the thread to be scheduled, so a busy machine does not
 * turn a benign search into a timeout).
 */
class BudgetEngine implements RegexEngine {
  #remaining: number | null = null
  #budget = 0
  // The text this pattern last ran out of time on, and the budget: the same search times out again (the
  // verify and granular passes of a template run a field's check twice), so it fails at once.
  #timedOut: { text: string; budget: number } | null = null
  // A budget is wall-clock time: on a machine with far more runnable threads than cores, a benign search can
  // be descheduled past it. So the first time a pattern runs out, its search is retried once on a fresh
  // worker; a pattern that runs out twice is slow, and from then on fails after one budget.
  #provenSlow = false

  constructor(private readonly pattern: string) {}

  evaluate<T>(run: () => T): T {
    if (this.#remaining !== null) return run()
    this.#budget = regexTimeoutMs()
    this.#remaining = this.#budget
    try {
      return run()
    } finally {
      this.#remaining = null
    }
  }

  exec(regex: RegExp, text: string): RegexExecMatch | null {
    if (this.#remaining === null) return this.evaluate(() => this.exec(regex, text))
    if (this.#timedOut !== null && this.#timedOut.budget === this.#budget && this.#timedOut.text === text) throw new RegexTimeoutError(this.pattern, this.#budget)
    const lastIndex = regex.lastIndex
    try {
      return this.#run(regex, text)
    } catch (error) {
      if (!(error instanceof ExecTimeout)) throw error
      if (!this.#provenSlow) {
        this.#provenSlow = true
        try {
          regex.lastIndex = lastIndex
          this.#remaining = this.#budget
          const match = this.#run(regex, text)
          this.#provenSlow = false
          return match
        } catch (retryError) {
          if (!(retryError instanceof ExecTimeout)) throw retryError
        }
      }
      this.#timedOut = { text, budget: this.#budget }
      throw new RegexTimeoutError(this.pattern, this.#budget)
    }
  }

  #run(regex: RegExp, text: string): RegexExecMatch | null {
    const { match, ranMs } = sharedRegexWorker().exec(regex, text, this.#remaining!)
    this.#remaining = Math.max(0, this.#remaining! - ranMs)
    return match
  }
}

// Keyed by compilePyRegex's cached object: the fast path costs one WeakMap lookup.
const guarded = new WeakMap<PyRegex, PyRegex>()
const chosen = new WeakMap<PyRegex, PyRegex>()

/** @internal `pattern` compiled to run in the worker under the budget, whatever the analysis says. */
export function workerPyRegex(pattern: string, flags: PyRegexFlags = {}): PyRegex {
  const inline = compilePyRegex(pattern, flags)
  let regex = guarded.get(inline)
  if (regex === undefined) guarded.set(inline, (regex = inline.withEngine(new BudgetEngine(pattern))))
  return regex
}

/**
 * Compiles a user-supplied Python pattern (`compilePyRegex`: same errors) so that evaluating it cannot hang
 * the process: a pattern the ReDoS analysis proves linear runs inline, as fast as before; any other pattern
 * (vulnerable, or not analysable: backreferences, look-behinds) runs in a worker thread and each evaluation
 * throws a `RegexTimeoutError` (a `CheckError` of kind `regex`) when it outlasts `regexTimeoutMs()`.
 */
export function guardedPyRegex(pattern: string, flags: PyRegexFlags = {}): PyRegex {
  const inline = compilePyRegex(pattern, flags)
  let regex = chosen.get(inline)
  if (regex === undefined) {
    const safe = analyzeRegex(inline.compiled.source, inline.compiled.jsFlags).status === 'safe'
    chosen.set(inline, (regex = safe ? inline : workerPyRegex(pattern, flags)))
  }
  return regex
}

/** A Python pattern param, checked as `re.compile` would: a pattern Python rejects (or JS cannot run) is a zod issue. */
export const pyPatternSchema = laxStr.superRefine((pattern, ctx) => {
  try {
    compilePyRegex(pattern)
  } catch (error) {
    if (!(error instanceof CheckError)) throw error
    ctx.addIssue({ code: 'custom', message: `Invalid regex pattern: ${error.message}` })
  }
})
