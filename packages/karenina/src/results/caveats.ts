import { z } from 'zod'
import { pyTruthy } from '../compat/py-truthy.js'
import type { RetryCounts, VerdictInput } from './verdict-input.js'

/** Informational flags attached to a result whatever its verdict (spec 04 §3.2). */
export const CAVEATS = ['partial_content', 'embedding_override', 'retries_used', 'parse_decision_malformed'] as const

/** One caveat value. */
export type Caveat = (typeof CAVEATS)[number]

/** Schema of one caveat value. */
export const CaveatSchema = z.enum(CAVEATS)

/** True when any retry category was used at least once (`int(used or 0) > 0`). */
export function anyRetriesUsed(retryCounts: RetryCounts | null | undefined): boolean {
  return Object.values(retryCounts ?? {}).some((entry) => Math.trunc(Number(entry?.used ?? 0) || 0) > 0)
}

/** Karenina's `collect_caveats`: the caveats of a finished run, in Karenina's order. */
export function collectCaveats(input: VerdictInput): Caveat[] {
  const caveats: Caveat[] = []
  if (pyTruthy(input.responseTimeoutPartial)) caveats.push('partial_content')
  if (pyTruthy(input.embeddingOverrideApplied)) caveats.push('embedding_override')
  if (pyTruthy(input.parseDecisionMalformed)) caveats.push('parse_decision_malformed')
  if (anyRetriesUsed(input.retryCounts)) caveats.push('retries_used')
  return caveats
}
