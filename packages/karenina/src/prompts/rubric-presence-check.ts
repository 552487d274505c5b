import { z } from 'zod'
import { pyJsonDumps } from '../compat/py-json.js'
import { NO_DESCRIPTION } from './rubric-evidence.js'
import { joinSections, replyJsonSchema, type TaskPrompt } from './task-prompt.js'

/** A concept of a dynamic rubric: its name and the short `summary` (else the description) shown to the judge. */
export interface PresenceConceptInput {
  name: string
  summary?: string | null
  description?: string | null
}

/** Reply of the dynamic presence check. */
export const PresenceCheckReplySchema = z.object({
  results: z.array(z.object({ trait_name: z.string(), present: z.boolean() })),
})

// Wording written for this port from the intent in spec 06 §4.8 (Karenina's text is not copied).
const SYSTEM = `You decide which concepts a response meaningfully engages with.

## Rules
- A concept is present when the response engages with it substantively; a passing mention or its absence means not present.
- A concept with several aspects is present if any aspect is treated substantively.
- When unsure, err toward present.
- Evaluate each concept independently.`

/** The dynamic-rubric presence check (task `rubric_dynamic_presence_check`, temperature 0). */
export function buildPresenceCheckPrompt(
  concepts: readonly PresenceConceptInput[],
  response: string,
): TaskPrompt<z.output<typeof PresenceCheckReplySchema>> {
  const lines = concepts.map((c) => `- **${c.name}**: ${c.summary || c.description || NO_DESCRIPTION}`)
  const example = { results: concepts.map((c, i) => ({ trait_name: c.name, present: i % 2 === 0 })) }
  return {
    task: 'rubric_dynamic_presence_check',
    system: SYSTEM,
    user: joinSections(`## Concepts to check\n${lines.join('\n')}`, `## Response to analyze\n${response}`),
    context: {
      jsonSchema: replyJsonSchema(PresenceCheckReplySchema),
      exampleJson: pyJsonDumps(example),
      outputFormatHint: 'a JSON object with a "results" list of {"trait_name", "present"} objects',
    },
    reply: PresenceCheckReplySchema,
    temperature: 0,
  }
}
