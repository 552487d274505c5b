import { KareninaError } from '../errors/karenina-error.js'
import { readResultsFile } from '../results/import.js'
import type { VerificationResult } from '../results/verification-result.js'
import { diffResults } from '../results-diff/diff-results.js'
import { formatDiff } from '../results-diff/format-diff.js'
import { checkRegression } from '../results-diff/regression-gate.js'

/** A baseline's results, or why it cannot be compared. */
export type Baseline = { results: readonly VerificationResult[] } | { problem: string }

/**
 * Reads the reporter's `baseline` file. Read before the run's results are written, so a baseline that is
 * the results file itself (the previous run's) is compared, not overwritten first. A file that cannot be read
 * is a notice, not an error: the reporter must not fail a run over it.
 */
export async function readBaseline(path: string): Promise<Baseline> {
  try {
    return { results: (await readResultsFile(path)).results }
  } catch (error) {
    if (!KareninaError.isInstance(error)) throw error
    return { problem: error.message }
  }
}

/**
 * The reporter's `baseline` section: the run's results file (as written: the reporter keeps no whole
 * results in memory) compared with the baseline, as `karenina diff <baseline> <results>` prints it.
 */
export async function formatBaselineDiff(baseline: Baseline, resultsPath: string, labels: { baseline: string; results: string }): Promise<string> {
  if ('problem' in baseline) return `Karenina baseline: not compared: ${baseline.problem}`
  try {
    const { results } = await readResultsFile(resultsPath)
    const diff = diffResults({ results: baseline.results, source: labels.baseline }, { results, source: labels.results })
    return formatDiff(diff, { verdict: checkRegression(diff) })
  } catch (error) {
    if (!KareninaError.isInstance(error)) throw error
    return `Karenina baseline: not compared: ${error.message}`
  }
}
