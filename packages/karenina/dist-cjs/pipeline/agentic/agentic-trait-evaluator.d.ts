import type { ModelConfig } from '../../config/model-config.js';
import type { ModelPorts } from '../../llm/ports.js';
import { type InvestigatorCapability } from './agentic-rubric-prompts.js';
import type { TaskPrompt } from '../../prompts/task-prompt.js';
import type { AgenticRubricTrait } from '../../rubric/traits/agentic-trait.js';
import type { TaskContext } from '../task-settings.js';
/** The model a trait's agent runs on, with its ports. */
export interface TraitModel {
    model: ModelConfig;
    ports: ModelPorts;
}
/** Where an investigation looks. */
export interface InvestigationScope {
    /** Give the investigator file tools (or, for a deep agent, the workspace as cwd). */
    needsTools: boolean;
    /** The directory the tools are confined to (the workspace, or the materialized trace's directory). */
    toolRoot: string | null;
    workspace: string | null;
    maxTurns: number;
    timeoutSeconds: number;
}
export declare function capabilityOf(model: ModelConfig, scope: InvestigationScope): InvestigatorCapability;
/** An investigation's trace, and whether the agent stopped at `max_turns` instead of concluding. */
export interface TraitInvestigation {
    trace: string;
    limitReached: boolean;
}
/** One investigation: an agent run with tools, or a single LLM call when no tool is needed (trace only). */
export declare function runTraitInvestigation(ctx: TaskContext, traitModel: TraitModel, prompt: TaskPrompt, scope: InvestigationScope): Promise<TraitInvestigation>;
/** How a template-kind trait's values were obtained (`agentic_trait_extraction_metadata`). */
export interface TemplateExtractionMetadata {
    method: 'local_json' | 'parser_after_local_json_failed' | 'failed';
    local_json_error: string | null;
    parser_error: string | null;
}
/** The extracted score of a trait: boolean, int, literal index (`-1` for an unknown class) or template fields under `trait.field`. */
export interface TraitExtraction {
    scores: Record<string, unknown>;
    metadata: TemplateExtractionMetadata | null;
}
/**
 * Step 2 for one trait: scalar kinds through one parser call on the investigation report; template kinds from
 * the report's own JSON first (no call), then through the parser. Throws for a scalar kind whose call failed.
 */
export declare function extractTraitScore(ctx: TaskContext, traitModel: TraitModel, trait: AgenticRubricTrait, trace: string): Promise<TraitExtraction>;
/** The null scores of a trait that could not be evaluated. */
export declare function nullScores(trait: AgenticRubricTrait): Record<string, null>;
