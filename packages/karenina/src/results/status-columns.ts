import { answeringModel, parsingModel } from './result-metadata.js'
import type { VerificationResult } from './verification-result.js'

/** The status columns every analysis row starts with (spec 04 §6.1). */
export type StatusColumns = ReturnType<typeof statusColumns>

/** The identity columns shared by template, rubric and judgment rows. */
export type IdentityColumns = ReturnType<typeof identityColumns>

/** Status columns of one result. */
export function statusColumns(result: VerificationResult) {
  const failure = result.metadata.failure
  return {
    /** `metadata.failure === null`. */
    success: failure === null,
    failure_category: failure?.category ?? null,
    failure_group: failure?.group ?? null,
    failure_stage: failure?.stage ?? null,
    failure_reason: failure?.reason ?? null,
    /** Caveat values joined by `,` (empty when none). */
    caveats: result.metadata.caveats.join(','),
  }
}

/** Identity columns of one result. */
export function identityColumns(result: VerificationResult) {
  const m = result.metadata
  return {
    question_id: m.question_id,
    template_id: m.template_id,
    question_text: m.question_text,
    keywords: m.keywords,
    replicate: m.replicate,
    scenario_id: m.scenario_id,
    scenario_node: m.scenario_node,
    scenario_turn: m.scenario_turn,
    scenario_path: m.scenario_path,
    answering_model: answeringModel(m),
    parsing_model: parsingModel(m),
    answering_system_prompt: m.answering_system_prompt,
    parsing_system_prompt: m.parsing_system_prompt,
  }
}
