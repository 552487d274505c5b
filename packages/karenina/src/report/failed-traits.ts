import type { VerificationResult } from '../results/verification-result.js'

/**
 * The rubric traits a result could not score, with why (`metadata.failure.details.failed_traits` of a
 * failure at stage `rubric_evaluation`); empty when the rubric evaluation did not fail.
 */
export function failedTraitsOf(result: VerificationResult): Record<string, string> {
  const failure = result.metadata.failure
  if (failure?.stage !== 'rubric_evaluation') return {}
  const failed = failure.details?.['failed_traits']
  if (typeof failed !== 'object' || failed === null || Array.isArray(failed)) return {}
  return Object.fromEntries(Object.entries(failed).map(([name, why]) => [name, typeof why === 'string' ? why : String(why)]))
}
