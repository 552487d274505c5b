import { z } from 'zod'
import { pyIntSchema } from '../compat/py-number-schema.js'

/**
 * One stage's token usage in `template.usage_metadata` (spec 02 §10, 04 §2.5). The `total` entry only
 * has the three token counts. Results store usage as an untyped map, like Karenina; this schema is for
 * producers and readers that want to check the shape.
 */
export const UsageStageSummarySchema = z.looseObject({
  input_tokens: pyIntSchema(),
  output_tokens: pyIntSchema(),
  total_tokens: pyIntSchema(),
  /** The model's display string, e.g. `langchain:gpt-4o`. */
  model: z.string().optional(),
  input_token_details: z.record(z.string(), z.unknown()).optional(),
  output_token_details: z.record(z.string(), z.unknown()).optional(),
})


/** `{ <stage>: summary, …, total: {input_tokens, output_tokens, total_tokens} }`. */
export const UsageMetadataSchema = z.record(z.string(), UsageStageSummarySchema)


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
