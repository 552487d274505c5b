import { z } from 'zod'
import { pyIntSchema } from '../compat/py-number-schema.js'

/**
 * Token usage of one or more model calls in Karenina's `usage_metadata` stage shape (spec 04 §2.5,
 * 02 §10): `model` is the ModelIdentity display string (`langchain:gpt-4.1-mini`). The pipeline's usage
 * tracker sums these per stage.
 */
export interface CallUsage {
  input_tokens: number
  output_tokens: number
  total_tokens: number
  model: string
  input_token_details: { audio: number; cache_read: number }
  output_token_details: { audio: number; reasoning: number }
  /**
   * The part of these calls that went through a provider batch (batch mode), billed at the batch price.
   * karenina-ts only: the pipeline keeps it in `result.extensions.batch`, never in `usage_metadata`.
   */
  batch?: BatchedUsage
}

/** Calls and tokens of a usage record that a provider batch answered. */
export interface BatchedUsage {
  calls: number
  input_tokens: number
  output_tokens: number
  /** Input tokens read from the provider's prompt cache. */
  cache_read: number
}

/** The usage of a call a provider batch answered: all of it batched. */
export function batchedUsage(usage: CallUsage): CallUsage {
  return { ...usage, batch: { calls: 1, input_tokens: usage.input_tokens, output_tokens: usage.output_tokens, cache_read: usage.input_token_details.cache_read } }
}

/** A usage record without its batch part (a cassette replays the answers, not how they were billed). */
export function withoutBatch(usage: CallUsage): CallUsage {
  if (usage.batch === undefined) return usage
  const { batch: _batch, ...rest } = usage
  return rest
}

/** The sum of two batch parts, either possibly absent. */
export function addBatchedUsage(a: BatchedUsage | undefined, b: BatchedUsage | undefined): BatchedUsage | undefined {
  if (a === undefined) return b && { ...b }
  if (b === undefined) return { ...a }
  return { calls: a.calls + b.calls, input_tokens: a.input_tokens + b.input_tokens, output_tokens: a.output_tokens + b.output_tokens, cache_read: a.cache_read + b.cache_read }
}

/** Raw counts a provider reported; missing fields are zero. */
export interface UsageCounts {
  input?: number | null
  output?: number | null
  total?: number | null
  cacheRead?: number | null
  inputAudio?: number | null
  outputAudio?: number | null
  reasoning?: number | null
}

/** A zero usage record for `model`. */
export function emptyUsage(model: string): CallUsage {
  return usageOf(model, {})
}

/** Builds a usage record from provider counts (`total` defaults to input + output). */
export function usageOf(model: string, counts: UsageCounts): CallUsage {
  const input = counts.input ?? 0
  const output = counts.output ?? 0
  return {
    input_tokens: input,
    output_tokens: output,
    total_tokens: counts.total ?? input + output,
    model,
    input_token_details: { audio: counts.inputAudio ?? 0, cache_read: counts.cacheRead ?? 0 },
    output_token_details: { audio: counts.outputAudio ?? 0, reasoning: counts.reasoning ?? 0 },
  }
}

/** Sums usage records; the model is the first record's (Karenina keeps the first call's model). */
export function addUsage(a: CallUsage, b: CallUsage): CallUsage {
  const batch = addBatchedUsage(a.batch, b.batch)
  const sum = usageOf(a.model, {
    input: a.input_tokens + b.input_tokens,
    output: a.output_tokens + b.output_tokens,
    total: a.total_tokens + b.total_tokens,
    cacheRead: a.input_token_details.cache_read + b.input_token_details.cache_read,
    inputAudio: a.input_token_details.audio + b.input_token_details.audio,
    outputAudio: a.output_token_details.audio + b.output_token_details.audio,
    reasoning: a.output_token_details.reasoning + b.output_token_details.reasoning,
  })
  return batch ? { batch, ...sum } : sum
}

/** True when a call reported no tokens at all (Karenina's `usage_unavailable`). */
export function isUsageEmpty(usage: CallUsage): boolean {
  return usage.input_tokens === 0 && usage.output_tokens === 0 && usage.total_tokens === 0
}

/**
 * `template.agent_metrics` (spec 04 §2.5): `{iterations: 1, limit_reached: false}` on the LLM path; agent
 * runs add tool-call statistics.
 */
export const AgentMetricsSchema = z.looseObject({
  iterations: pyIntSchema(),
  limit_reached: z.boolean().optional(),
  tool_calls: pyIntSchema().optional(),
  tools_used: z.array(z.string()).optional(),
  tool_call_counts: z.record(z.string(), pyIntSchema()).optional(),
  suspect_failed_tool_calls: pyIntSchema().optional(),
  suspect_failed_tools: z.array(z.string()).optional(),
})

/** A result's agent metrics. */
export type AgentMetrics = z.output<typeof AgentMetricsSchema>
