import { z } from 'zod';
import { type TaskPrompt } from './task-prompt.js';
/** Reply of the abstention check (reasoning first, spec 06 §4.1). */
export declare const AbstentionReplySchema: z.ZodObject<{
    reasoning: z.ZodString;
    abstention_detected: z.ZodBoolean;
}, z.core.$strip>;
/** A parsed abstention reply. */
export type AbstentionReply = z.output<typeof AbstentionReplySchema>;
/** Inputs of the abstention check: the question and the evaluated response. */
export interface AbstentionPromptInput {
    question: string;
    /** The final AI message, or the full trace when the full-trace flag is set. */
    response: string;
}
/** The abstention-detection prompt (task `abstention_detection`, temperature forced to 0). */
export declare function buildAbstentionPrompt(input: AbstentionPromptInput): TaskPrompt<AbstentionReply>;
