import { z } from 'zod'
import type { JsonSchema } from '../llm/ports.js'
import { NO_DESCRIPTION, rubricEvidenceSections, type GroundTruthOptIn, type RubricEvidence } from './rubric-evidence.js'
import { joinSections, type TaskPrompt } from './task-prompt.js'

/** The fields of a template-kind `LLMRubricTrait` the prompt reads. */
export interface TemplateTraitPromptInput extends GroundTruthOptIn {
  name: string
  description?: string | null
  /** JSON Schema of the trait's record (the serialized `kind.schema`). */
  jsonSchema: JsonSchema
}

// Wording written for this port from the intent in spec 06 §4.7 (Karenina's text is not copied).
const SYSTEM = `You evaluate an answer by filling a structured record.

## Rules
- Populate every field of the requested schema from evidence in the answer.
- When the answer gives no evidence for a field, use a conservative value: an empty string or list, false, or the minimum number.
- Make no assumptions beyond what the answer shows.`

/**
 * The prompt for a template-kind trait (task `rubric_llm_trait_template`); the reply is an object of the
 * record schema, validated by `reply` when given (else any object).
 */
export function buildTemplateTraitPrompt<Reply extends Record<string, unknown> = Record<string, unknown>>(
  trait: TemplateTraitPromptInput,
  evidence: RubricEvidence,
  reply?: z.ZodType<Reply>,
): TaskPrompt<Reply> {
  return {
    task: 'rubric_llm_trait_template',
    system: SYSTEM,
    user: joinSections(
      rubricEvidenceSections(evidence, [trait]),
      `## Trait\n**${trait.name}**: ${trait.description || NO_DESCRIPTION}`,
    ),
    context: { jsonSchema: trait.jsonSchema, outputFormatHint: 'a JSON object with every field of the schema' },
    reply: reply ?? (z.record(z.string(), z.unknown()) as unknown as z.ZodType<Reply>),
  }
}
