import type { z } from 'zod';
import type { DeepJudgmentRubricConfig } from './deep-judgment-rubric-config.js';
import type { FewShotConfig } from './few-shot-config.js';
import type { ModelConfig } from './model-config.js';
/** The fields of a resolved VerificationConfig the cross-field rules read. */
export interface VerificationConfigRuleFields {
    answering_models: readonly ModelConfig[];
    parsing_models: readonly ModelConfig[];
    parsing_only: boolean;
    evaluation_mode: 'template_only' | 'template_and_rubric' | 'rubric_only';
    few_shot_config: FewShotConfig | null;
    deep_judgment_mode: 'disabled' | 'reasoning_only' | 'full';
    deep_judgment_search_enabled: boolean;
    deep_judgment_search_tool: unknown;
    deep_judgment_rubric_mode: string;
    deep_judgment_rubric_config: DeepJudgmentRubricConfig | null;
    agentic_parsing: boolean;
    agentic_parsing_trigger: 'always' | 'dynamic';
    agentic_judge_context: 'workspace_only' | 'trace_and_workspace' | 'trace_only';
    agentic_parsing_materialize_trace: boolean;
    agentic_tool_loop_judges: boolean;
}
/**
 * Karenina's cross-field validation (spec 05 §1.2 step 5), one issue per broken rule, each on the key at fault.
 * Used as the schema's `superRefine`.
 */
export declare function validateVerificationConfig(c: VerificationConfigRuleFields, ctx: z.RefinementCtx): void;
/** Karenina's configuration warnings (valid but probably unintended combinations). */
export declare function configWarnings(c: VerificationConfigRuleFields): string[];
