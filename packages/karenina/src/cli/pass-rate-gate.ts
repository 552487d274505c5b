import type { VerificationResult } from '../results/verification-result.js'
import { countVerdicts } from '../report/result-verdict.js'
import { formatPercent } from '../report/summary-table.js'
import { writeLine, type CliIo } from './cli-io.js'
import { EXIT, type ExitCode } from './exit-codes.js'

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
