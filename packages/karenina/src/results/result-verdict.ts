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
export type VerdictCounts = ReturnType<typeof tallyVerdicts>

/** Verdict counts of a group of results. */
export function countVerdicts(results: Iterable<VerificationResult>): VerdictCounts {
  return tallyVerdicts(Array.from(results, resultVerdict))
}

/** Counts of verdicts already read (e.g. a report row's). */
export function tallyVerdicts(verdicts: Iterable<ResultVerdict>) {
  const all = [...verdicts]
  const count = (verdict: ResultVerdict) => all.filter((v) => v === verdict).length
  const passed = count('pass')
  return {
    total: all.length,
    passed,
    failed: count('fail'),
    errors: count('error'),
    /** `passed / total`; null for no results. */
    passRate: all.length > 0 ? passed / all.length : null,
  }
}
