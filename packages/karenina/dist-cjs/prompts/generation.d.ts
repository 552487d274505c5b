import type { ChatMessage } from '../llm/ports.js';
/** A few-shot example as stored on a question (`{question, answer}`); entries lacking a key are skipped. */
export type FewShotExample = Readonly<Record<string, unknown>>;
/** How the answering agent may act in a resolved workspace (the capability sentence of 02 §4.2 step 6). */
export type WorkspaceCapability = 'sandboxed_execution' | 'local_execution' | 'file_inspection';
/** Inputs of the answering prompt (task `generation`, spec 02 §4.2 step 6). */
export interface GenerationPromptInput {
    question: string;
    /** The answering model's system prompt; `null` when the scenario history already has a system message. */
    systemPrompt: string | null | undefined;
    /** `prompt_config.generation`. */
    instructions?: string | null;
    /** Resolved few-shot examples; used only when `fewShotEnabled`. */
    examples?: readonly FewShotExample[] | null;
    /** @default false */
    fewShotEnabled?: boolean;
    /** A resolved question workspace. */
    workspace?: {
        path: string;
        capability: WorkspaceCapability;
    } | null;
}
/** Karenina's few-shot user text: `Question:`/`Answer:`/blank per example, then the question and `Answer:`. */
export declare function formatFewShotPrompt(question: string, examples: readonly FewShotExample[]): string;
/**
 * The answering prompt as final texts (generation gets no adapter instructions, and its user instructions are
 * already joined here): system = system prompt + `prompt_config.generation` joined by a blank line, omitted
 * when empty; user = the question or its few-shot form, plus the workspace paragraph.
 */
export declare function buildGenerationPrompt(input: GenerationPromptInput): {
    system?: string;
    user: string;
};
/** The answering messages: system (when non-empty), then the scenario history, then the user message. */
export declare function buildGenerationMessages(input: GenerationPromptInput, history?: readonly ChatMessage[]): ChatMessage[];
