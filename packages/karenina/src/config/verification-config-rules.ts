import type { z } from 'zod'
import type { DeepJudgmentRubricConfig } from './deep-judgment-rubric-config.js'
import type { FewShotConfig } from './few-shot-config.js'
import { agenticJudgeProblem, INTERFACES, isInterfaceName } from './interfaces.js'
import type { ModelConfig } from './model-config.js'

/** The fields of a resolved VerificationConfig the cross-field rules read. */
export interface VerificationConfigRuleFields {
  answering_models: readonly ModelConfig[]
  parsing_models: readonly ModelConfig[]
  parsing_only: boolean
  evaluation_mode: 'template_only' | 'template_and_rubric' | 'rubric_only'
  few_shot_config: FewShotConfig | null
  deep_judgment_mode: 'disabled' | 'reasoning_only' | 'full'
  deep_judgment_search_enabled: boolean
  deep_judgment_search_tool: unknown
  deep_judgment_rubric_mode: string
  deep_judgment_rubric_config: DeepJudgmentRubricConfig | null
  agentic_parsing: boolean
  agentic_parsing_trigger: 'always' | 'dynamic'
  agentic_judge_context: 'workspace_only' | 'trace_and_workspace' | 'trace_only'
  agentic_parsing_materialize_trace: boolean
  agentic_tool_loop_judges: boolean
}

/**
 * Karenina's cross-field validation (spec 05 §1.2 step 5), one issue per broken rule, each on the key at fault.
 * Used as the schema's `superRefine`.
 */
export function validateVerificationConfig(c: VerificationConfigRuleFields, ctx: z.RefinementCtx): void {
  const issue = (path: (string | number)[], message: string, input?: unknown) =>
    ctx.addIssue({ code: 'custom', path, message, ...(input === undefined ? {} : { input }) })

  if (c.parsing_models.length === 0) issue(['parsing_models'], 'at least one parsing model is required', c.parsing_models)
  if (!c.parsing_only && c.answering_models.length === 0)
    issue(['answering_models'], 'at least one answering model is required unless parsing_only is true', c.answering_models)

  for (const list of ['answering_models', 'parsing_models'] as const) {
    c[list].forEach((model, i) => {
      if (!model.model_name) issue([list, i, 'model_name'], `a model name is required (model ${model.id ?? 'without id'})`, model.model_name)
      if (isInterfaceName(model.interface) && INTERFACES[model.interface].requiresProvider && !model.model_provider)
        issue([list, i, 'model_provider'], `a provider is required for interface "${model.interface}"`, model.model_provider)
      if (list === 'parsing_models' && model.interface === 'app')
        issue([list, i, 'interface'], `the app "${model.model_name}" answers; it cannot judge: use a model as the parsing (judge) model`, model.interface)
      if (list === 'answering_models' && !model.system_prompt)
        issue([list, i, 'system_prompt'], 'answering models need a system prompt', model.system_prompt)
    })
  }

  const fewShot = c.few_shot_config
  if (fewShot && fewShot.source !== 'disabled') {
    if (fewShot.pool_mode === 'k-shot' && fewShot.pool_k < 1)
      issue(['few_shot_config', 'pool_k'], 'must be at least 1 in k-shot mode', fewShot.pool_k)
    for (const [questionId, own] of Object.entries(fewShot.question_configs))
      if (own.mode === 'k-shot' && own.k !== null && own.k < 1)
        issue(['few_shot_config', 'question_configs', questionId, 'k'], 'must be at least 1 in k-shot mode', own.k)
  }

  if (c.deep_judgment_mode === 'reasoning_only' && c.deep_judgment_search_enabled)
    issue(['deep_judgment_search_enabled'], 'search needs excerpts: use deep_judgment_mode "full", not "reasoning_only"', true)
  const tool = c.deep_judgment_search_tool
  if (c.deep_judgment_search_enabled && typeof tool === 'string' && tool.toLowerCase() !== 'tavily')
    issue(['deep_judgment_search_tool'], 'unknown search tool (expected "tavily" or a function)', tool)

  if (c.deep_judgment_rubric_mode === 'custom' && c.deep_judgment_rubric_config === null)
    issue(['deep_judgment_rubric_config'], 'required when deep_judgment_rubric_mode is "custom"', null)

  if (c.agentic_parsing_trigger === 'dynamic' && !c.agentic_parsing)
    issue(['agentic_parsing_trigger'], '"dynamic" requires agentic_parsing: true', c.agentic_parsing_trigger)
  if (c.agentic_parsing) {
    c.parsing_models.forEach((model, i) => {
      // Karenina: every parsing model must be a deep agent; karenina-ts's opt-in also admits tool loops (docs/divergences.md).
      const problem = agenticJudgeProblem(model.interface, 'agentic_parsing', { allowed: c.agentic_tool_loop_judges, setting: 'agentic_tool_loop_judges: true' })
      if (problem !== null) issue(['parsing_models', i, 'interface'], problem, model.interface)
    })
    if (c.evaluation_mode === 'rubric_only') issue(['agentic_parsing'], 'not supported with evaluation_mode "rubric_only"', true)
    if (c.agentic_parsing_materialize_trace && c.agentic_judge_context === 'workspace_only')
      issue(
        ['agentic_parsing_materialize_trace'],
        'needs a trace in the judge context: agentic_judge_context "workspace_only" excludes it (use "trace_only" or "trace_and_workspace")',
        true,
      )
  }
}

/** Karenina's configuration warnings (valid but probably unintended combinations). */
export function configWarnings(c: VerificationConfigRuleFields): string[] {
  const warnings: string[] = []
  if (c.agentic_parsing && c.agentic_judge_context === 'trace_only') {
    warnings.push('agentic_parsing with agentic_judge_context "trace_only" is equivalent to classical parsing.')
    if (c.agentic_parsing_trigger === 'dynamic')
      warnings.push(
        'agentic_parsing_trigger "dynamic" with agentic_judge_context "trace_only" can only escalate to the trace already judged insufficient; use "workspace_only" or "trace_and_workspace".',
      )
  }
  return warnings
}
