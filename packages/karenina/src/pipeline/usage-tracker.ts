import { addBatchedUsage, type AgentMetrics, type BatchedUsage } from '../llm/usage.js'
import { isRecord } from '../utils/is-record.js'

/** Karenina's usage stage names (spec 02 §10); custom stages may use others. */
export type UsageStage =
  | 'answer_generation'
  | 'parsing'
  | 'abstention_check'
  | 'sufficiency_check'
  | 'rubric_evaluation'
  | 'dynamic_rubric_presence_check'
  | 'deep_judgment_excerpts'
  | 'deep_judgment_hallucination_assessment'
  | 'deep_judgment_reasoning'
  | 'agentic_parsing_investigation'
  | 'agentic_parsing_extraction'
  | 'dynamic_parsing_decision'
  | (string & {})

/** One stage's summary in `usage_metadata`. */
export interface StageUsageSummary {
  input_tokens: number
  output_tokens: number
  total_tokens: number
  /** The first call's model: a ModelIdentity display string (`langchain:gpt-4o`). */
  model: string
  input_token_details: Record<string, number>
  output_token_details: Record<string, number>
}

/** `usage_metadata`: one summary per stage plus `total`, or `{}` when nothing was tracked. */
export type UsageMetadataSummary = Record<string, StageUsageSummary | { input_tokens: number; output_tokens: number; total_tokens: number }>

type Counts = Record<string, unknown>

function int(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0
}

function isFlat(usage: Counts): boolean {
  return ['input_tokens', 'output_tokens', 'total_tokens'].some((k) => typeof usage[k] === 'number')
}

function addDetails(into: Record<string, number>, details: unknown): void {
  if (!isRecord(details)) return
  for (const [key, value] of Object.entries(details)) if (typeof value === 'number') into[key] = (into[key] ?? 0) + value
}

// A summary's own shape (numbers, a model string, two flat records of numbers): copied field by field.
function copySummary(summary: StageUsageSummary): StageUsageSummary {
  return { ...summary, input_token_details: { ...summary.input_token_details }, output_token_details: { ...summary.output_token_details } }
}

/**
 * Per-task token accounting (Karenina's `UsageTracker`, spec 02 §10): calls are summed per stage name;
 * the stage's `model` is its first call's. Accepts a flat record (`{input_tokens, …}`, a CallUsage) or a
 * model-keyed one (`{<model>: {input_tokens, …}}`, as the answer cache stores it). Cost fields are dropped.
 */
export class UsageTracker {
  readonly #stages = new Map<string, StageUsageSummary>()
  /** The batched part of each stage (batch mode): kept apart, as `usage_metadata` keeps Karenina's shape. */
  readonly #batched = new Map<string, BatchedUsage>()
  #agentMetrics: AgentMetrics | Readonly<Record<string, unknown>> | null = null

  /** Adds a call's usage to `stage`; `model` names the model of a flat record (default: its own `model`). */
  track(stage: UsageStage, usage: unknown, model?: string): void {
    if (!isRecord(usage)) return
    if (!isFlat(usage)) {
      for (const [key, value] of Object.entries(usage)) if (isRecord(value) && isFlat(value)) this.#add(stage, value, key)
      return
    }
    this.#add(stage, usage, model ?? (typeof usage.model === 'string' ? usage.model : 'unknown'))
  }

  #add(stage: string, usage: Counts, model: string): void {
    const input = int(usage.input_tokens)
    const output = int(usage.output_tokens)
    const total = typeof usage.total_tokens === 'number' ? int(usage.total_tokens) : input + output
    const summary = this.#stages.get(stage) ?? {
      input_tokens: 0,
      output_tokens: 0,
      total_tokens: 0,
      model,
      input_token_details: { audio: 0, cache_read: 0 },
      output_token_details: { audio: 0, reasoning: 0 },
    }
    summary.input_tokens += input
    summary.output_tokens += output
    summary.total_tokens += total
    addDetails(summary.input_token_details, usage.input_token_details)
    addDetails(summary.output_token_details, usage.output_token_details)
    this.#stages.set(stage, summary)
    if (isRecord(usage.batch)) {
      const b = usage.batch
      const part = { calls: int(b.calls), input_tokens: int(b.input_tokens), output_tokens: int(b.output_tokens), cache_read: int(b.cache_read) }
      this.#batched.set(stage, addBatchedUsage(this.#batched.get(stage), part)!)
    }
  }

  /** Per stage, the calls and tokens a provider batch answered (`result.extensions.batch`), or `null` when none. */
  batchedSummary(): Record<string, BatchedUsage> | null {
    if (this.#batched.size === 0) return null
    return Object.fromEntries([...this.#batched].map(([stage, part]) => [stage, { ...part }]))
  }

  /** Karenina's `agent_metrics` of the answering call, kept as given: a caller whose object is shared passes a copy. */
  setAgentMetrics(metrics: AgentMetrics | Readonly<Record<string, unknown>> | null): void {
    this.#agentMetrics = metrics
  }

  get agentMetrics(): Record<string, unknown> | null {
    return this.#agentMetrics as Record<string, unknown> | null
  }

  /** A stage's summary (a copy), or `null` when it made no tracked call. */
  stageSummary(stage: UsageStage): StageUsageSummary | null {
    const summary = this.#stages.get(stage)
    return summary === undefined ? null : copySummary(summary)
  }

  /** `{<stage>: summary, …, total: {input_tokens, output_tokens, total_tokens}}`, or `{}` when nothing was tracked. */
  totalSummary(): UsageMetadataSummary {
    if (this.#stages.size === 0) return {}
    const out: UsageMetadataSummary = {}
    const total = { input_tokens: 0, output_tokens: 0, total_tokens: 0 }
    for (const [stage, summary] of this.#stages) {
      out[stage] = copySummary(summary)
      total.input_tokens += summary.input_tokens
      total.output_tokens += summary.output_tokens
      total.total_tokens += summary.total_tokens
    }
    out.total = total
    return out
  }
}
