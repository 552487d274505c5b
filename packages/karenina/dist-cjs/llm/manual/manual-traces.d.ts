import { z } from 'zod';
import type { ChatMessage, QuestionRef } from '../ports.js';
/** One pre-recorded answer: a plain string (the answer or a harmonized trace) or a message list. */
export type ManualTrace = string | ChatMessage[];
/**
 * Pre-recorded answers keyed by question id, or by the MD5 hex of the question text (Karenina's
 * `ManualTraces` / CLI `--manual-traces` key).
 */
export type ManualTraces = Record<string, ManualTrace>;
/**
 * zod schema of {@link ManualTraces}; a boolean (Karenina's `manual_traces=True`) is rejected, and so is a
 * message list that is not in Karenina's message form (another SDK's messages would be judged garbled).
 */
export declare const ManualTracesSchema: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodArray<z.ZodObject<{
    role: z.ZodEnum<{
        system: "system";
        user: "user";
        assistant: "assistant";
        tool: "tool";
    }>;
    content: z.ZodString;
    tool_calls: z.ZodOptional<z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        name: z.ZodString;
        input: z.ZodRecord<z.ZodString, z.ZodUnknown>;
    }, z.core.$strict>>>;
    tool_result: z.ZodOptional<z.ZodObject<{
        tool_use_id: z.ZodString;
        is_error: z.ZodBoolean;
    }, z.core.$strict>>;
    thinking: z.ZodOptional<z.ZodObject<{
        thinking: z.ZodString;
        signature: z.ZodOptional<z.ZodString>;
    }, z.core.$strict>>;
    block_index: z.ZodOptional<z.ZodNumber>;
    usage_metadata: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
}, z.core.$strict>>]>>;
/** MD5 hex of the question text, the key Karenina's manual traces use. */
export declare function questionHash(text: string): string;
/** The trace for a question: by id first, then by question-text hash; `undefined` when absent. */
export declare function findManualTrace(traces: ManualTraces, question: QuestionRef | undefined): ManualTrace | undefined;
