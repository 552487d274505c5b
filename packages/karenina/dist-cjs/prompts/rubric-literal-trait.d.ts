import { z } from 'zod';
import { type GroundTruthOptIn, type RubricEvidence } from './rubric-evidence.js';
import { type TaskPrompt } from './task-prompt.js';
/** The fields of a literal `LLMRubricTrait` the prompts read: `classes` maps class name → description, in order. */
export interface LiteralTraitPromptInput extends GroundTruthOptIn {
    name: string;
    description?: string | null;
    classes: Readonly<Record<string, string>>;
}
/** Reply of the batch call: a list (not a map) of one class per trait. */
export declare const LiteralTraitBatchReplySchema: z.ZodObject<{
    classifications: z.ZodArray<z.ZodObject<{
        trait_name: z.ZodString;
        class_name: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
/** Reply of a single literal trait. */
export declare const LiteralTraitSingleReplySchema: z.ZodObject<{
    classification: z.ZodString;
}, z.core.$strip>;
/** The batch prompt for literal traits (task `rubric_literal_trait_batch`). */
export declare function buildLiteralTraitBatchPrompt(traits: readonly LiteralTraitPromptInput[], evidence: RubricEvidence): TaskPrompt<z.output<typeof LiteralTraitBatchReplySchema>>;
/** The prompt for one literal trait (task `rubric_literal_trait_single`). */
export declare function buildLiteralTraitSinglePrompt(trait: LiteralTraitPromptInput, evidence: RubricEvidence): TaskPrompt<z.output<typeof LiteralTraitSingleReplySchema>>;
