import type { VerificationResult } from './verification-result.js'

/**
 * A result without its text: what `getSummary()`, the terminal summary, verdict counts and an export's job
 * header read (ids, models, failure, verdicts, scores, token usage, agent metrics), without the answer, trace,
 * prompts, question text, parsed responses, reasoning and deep-judgment excerpts. A run that keeps its results
 * on disk (`keepResults: false`) keeps only these; they are not results to export or inspect.
 *
 * `identities` shares equal model identities between views (a run has a handful of models).
 */
export function summaryView(result: VerificationResult, identities?: Map<string, unknown>): VerificationResult {
  const m = result.metadata
  const shared = <T>(identity: T): T => {
    if (identities === undefined) return identity
    const key = JSON.stringify(identity)
    const known = identities.get(key)
    if (known !== undefined) return known as T
    identities.set(key, identity)
    return identity
  }
  const t = result.template
  const r = result.rubric
  return {
    metadata: {
      ...m,
      question_text: '',
      raw_answer: null,
      partial_content: null,
      answering_system_prompt: null,
      parsing_system_prompt: null,
      answering: shared(m.answering),
      parsing: shared(m.parsing),
    },
    template: t && {
      ...t,
      raw_llm_response: '',
      trace_messages: [],
      conversation_context: [],
      parsed_gt_response: null,
      parsed_llm_response: null,
      regex_validation_details: null,
      regex_extraction_results: null,
      investigation_trace: null,
      agentic_extraction_recovery: null,
      dynamic_decision_reasoning: null,
      abstention_reasoning: null,
      sufficiency_reasoning: null,
    },
    rubric: r && { ...r, metric_trait_confusion_lists: null, agentic_trait_investigation_traces: null },
    // Summaries only count which results had deep judgment.
    deep_judgment: result.deep_judgment && ({ deep_judgment_performed: result.deep_judgment.deep_judgment_performed } as VerificationResult['deep_judgment']),
    deep_judgment_rubric:
      result.deep_judgment_rubric &&
      ({ deep_judgment_rubric_performed: result.deep_judgment_rubric.deep_judgment_rubric_performed } as VerificationResult['deep_judgment_rubric']),
    evaluation_input: null,
    used_full_trace: result.used_full_trace,
    trace_extraction_error: result.trace_extraction_error,
  }
}
