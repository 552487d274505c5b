import { z } from 'zod';
import type { JsonSchema } from '../llm/ports.js';
import { type TaskPrompt } from './task-prompt.js';
/** Reply of the sufficiency check (reasoning first, spec 06 §4.2). */
export declare const SufficiencyReplySchema: z.ZodObject<{
    reasoning: z.ZodString;
    sufficient: z.ZodBoolean;
}, z.core.$strip>;
/** A parsed sufficiency reply. */
export type SufficiencyReply = z.output<typeof SufficiencyReplySchema>;
/** Inputs of the sufficiency check. */
export interface SufficiencyPromptInput {
    question: string;
    response: string;
    /** The template's sufficiency schema (`template.sufficiencySchema()`), shown pretty-printed. */
    jsonSchema: JsonSchema;
}
/** The sufficiency-detection prompt (task `sufficiency_detection`, temperature forced to 0). */
export declare function buildSufficiencyPrompt(input: SufficiencyPromptInput): TaskPrompt<SufficiencyReply>;
