import type { BatchModeStats } from '../scenario-executor/progress-event.js'

/** The providers' batch price: half the live price (OpenAI Batch API, Anthropic Message Batches). */
export const BATCH_PRICE_SHARE = 0.5

/** The summary line of a run in batch mode: what went through batches and what that saved. */
export function formatBatchSummary(stats: BatchModeStats): string {
  const batches = stats.batchesSubmitted + stats.batchesResumed
  const resumed = stats.batchesResumed > 0 ? `, ${stats.batchesResumed} picked up from the resumed run` : ''
  const lines = [
    `Batch mode: ${stats.callsBatched} calls batched in ${batches} provider batches${resumed}; ` +
      `${stats.inputTokens} input + ${stats.outputTokens} output tokens billed at the batch price ` +
      `(${BATCH_PRICE_SHARE * 100}% of list price: saved ${(1 - BATCH_PRICE_SHARE) * 100}% of the cost of those calls)`,
  ]
  if (stats.callsSentLive > 0) lines.push(`  ${stats.callsSentLive} calls sent live at list price (their batch expired or was cancelled before they ran)`)
  if (stats.callsErrored > 0) lines.push(`  ${stats.callsErrored} batched calls came back as errors (retried by the retry policy in a later batch, or reported)`)
  return lines.join('\n')
}
