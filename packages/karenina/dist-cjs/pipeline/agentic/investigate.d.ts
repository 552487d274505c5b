import type { JsonSchema } from '../../llm/ports.js';
import type { TaskContext } from '../task-settings.js';
/** The investigation outlived `agentic_parsing_timeout`. */
export declare class InvestigationTimeout extends Error {
    readonly name = "InvestigationTimeout";
}
/** What an investigation produced. */
export interface Investigation {
    trace: string;
    limitReached: boolean;
}
/**
 * Step 1 of agentic parsing (spec 02 §9.2): the parsing model investigates as an agent, in the workspace,
 * with the spec's prompt. A deep agent (`claude_agent_sdk`) works in the workspace with its own tools; a
 * tool-loop agent (OpenAI, Anthropic) gets the read-only workspace tools. Throws what the agent threw
 * (an {@link InvestigationTimeout} on `agentic_parsing_timeout`).
 */
export declare function investigate(ctx: TaskContext, jsonSchema: JsonSchema, screeningReasoning: string | null): Promise<Investigation>;
