import type { ChatMessage } from '../llm/ports.js';
import type { HandoverKind } from './scenario-definition.js';
/** A message of the scenario conversation with who produced it (`__user__` for the scenario's prompts). */
export interface TaggedMessage {
    message: ChatMessage;
    agentId: string;
}
/** Between the transcript and the question (Karenina `TRANSCRIPT_SEPARATOR`). */
export declare const TRANSCRIPT_SEPARATOR = "\n\n---\n\n";
/**
 * The labelled transcript of the conversation (Karenina `format_transcript`): one line per content block,
 * `[__user__] text` for scenario prompts, `[agent:role:text|tool_use|tool_result] …` otherwise; thinking
 * blocks are left out.
 */
export declare function formatTranscript(messages: readonly TaggedMessage[]): string;
/** Where a materialized transcript is written. */
export interface MaterializeOptions {
    /** `<root>/.karenina/traces/`; @default a new temporary directory */
    workspaceRoot?: string | null;
    nodeId: string;
    turn: number;
}
/** The instructions appended to the question of a `transcript_materialize` handover (Karenina's exact text). */
export declare function materializeReference(tracePath: string): string;
/**
 * The question text of the next turn after a handover edge (Karenina `apply_handover`): prepend/append the
 * transcript with {@link TRANSCRIPT_SEPARATOR}, or write it to a file and append instructions to read it.
 * A handover replaces the conversation history: the next turn starts a fresh conversation.
 */
export declare function applyHandover(kind: HandoverKind, messages: readonly TaggedMessage[], question: string, options: MaterializeOptions): Promise<string>;
