import { z } from 'zod'
import type { JsonSchema } from '../llm/ports.js'
import { joinSections, prettyJson, tagged, type TaskPrompt } from './task-prompt.js'

/** Reply of the sufficiency check (reasoning first, spec 06 §4.2). */
export const SufficiencyReplySchema = z.object({
  reasoning: z.string(),
  sufficient: z.boolean(),
})

/** A parsed sufficiency reply. */
export type SufficiencyReply = z.output<typeof SufficiencyReplySchema>

// Wording written for this port from the rules in spec 06 §4.2 (Karenina's text is not copied).
const SYSTEM = `You judge whether a response contains enough information to fill a template.

The response is SUFFICIENT if and only if every REQUIRED field of the JSON schema has at least one span of the response that plausibly maps to it.

## Rules
- Be lenient: hedged, approximate, implicit or qualified values count as candidates.
- Ignore optional fields and fields with defaults.
- The response is INSUFFICIENT for a required field when nothing in it maps to the field, when it says the value is unknown or unavailable, or when it is too vague to yield a candidate value.
- Walk through each required field in turn, using its description and the question to decide what would map to it.`

/** Inputs of the sufficiency check. */
export interface SufficiencyPromptInput {
  question: string
  response: string
  /** The template's sufficiency schema (`template.sufficiencySchema()`), shown pretty-printed. */
  jsonSchema: JsonSchema
}

/** The sufficiency-detection prompt (task `sufficiency_detection`, temperature forced to 0). */
export function buildSufficiencyPrompt(input: SufficiencyPromptInput): TaskPrompt<SufficiencyReply> {
  return {
    task: 'sufficiency_detection',
    system: SYSTEM,
    user: joinSections(
      tagged('question', input.question),
      tagged('response', input.response),
      tagged('template_schema', prettyJson(input.jsonSchema)),
      'Does the response contain enough information to fill every required field? Reply with a JSON object: first "reasoning" (walk through each required field), then "sufficient" (true or false).',
    ),
    context: {
      exampleJson: '{"reasoning": "Field \\"drug\\" maps to \\"imatinib\\"; ...", "sufficient": true}',
      outputFormatHint: '{"reasoning": string, "sufficient": boolean}',
    },
    reply: SufficiencyReplySchema,
    temperature: 0,
  }
}
