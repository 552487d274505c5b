import type { AgenticRubricTrait } from '../../rubric/traits/agentic-trait.js';
import type { TaskPrompt } from '../../prompts/task-prompt.js';
/** What the trait's investigator can do: run commands (deep agent), read files (tool loop), or neither. */
export type InvestigatorCapability = 'execute' | 'files' | 'text';
/** The user text of a trait investigation: question, trace block (or file pointer), workspace line. */
export declare function investigationUserText(question: string, trace: string | null, traceFile: string | null, workspace: string | null): string;
/** One trait's investigation (task `rubric_agentic_trait_investigation`, spec 06 §5.4). */
export declare function buildTraitInvestigationPrompt(trait: AgenticRubricTrait, capability: InvestigatorCapability, user: string): TaskPrompt;
/** The shared strategy's one investigation covering every trait. */
export declare function buildSharedInvestigationPrompt(traits: readonly AgenticRubricTrait[], capability: InvestigatorCapability, user: string): TaskPrompt;
/** A trait's extraction (task `rubric_agentic_trait_extraction`, spec 06 §5.4). */
export declare function buildTraitExtractionPrompt(trait: AgenticRubricTrait, report: string): TaskPrompt;
