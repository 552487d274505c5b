import { describe, expect, it } from 'vitest'
import { costByRole } from '../results/cost.js'
import { formatBatchSummary } from './batch-summary.js'

const usage = (stage: string, model: string, input: number, output: number) => ({ [stage]: { input_tokens: input, output_tokens: output, total_tokens: input + output, model, input_token_details: {}, output_token_details: {} } })
const result = (batchedAnswer: boolean) => ({
  metadata: { answering: { interface: 'openai', model_name: 'gpt-4.1' }, parsing: { interface: 'openai', model_name: 'gpt-4.1-mini' } },
  template: { usage_metadata: { ...usage('answer_generation', 'openai:gpt-4.1', 1_000_000, 0), ...usage('parsing', 'openai:gpt-4.1-mini', 1_000_000, 0) } },
  extensions: {
    batch: {
      stages: {
        ...(batchedAnswer ? { answer_generation: { calls: 1, input_tokens: 1_000_000, output_tokens: 0, cache_read: 0 } } : {}),
        parsing: { calls: 1, input_tokens: 1_000_000, output_tokens: 0, cache_read: 0 },
      },
    },
  },
})

describe('formatBatchSummary', () => {
  it('says what was batched and what the batch price saved, per role, from the results', () => {
    const stats = { batchesSubmitted: 2, batchesResumed: 1, callsBatched: 3, callsSentLive: 1, callsErrored: 1, inputTokens: 3_000_000, outputTokens: 0 }
    // gpt-4.1 $2/MTok input, gpt-4.1-mini $0.40: two batched answers save 2 × $1, two batched parses 2 × $0.20.
    const cost = costByRole([result(true), result(true)] as never)
    expect(formatBatchSummary(stats, cost).split('\n')).toEqual([
      'Batch mode: 3 provider batches, 1 picked up from the resumed run; 3000000 input + 0 output tokens at the batch price; 4 calls batched, saved $2.40 (answering 2 calls, saved $2.00 · judging 2 calls, saved $0.4000)',
      '  1 calls sent live at list price (their batch expired or was cancelled before they ran)',
      '  1 batched calls came back as errors (retried by the retry policy in a later batch, or reported)',
    ])
    // An answer sent live is paid at list price: only the judge's saving is left.
    const mixed = costByRole([result(false)] as never)
    expect(mixed.total.usd).toBeCloseTo(2 + 0.2)
    expect(formatBatchSummary({ ...stats, batchesResumed: 0, callsSentLive: 0, callsErrored: 0 }, mixed)).toBe(
      'Batch mode: 2 provider batches; 3000000 input + 0 output tokens at the batch price; 1 call batched, saved $0.2000 (judging 1 calls, saved $0.2000)',
    )
  })
})
