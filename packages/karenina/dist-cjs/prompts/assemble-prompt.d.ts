import { type PromptConfig } from '../config/prompt-config.js';
import type { ChatMessage } from '../llm/ports.js';
import { type TaskPrompt } from './task-prompt.js';
/** Where a prompt is sent: the model's interface, the user's prompt config and what the adapter supports. */
export interface AssembleOptions {
    /** The model config's `interface` (selects the adapter instructions). */
    interface: string;
    /** `VerificationConfig.prompt_config`. @default null */
    promptConfig?: PromptConfig | null;
    /** When false the system text is folded into the single user message. @default true */
    supportsSystemPrompt?: boolean;
}
/** The assembled system and user texts (Karenina's `assemble_text`). */
export interface AssembledText {
    system: string;
    user: string;
}
/**
 * Tri-section assembly (spec 06 §1): the task's texts, then each adapter instruction's additions, then the
 * user instructions of `prompt_config` for the task, each appended after a blank line.
 */
export declare function assemblePromptText(prompt: TaskPrompt, options: AssembleOptions): AssembledText;
/**
 * The messages of a prompt: `[system, user]`, without the system message when its text is empty; a single user
 * message `system + "\n\n" + user` when the adapter does not support system prompts.
 */
export declare function assemblePrompt(prompt: TaskPrompt, options: AssembleOptions): ChatMessage[];
