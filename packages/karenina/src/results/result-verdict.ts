import type { VerificationResult } from './verification-result.js'

/**
 * How a result reads in a report:
 * - `pass`: no failure and the template did not fail (`verify_result !== false`), the test adapters' rule
 *   (spec 00 A16); rubric-only results without a failure pass;
 * - `fail`: the answer was judged and found wanting (failure groups `content`, `abstained`, `autofail`);
 * - `error`: the run could not judge it (groups `retry`, `system`: timeouts, parse failures, bad templates).
 */
export type ResultVerdict = 'pass' | 'fail' | 'error'

/** The report verdict of a result (see {@link ResultVerdict}). */
export function resultVerdict(result: VerificationResult): ResultVerdict {
  const failure = result.metadata.failure
  if (failure === null) return result.template?.verify_result === false ? 'fail' : 'pass'
  return failure.group === 'retry' || failure.group === 'system' ? 'error' : 'fail'
}

/** Counts of each verdict, and the pass rate over all results (errors count as not passed). */
export interface VerdictCounts {
  total: number
  passed: number
  failed: number
  errors: number
  /** `passed / total`; null for no results. */
  passRate: number | null
}

/** Verdict counts of a group of results. */
export function countVerdicts(results: Iterable<VerificationResult>): VerdictCounts {
  return tallyVerdicts(Array.from(results, resultVerdict))
}

/** Counts of verdicts already read (e.g. a report row's). */
export function tallyVerdicts(verdicts: Iterable<ResultVerdict>): VerdictCounts {
  const counts: VerdictCounts = { total: 0, passed: 0, failed: 0, errors: 0, passRate: null }
  for (const verdict of verdicts) {
    counts.total++
    if (verdict === 'pass') counts.passed++
    else if (verdict === 'fail') counts.failed++
    else counts.errors++
  }
  counts.passRate = counts.total > 0 ? counts.passed / counts.total : null
  return counts
}
