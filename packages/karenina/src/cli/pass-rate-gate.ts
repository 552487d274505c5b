import type { VerificationResult } from '../results/verification-result.js'
import { countVerdicts, resultVerdict } from '../results/result-verdict.js'
import { formatPercent } from '../report/summary-table.js'
import { writeLine, type CliIo } from './cli-io.js'
import { EXIT, type ExitCode } from './exit-codes.js'

/** The verdict of a finished run, as a test runner gives it. */
export interface GateOptions {
  /** `--min-pass-rate`: the share of results that must pass (errors count as not passed). */
  minPassRate?: number | undefined
  /** `--allow-errors`: results that are errors do not make the exit code 3 by themselves. @default false */
  allowErrors?: boolean | undefined
}

/**
 * `--min-pass-rate`: the share of results that pass (errors count as not passed) must reach the
 * threshold. Prints the verdict line when a threshold is given; returns the exit code.
 */
export function checkPassRate(results: readonly VerificationResult[], minPassRate: number | undefined, io: CliIo): ExitCode {
  if (minPassRate === undefined) return EXIT.ok
  const { passRate, passed, total } = countVerdicts(results)
  const rate = passRate ?? 0
  if (rate + 1e-12 >= minPassRate) {
    writeLine(io.stdout, `pass rate ${formatPercent(rate)} (${passed}/${total}) meets --min-pass-rate ${formatPercent(minPassRate)}`)
    return EXIT.ok
  }
  writeLine(io.stderr, `pass rate ${formatPercent(rate)} (${passed}/${total}) is below --min-pass-rate ${formatPercent(minPassRate)}`)
  return EXIT.checkFailed
}

/**
 * The exit code of a finished run: 3 when any result is an error (it was never judged) unless
 * `allowErrors`, else the pass-rate gate (1 below `--min-pass-rate`, 0 otherwise). Prints why.
 */
export function checkRun(results: readonly VerificationResult[], options: GateOptions, io: CliIo): ExitCode {
  const gate = checkPassRate(results, options.minPassRate, io)
  const errors = results.filter((r) => resultVerdict(r) === 'error')
  if (errors.length === 0) return gate
  const byCategory = new Map<string, number>()
  for (const r of errors) {
    const category = r.metadata.failure?.category ?? 'unknown'
    byCategory.set(category, (byCategory.get(category) ?? 0) + 1)
  }
  const categories = [...byCategory].map(([category, n]) => `${category} ${n}`).join(', ')
  const what = `${errors.length} of ${results.length} results ${errors.length === 1 ? 'is an error' : 'are errors'} (${categories}): they were not judged`
  if (options.allowErrors) {
    writeLine(io.stderr, `${what}; --allow-errors counts them as not passed`)
    return gate
  }
  writeLine(io.stderr, `${what}. Exit 3; --allow-errors counts them as not passed and leaves the verdict to --min-pass-rate`)
  return EXIT.resultErrors
}
