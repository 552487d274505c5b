import { z } from 'zod';
import type { JsonSchema } from '../llm/ports.js';
import { type GroundTruthOptIn, type RubricEvidence } from './rubric-evidence.js';
import { type TaskPrompt } from './task-prompt.js';
/** The fields of a template-kind `LLMRubricTrait` the prompt reads. */
export interface TemplateTraitPromptInput extends GroundTruthOptIn {
    name: string;
    description?: string | null;
    /** JSON Schema of the trait's record (the serialized `kind.schema`). */
    jsonSchema: JsonSchema;
}
/**
 * The prompt for a template-kind trait (task `rubric_llm_trait_template`); the reply is an object of the
 * record schema, validated by `reply` when given (else any object).
 */
export declare function buildTemplateTraitPrompt<Reply extends Record<string, unknown> = Record<string, unknown>>(trait: TemplateTraitPromptInput, evidence: RubricEvidence, reply?: z.ZodType<Reply>): TaskPrompt<Reply>;
