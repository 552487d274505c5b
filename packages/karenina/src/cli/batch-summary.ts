import { costRoleLabel, formatBatchSaving, formatUsd, shownRoles, type CostSummary } from '../results/cost.js'
import type { BatchModeStats } from '../scenario/run/progress-event.js'

/**
 * The summary lines of a run in batch mode: the provider batches, then the calls the results record as
 * batched and what the batch price saved on them, per role, from the same cost computation as the cost line
 * (so the two agree).
 */
export function formatBatchSummary(stats: BatchModeStats, cost: CostSummary): string {
  const batches = stats.batchesSubmitted + stats.batchesResumed
  const resumed = stats.batchesResumed > 0 ? `, ${stats.batchesResumed} picked up from the resumed run` : ''
  const saving = formatBatchSaving(cost.total) ?? '0 calls batched'
  const byRole = shownRoles(cost)
    .filter((role) => cost.roles[role].batchedCalls > 0)
    .map((role) => `${costRoleLabel(role)} ${cost.roles[role].batchedCalls} calls, saved ${formatUsd(cost.roles[role].batchSavingUsd)}`)
  const lines = [
    `Batch mode: ${batches} provider batches${resumed}; ${stats.inputTokens} input + ${stats.outputTokens} output tokens at the batch price; ${saving}` +
      (byRole.length > 0 ? ` (${byRole.join(' · ')})` : ''),
  ]
  if (stats.callsSentLive > 0) lines.push(`  ${stats.callsSentLive} calls sent live at list price (their batch expired or was cancelled before they ran)`)
  if (stats.callsErrored > 0) lines.push(`  ${stats.callsErrored} batched calls came back as errors (retried by the retry policy in a later batch, or reported)`)
  return lines.join('\n')
}
