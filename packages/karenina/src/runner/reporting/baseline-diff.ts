import { readFileSync } from '../../utils/lazy-node.js'
import { KareninaError } from '../../errors/karenina-error.js'
import { loadResults, readResultsFile } from '../../results/import.js'
import type { VerificationResult } from '../../results/verification-result.js'
import { diffResults } from '../../results-diff/diff-results.js'
import { formatDiff } from '../../results-diff/format-diff.js'
import { checkRegression } from '../../results-diff/regression-gate.js'

/** A baseline's results, or why it cannot be compared. */
export type Baseline = { results: readonly VerificationResult[] } | { problem: string }

/**
 * Reads and parses the reporter's `baseline` file, synchronously: the reporter calls it when the run starts,
 * so a baseline that is the results file itself (the previous run's) is read before this run replaces it.
 * A file that cannot be read or parsed is a notice, not an error: the reporter must not fail a run over it.
 */
export function readBaseline(path: string): Baseline {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    return { problem: `cannot read results file ${path}: ${(error as Error).message}` }
  }
  try {
    return { results: loadResults(text, { source: path }).results }
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) }
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
