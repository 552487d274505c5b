import { describe, expect, it } from 'vitest'
import { usageOf } from '../llm/usage.js'
import { RetryTracker } from './retry-tracker.js'
import { UsageTracker } from './usage-tracker.js'

describe('UsageTracker (spec 02 §10)', () => {
  it('sums calls per stage; the stage keeps its first call’s model; total sums the stages', () => {
    const tracker = new UsageTracker()
    tracker.track('parsing', usageOf('langchain:gpt-judge', { input: 100, output: 10, cacheRead: 4, reasoning: 2 }))
    tracker.track('parsing', usageOf('langchain:other', { input: 50, output: 5 }))
    tracker.track('answer_generation', { input_tokens: 7, output_tokens: 3, total_tokens: 10, cost: 0.01 }, 'langchain:gpt-answerer')
    expect(tracker.totalSummary()).toEqual({
      parsing: {
        input_tokens: 150,
        output_tokens: 15,
        total_tokens: 165,
        model: 'langchain:gpt-judge',
        input_token_details: { audio: 0, cache_read: 4 },
        output_token_details: { audio: 0, reasoning: 2 },
      },
      answer_generation: {
        input_tokens: 7,
        output_tokens: 3,
        total_tokens: 10,
        model: 'langchain:gpt-answerer',
        input_token_details: { audio: 0, cache_read: 0 },
        output_token_details: { audio: 0, reasoning: 0 },
      },
      total: { input_tokens: 157, output_tokens: 18, total_tokens: 175 },
    })
  })

  it('accepts model-keyed metadata (the answer cache’s shape): the key is the model', () => {
    const tracker = new UsageTracker()
    tracker.track('answer_generation', { 'langchain:gpt-4o': { input_tokens: 3, output_tokens: 4 } })
    expect(tracker.stageSummary('answer_generation')).toMatchObject({ model: 'langchain:gpt-4o', input_tokens: 3, output_tokens: 4, total_tokens: 7 })
  })

  it('is empty ({}) until something is tracked; ignores non-objects', () => {
    const tracker = new UsageTracker()
    tracker.track('parsing', null)
    tracker.track('parsing', 'x')
    expect(tracker.totalSummary()).toEqual({})
    expect(tracker.stageSummary('parsing')).toBeNull()
    expect(tracker.agentMetrics).toBeNull()
    tracker.setAgentMetrics({ iterations: 1, limit_reached: false })
    expect(tracker.agentMetrics).toEqual({ iterations: 1, limit_reached: false })
  })
})

describe('RetryTracker', () => {
  it('counts retries per category against the answering policy’s budgets', () => {
    const tracker = new RetryTracker(null)
    tracker.record({ category: 'rate_limit' })
    tracker.record({ category: 'rate_limit' })
    tracker.record({ category: 'permanent' })
    expect(tracker.snapshot()).toEqual({
      connection: { used: 0, budget: 3 },
      timeout: { used: 0, budget: 3 },
      rate_limit: { used: 2, budget: 5 },
      server_error: { used: 0, budget: 2 },
    })
  })

  it('used and budget are both per call: three calls retrying once each are 1 of 2, not 3 of 2', () => {
    const tracker = new RetryTracker(null)
    for (let call = 0; call < 3; call++) tracker.record({ category: 'server_error', categoryRetry: 1, categoryBudget: 2 })
    expect(tracker.snapshot().server_error).toEqual({ used: 1, budget: 2 })
    // A call that ran out of its own (judge) budget: used reaches that budget.
    tracker.record({ category: 'server_error', categoryRetry: 1, categoryBudget: 1 })
    expect(tracker.snapshot().server_error).toEqual({ used: 1, budget: 2 })
    tracker.record({ category: 'rate_limit', categoryRetry: 1, categoryBudget: 1 })
    expect(tracker.snapshot().rate_limit).toEqual({ used: 1, budget: 1 })
  })

  it('hands out one frozen snapshot until a retry changes the counts (read after every stage)', () => {
    const tracker = new RetryTracker(null)
    const first = tracker.snapshot()
    expect(tracker.snapshot()).toBe(first)
    expect(Object.isFrozen(first) && Object.isFrozen(first.timeout)).toBe(true)
    tracker.record({ category: 'timeout' })
    const second = tracker.snapshot()
    expect(second).not.toBe(first)
    expect(second.timeout).toEqual({ used: 1, budget: 3 })
    expect(first.timeout).toEqual({ used: 0, budget: 3 })
  })
})
