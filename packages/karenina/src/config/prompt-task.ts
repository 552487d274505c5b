/**
 * Karenina's prompt task identifiers (spec 06 §2). Every LLM call is routed by one: it selects the adapter
 * instructions (§1) and the user instructions of `PromptConfig` (05 §3.2). The values are Karenina's strings.
 */
export const PROMPT_TASKS = [
  'generation',
  'parsing',
  'agentic_parsing_investigation',
  'agentic_parsing_extraction',
  'agentic_parsing_decision',
  'abstention_detection',
  'sufficiency_detection',
  'rubric_llm_trait_batch',
  'rubric_llm_trait_single',
  'rubric_llm_trait_template',
  'rubric_literal_trait_batch',
  'rubric_literal_trait_single',
  'rubric_metric_trait',
  'dj_template_excerpt_extraction',
  'dj_template_hallucination',
  'dj_template_reasoning',
  'dj_template_reasoning_only',
  'dj_rubric_excerpt_extraction',
  'dj_rubric_hallucination',
  'dj_rubric_reasoning',
  'dj_rubric_score_extraction',
  'rubric_agentic_trait_investigation',
  'rubric_agentic_trait_extraction',
  'rubric_dynamic_presence_check',
] as const

/** One of Karenina's prompt task identifiers. */
export type PromptTask = (typeof PROMPT_TASKS)[number]

/** The seven rubric tasks that get the rubric adapter-instruction family: every `rubric_*` task but the agentic ones. */
export const RUBRIC_TASKS = PROMPT_TASKS.filter((task) => task.startsWith('rubric_') && !task.startsWith('rubric_agentic_'))

/** The five deep-judgment tasks whose replies are structured (the DJ adapter-instruction family): `dj_*` but reasoning. */
export const DJ_STRUCTURED_TASKS = PROMPT_TASKS.filter((task) => task.startsWith('dj_') && !task.includes('_reasoning'))
