import type { JsonSchema } from '../llm/ports.js';
import type { TaskPrompt } from './task-prompt.js';
/** What the investigation prompt is built from (spec 06 §5.1). */
export interface InvestigationPromptInput {
    question: string;
    /** The template's judge schema (no ground truth). */
    jsonSchema: JsonSchema;
    /** The judge agent may run commands (a deep agent); tool-loop agents with read-only tools may not. */
    codeExecution: boolean;
    /** The answering agent was cut by a timeout and its partial trace is scored. */
    partialTimeout: boolean;
    /** The trace is part of the judge context (`trace_and_workspace`, `trace_only`). */
    traceInContext: boolean;
    /** The answering trace (inline). */
    trace: string | null;
    /** Where the trace was materialized, when it was; the prompt then points at the file. */
    traceFile: string | null;
    /** Shown unless the context is `trace_only`. */
    workspace: string | null;
    /** DynamicParseTemplate's reason for escalating. */
    screeningReasoning?: string | null;
}
/** The investigation agent's prompt (task `agentic_parsing_investigation`, spec 06 §5.1). */
export declare function buildInvestigationPrompt(input: InvestigationPromptInput): TaskPrompt<string>;
/** The extraction call's prompt (task `agentic_parsing_extraction`, spec 06 §5.2). */
export declare function buildExtractionPrompt(report: string, jsonSchema: JsonSchema): TaskPrompt;
/** The dynamic trigger's decision call (task `agentic_parsing_decision`, spec 06 §5.3). */
export declare function buildDecisionPrompt(question: string, finalMessage: string, jsonSchema: JsonSchema): TaskPrompt;
