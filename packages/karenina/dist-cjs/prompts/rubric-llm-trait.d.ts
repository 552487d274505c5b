import { z } from 'zod';
import { type GroundTruthOptIn, type RubricEvidence } from './rubric-evidence.js';
import type { JsonSchema } from '../llm/ports.js';
import { type TaskPrompt } from './task-prompt.js';
/** The fields of a boolean or score `LLMRubricTrait` the prompts read (Karenina's snake_case names). */
export interface LlmTraitPromptInput extends GroundTruthOptIn {
    name: string;
    description?: string | null;
    kind: 'boolean' | 'score';
    /** @default 1 (also when 0, as Karenina's `min_score or 1`) */
    min_score?: number | null;
    /** @default 5 */
    max_score?: number | null;
}
/** Reply of the batch call: a score per exact trait name (bool or int; omitted traits are recorded as null). */
export declare const LlmTraitBatchReplySchema: z.ZodObject<{
    scores: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodBoolean, z.ZodNumber, z.ZodNull]>>;
}, z.core.$strip>;
/** Reply of a single boolean trait. */
export declare const LlmTraitBooleanReplySchema: z.ZodObject<{
    result: z.ZodBoolean;
}, z.core.$strip>;
/** Reply of a single score trait. */
export declare const LlmTraitScoreReplySchema: z.ZodObject<{
    score: z.ZodInt;
}, z.core.$strip>;
/** A parsed single-trait reply. */
export type LlmTraitSingleReply = {
    result: boolean;
} | {
    score: number;
};
/**
 * The JSON schema of the batch reply for these traits: `scores` names every trait as a required property
 * (boolean or integer) and allows no other, so structured output (json_schema strict, forced tool input)
 * cannot return an empty or partial `scores`. Karenina sends an open map (`dict[str, int | bool]`).
 */
export declare function llmTraitBatchJsonSchema(traits: readonly LlmTraitPromptInput[]): JsonSchema;
/** The batch prompt for boolean and score traits (task `rubric_llm_trait_batch`). */
export declare function buildLlmTraitBatchPrompt(traits: readonly LlmTraitPromptInput[], evidence: RubricEvidence): TaskPrompt<z.output<typeof LlmTraitBatchReplySchema>>;
/** The prompt for one boolean or score trait (task `rubric_llm_trait_single`). */
export declare function buildLlmTraitSinglePrompt(trait: LlmTraitPromptInput, evidence: RubricEvidence): TaskPrompt<LlmTraitSingleReply>;
