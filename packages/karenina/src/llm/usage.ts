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
  return {
    input_tokens: a.input_tokens + b.input_tokens,
    output_tokens: a.output_tokens + b.output_tokens,
    total_tokens: a.total_tokens + b.total_tokens,
    model: a.model,
    input_token_details: {
      audio: a.input_token_details.audio + b.input_token_details.audio,
      cache_read: a.input_token_details.cache_read + b.input_token_details.cache_read,
    },
    output_token_details: {
      audio: a.output_token_details.audio + b.output_token_details.audio,
      reasoning: a.output_token_details.reasoning + b.output_token_details.reasoning,
    },
  }
}

/** True when a call reported no tokens at all (Karenina's `usage_unavailable`). */
export function isUsageEmpty(usage: CallUsage): boolean {
  return usage.input_tokens === 0 && usage.output_tokens === 0 && usage.total_tokens === 0
}
