import { z } from 'zod'
import { pyJsonDumps } from '../compat/py-json.js'
import { NO_DESCRIPTION, rubricEvidenceSections, type GroundTruthOptIn, type RubricEvidence } from './rubric-evidence.js'
import type { JsonSchema } from '../llm/ports.js'
import { joinSections, replyJsonSchema, type TaskPrompt } from './task-prompt.js'

/** The fields of a boolean or score `LLMRubricTrait` the prompts read (Karenina's snake_case names). */
export interface LlmTraitPromptInput extends GroundTruthOptIn {
  name: string
  description?: string | null
  kind: 'boolean' | 'score'
  /** @default 1 (also when 0, as Karenina's `min_score or 1`) */
  min_score?: number | null
  /** @default 5 */
  max_score?: number | null
}

/** Reply of the batch call: a score per exact trait name (bool or int; omitted traits are recorded as null). */
export const LlmTraitBatchReplySchema = z.object({
  scores: z.record(z.string(), z.union([z.boolean(), z.number(), z.null()])),
})

/** Reply of a single boolean trait. */
export const LlmTraitBooleanReplySchema = z.object({ result: z.boolean() })
/** Reply of a single score trait. */
export const LlmTraitScoreReplySchema = z.object({ score: z.int() })

/** A parsed single-trait reply. */
export type LlmTraitSingleReply = { result: boolean } | { score: number }

/**
 * The JSON schema of the batch reply for these traits: `scores` names every trait as a required property
 * (boolean or integer) and allows no other, so structured output (json_schema strict, forced tool input)
 * cannot return an empty or partial `scores`. Karenina sends an open map (`dict[str, int | bool]`).
 */
export function llmTraitBatchJsonSchema(traits: readonly LlmTraitPromptInput[]): JsonSchema {
  const properties = Object.fromEntries(
    traits.map((t) => {
      if (t.kind === 'boolean') return [t.name, { type: 'boolean' }]
      const [min, max] = scoreRange(t)
      return [t.name, { type: 'integer', description: `score from ${min} to ${max}` }]
    }),
  )
  return {
    type: 'object',
    properties: {
      scores: { type: 'object', properties, required: traits.map((t) => t.name), additionalProperties: false },
    },
    required: ['scores'],
    additionalProperties: false,
  }
}

// Karenina's `min_score or 1` / `max_score or 5` (a 0 bound falls back too).
function scoreRange(trait: LlmTraitPromptInput): [number, number] {
  return [trait.min_score || 1, trait.max_score || 5]
}

// Wording written for this port from the intent in spec 06 §4.3–4.4 (Karenina's text is not copied).
const BATCH_SYSTEM = `You are a rigorous evaluator assessing an answer against a set of quality traits.

## Rules
- Use the trait names exactly as given (case-sensitive).
- Boolean traits take JSON true or false.
- Score traits take an integer within the trait's range; out-of-range scores will be clamped.
- Score every trait listed; a trait left out is recorded as a failed evaluation.
- Ground every judgment in evidence visible in the answer; consider evidence both for and against.
- If a criterion is ambiguous, state the interpretation you used and apply it consistently.
- Be consistent across traits and do not lean toward either outcome when uncertain.`

function traitLine(trait: LlmTraitPromptInput): string {
  const description = trait.description || NO_DESCRIPTION
  if (trait.kind === 'boolean') return `- **${trait.name}** (boolean): ${description}\n  Answer true if the answer meets the criterion, false otherwise.`
  const [min, max] = scoreRange(trait)
  return `- **${trait.name}** (score ${min}-${max}): ${description}\n  Give an integer from ${min} to ${max}.`
}

/** The batch prompt for boolean and score traits (task `rubric_llm_trait_batch`). */
export function buildLlmTraitBatchPrompt(
  traits: readonly LlmTraitPromptInput[],
  evidence: RubricEvidence,
): TaskPrompt<z.output<typeof LlmTraitBatchReplySchema>> {
  const example = Object.fromEntries(traits.map((t) => [t.name, t.kind === 'boolean' ? true : scoreRange(t)[0] + 2]))
  return {
    task: 'rubric_llm_trait_batch',
    system: BATCH_SYSTEM,
    user: joinSections(`## Traits to Evaluate\n${traits.map(traitLine).join('\n')}`, rubricEvidenceSections(evidence, traits)),
    context: {
      jsonSchema: llmTraitBatchJsonSchema(traits),
      exampleJson: pyJsonDumps({ scores: example }),
      outputFormatHint: 'a JSON object with a "scores" object mapping each exact trait name to its value',
    },
    reply: LlmTraitBatchReplySchema,
  }
}

function singleSystem(trait: LlmTraitPromptInput): string {
  const criteria = trait.description || NO_DESCRIPTION
  const guidance =
    'Base your judgment on evidence visible in the answer, weigh evidence for and against, and apply the criterion consistently.'
  if (trait.kind === 'boolean') {
    return joinSections(
      `You are an evaluator deciding whether an answer meets one criterion.\n\nCriterion: ${criteria}`,
      'Return true if the answer meets the criterion and false if it does not.',
      guidance,
    )
  }
  const [min, max] = scoreRange(trait)
  return joinSections(
    `You are an evaluator scoring an answer on one criterion.\n\nCriterion: ${criteria}`,
    `Score on an integer scale from ${min} to ${max}:\n- ${min} = poor\n- ${Math.floor((min + max) / 2)} = average\n- ${max} = excellent`,
    guidance,
  )
}

/** The prompt for one boolean or score trait (task `rubric_llm_trait_single`). */
export function buildLlmTraitSinglePrompt(trait: LlmTraitPromptInput, evidence: RubricEvidence): TaskPrompt<LlmTraitSingleReply> {
  const reply = trait.kind === 'boolean' ? LlmTraitBooleanReplySchema : LlmTraitScoreReplySchema
  const [min] = scoreRange(trait)
  return {
    task: 'rubric_llm_trait_single',
    system: singleSystem(trait),
    user: joinSections(
      rubricEvidenceSections(evidence, [trait]),
      `## Trait\n**${trait.name}**: ${trait.description || NO_DESCRIPTION}`,
    ),
    context: {
      jsonSchema: replyJsonSchema(reply),
      exampleJson: trait.kind === 'boolean' ? '{"result": true}' : `{"score": ${Math.min(min + 2, scoreRange(trait)[1])}}`,
      outputFormatHint: trait.kind === 'boolean' ? '{"result": true | false}' : '{"score": <integer>}',
    },
    reply,
  }
}
