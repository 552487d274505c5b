import { z } from 'zod'
import { pyJsonDumps } from '../compat/py-json.js'
import { NO_DESCRIPTION, rubricEvidenceSections, type GroundTruthOptIn, type RubricEvidence } from './rubric-evidence.js'
import { joinSections, replyJsonSchema, type TaskPrompt } from './task-prompt.js'

/** The fields of a literal `LLMRubricTrait` the prompts read: `classes` maps class name → description, in order. */
export interface LiteralTraitPromptInput extends GroundTruthOptIn {
  name: string
  description?: string | null
  classes: Readonly<Record<string, string>>
}

/** Reply of the batch call: a list (not a map) of one class per trait. */
export const LiteralTraitBatchReplySchema = z.object({
  classifications: z.array(z.object({ trait_name: z.string(), class_name: z.string() })),
})

/** Reply of a single literal trait. */
export const LiteralTraitSingleReplySchema = z.object({ classification: z.string() })

// Wording written for this port from the intent in spec 06 §4.5 (Karenina's text is not copied).
const BATCH_SYSTEM = `You classify an answer into predefined categories, one classification per trait.

## Rules
- Use the exact trait names and class names as given (case-sensitive).
- Choose exactly one class for each trait, and include every trait.
- Never invent a class that is not listed for the trait.
- When the answer mixes several categories, choose the dominant or primary one.`

function classLines(classes: Readonly<Record<string, string>>): string {
  return Object.entries(classes)
    .map(([name, description]) => `  - ${name}: ${description}`)
    .join('\n')
}

function traitBlock(trait: LiteralTraitPromptInput): string {
  return [
    `- **${trait.name}**: ${trait.description || NO_DESCRIPTION}`,
    `  Classes: ${Object.keys(trait.classes).join(', ')}`,
    classLines(trait.classes),
  ].join('\n')
}

/** The batch prompt for literal traits (task `rubric_literal_trait_batch`). */
export function buildLiteralTraitBatchPrompt(
  traits: readonly LiteralTraitPromptInput[],
  evidence: RubricEvidence,
): TaskPrompt<z.output<typeof LiteralTraitBatchReplySchema>> {
  const example = {
    classifications: traits.map((t) => ({ trait_name: t.name, class_name: Object.keys(t.classes)[0] ?? '' })),
  }
  return {
    task: 'rubric_literal_trait_batch',
    system: BATCH_SYSTEM,
    user: joinSections(`## Traits to Classify\n${traits.map(traitBlock).join('\n')}`, rubricEvidenceSections(evidence, traits)),
    context: {
      jsonSchema: replyJsonSchema(LiteralTraitBatchReplySchema),
      exampleJson: pyJsonDumps(example),
      outputFormatHint: 'a JSON object with a "classifications" list of {"trait_name", "class_name"} objects, one per trait',
    },
    reply: LiteralTraitBatchReplySchema,
  }
}

/** The prompt for one literal trait (task `rubric_literal_trait_single`). */
export function buildLiteralTraitSinglePrompt(
  trait: LiteralTraitPromptInput,
  evidence: RubricEvidence,
): TaskPrompt<z.output<typeof LiteralTraitSingleReplySchema>> {
  const first = Object.keys(trait.classes)[0] ?? ''
  return {
    task: 'rubric_literal_trait_single',
    system: joinSections(
      `You classify an answer into exactly one of these classes:\n${classLines(trait.classes)}`,
      'Return exactly one class name, spelled exactly as listed (case-sensitive). Never invent a class; when the answer mixes categories, choose the dominant one.',
    ),
    user: joinSections(
      rubricEvidenceSections(evidence, [trait]),
      `## Trait\n**${trait.name}**: ${trait.description || NO_DESCRIPTION}`,
    ),
    context: {
      jsonSchema: replyJsonSchema(LiteralTraitSingleReplySchema),
      exampleJson: pyJsonDumps({ classification: first }),
      outputFormatHint: '{"classification": "<one class name>"}',
    },
    reply: LiteralTraitSingleReplySchema,
  }
}
