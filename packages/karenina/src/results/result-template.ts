import { z } from 'zod'
import { pyFloatSchema } from '../compat/py-number-schema.js'

const str = () => z.string().nullable().default(null)
const bool = () => z.boolean().default(false)
const boolOrNull = () => z.boolean().nullable().default(null)
const anyMap = () => z.record(z.string(), z.unknown())

/**
 * `VerificationResult.template` (spec 04 §2.3): answer generation, parsing and template verification,
 * 42 fields in Karenina's order; unknown keys are dropped. Untyped values (`verify_granular_result`,
 * parsed responses, usage) are kept as given, PyFloat boxes included, so Python floats survive a round-trip.
 */
export const VerificationResultTemplateSchema = z.object({
  raw_llm_response: z.string().default(''),
  /** Messages in dict form (`role`, `content`, `block_index`, `tool_calls?`, `tool_result?`, …). */
  trace_messages: z.array(anyMap()).default([]),
  conversation_context: z.array(anyMap()).default([]),
  parsed_gt_response: anyMap().nullable().default(null),
  parsed_llm_response: anyMap().nullable().default(null),
  template_verification_performed: bool(),
  verify_result: boolOrNull(),
  verify_granular_result: z.unknown().default(null),
  field_verification_error: str(),
  field_results: z.record(z.string(), z.boolean().nullable()).nullable().default(null),
  field_scores: z.record(z.string(), pyFloatSchema().nullable()).nullable().default(null),
  composition_strategy: str(),
  embedding_check_performed: bool(),
  embedding_similarity_score: pyFloatSchema().nullable().default(null),
  embedding_override_applied: bool(),
  embedding_model_used: str(),
  regex_validations_performed: bool(),
  regex_validation_results: z.record(z.string(), z.boolean()).nullable().default(null),
  regex_validation_details: z.record(z.string(), anyMap()).nullable().default(null),
  regex_overall_success: boolOrNull(),
  regex_extraction_results: anyMap().nullable().default(null),
  recursion_limit_reached: bool(),
  response_timeout_partial: bool(),
  usage_unavailable: bool(),
  investigation_trace: str(),
  agentic_parsing_performed: bool(),
  agentic_extraction_recovery: str(),
  agentic_extraction_error: str(),
  dynamic_parsing_performed: bool(),
  dynamic_parse_decision: str(),
  dynamic_decision_reasoning: str(),
  abstention_check_performed: bool(),
  abstention_detected: boolOrNull(),
  abstention_override_applied: bool(),
  abstention_reasoning: str(),
  sufficiency_check_performed: bool(),
  /** True = the response is sufficient. */
  sufficiency_detected: boolOrNull(),
  sufficiency_override_applied: bool(),
  sufficiency_reasoning: str(),
  answering_mcp_servers: z.array(z.string()).nullable().default(null),
  /** `{stage: {input_tokens, output_tokens, total_tokens, model, …}, total: {…}}`; a stage is a `CallUsage` (llm/usage.ts). */
  usage_metadata: z.record(z.string(), anyMap()).nullable().default(null),
  /** See `AgentMetricsSchema`. */
  agent_metrics: anyMap().nullable().default(null),
})

