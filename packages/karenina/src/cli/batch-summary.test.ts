import { describe, expect, it } from 'vitest'
import { formatBatchSummary } from './batch-summary.js'

describe('formatBatchSummary', () => {
  it('says what was batched, what it saved, and what went live or errored', () => {
    const stats = { batchesSubmitted: 2, batchesResumed: 1, callsBatched: 400, callsSentLive: 3, callsErrored: 1, inputTokens: 52000, outputTokens: 9000 }
    expect(formatBatchSummary(stats).split('\n')).toEqual([
      'Batch mode: 400 calls batched in 3 provider batches, 1 picked up from the resumed run; 52000 input + 9000 output tokens billed at the batch price (50% of list price: saved 50% of the cost of those calls)',
      '  3 calls sent live at list price (their batch expired or was cancelled before they ran)',
      '  1 batched calls came back as errors (retried by the retry policy in a later batch, or reported)',
    ])
    expect(formatBatchSummary({ ...stats, batchesResumed: 0, callsSentLive: 0, callsErrored: 0 })).not.toContain('\n')
  })
})
