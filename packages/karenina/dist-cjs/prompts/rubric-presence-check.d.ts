import { z } from 'zod';
import { type TaskPrompt } from './task-prompt.js';
/** A concept of a dynamic rubric: its name and the short `summary` (else the description) shown to the judge. */
export interface PresenceConceptInput {
    name: string;
    summary?: string | null;
    description?: string | null;
}
/** Reply of the dynamic presence check. */
export declare const PresenceCheckReplySchema: z.ZodObject<{
    results: z.ZodArray<z.ZodObject<{
        trait_name: z.ZodString;
        present: z.ZodBoolean;
    }, z.core.$strip>>;
}, z.core.$strip>;
/** The dynamic-rubric presence check (task `rubric_dynamic_presence_check`, temperature 0). */
export declare function buildPresenceCheckPrompt(concepts: readonly PresenceConceptInput[], response: string): TaskPrompt<z.output<typeof PresenceCheckReplySchema>>;
