import { z } from 'zod'
import { pyStrip } from '../compat/py-whitespace.js'
import type { JsonSchema } from '../llm/ports.js'
import type { PromptTask } from '../config/prompt-task.js'
import { joinSections, prettyJson, tagged, type InstructionContext, type TaskPrompt } from './task-prompt.js'

/** Reply of the abstention check (reasoning first, spec 06 §4.1). */
export const AbstentionReplySchema = z.object({
  reasoning: z.string(),
  abstention_detected: z.boolean(),
})

// Wording written for this port from the procedure in spec 06 §4.1 (Karenina's text is not copied).
const ABSTENTION_SYSTEM = `You are a careful judge. Decide whether a response explicitly declares that it is NOT answering the question. Ground every decision in verbatim quotes from the response.

## Procedure
1. Look for a literal sentence in which the response declares it cannot or will not answer this question: it cannot or will not answer, it has no access to the needed information or tools, it has no knowledge of the topic, or it refuses for policy reasons. Quote that sentence. If there is no such sentence, it is NOT an abstention.
2. If such a sentence exists, check whether the response nevertheless commits to a specific answer: a yes/no, an entity, a number, a classification or a definite claim. Conditional statements, lists of resources and generic background do not count as commitment. If it commits, it is NOT an abstention; otherwise it IS an abstention.
3. If the case is ambiguous, it is NOT an abstention.

## Clarifications
- Hedging words ("likely", "I think", "probably") are not disclaimers.
- Caveats attached to a committed answer are not an abstention.
- A disclaimer followed only by background information or pointers to where to look IS an abstention.
- Reporting that a tool failed is not an abstention.

## Examples
- "I don't have access to real-time data, so I cannot tell you today's price." and nothing else → abstention (disclaimer, no answer).
- "I can't be certain, but the answer is most likely 42." → not an abstention (a committed answer with a caveat).
- "I cannot give medical advice. You could consult a pharmacist or the drug's leaflet." → abstention (disclaimer plus where to look).`

/** Inputs of the abstention check: the question and the evaluated response. */
export interface AbstentionPromptInput {
  question: string
  /** The final AI message, or the full trace when the full-trace flag is set. */
  response: string
}

/** A reasoning-first check: the question and the response tagged, then `sections`; the temperature forced to 0. */
function checkPrompt<Reply>(
  task: PromptTask,
  system: string,
  input: AbstentionPromptInput,
  sections: string[],
  reply: z.ZodType<Reply>,
  context: InstructionContext,
): TaskPrompt<Reply> {
  const user = joinSections(tagged('question', input.question), tagged('response', input.response), ...sections)
  return { task, system, user, context, reply, temperature: 0 }
}

/** The abstention-detection prompt (task `abstention_detection`, temperature forced to 0). */
export function buildAbstentionPrompt(input: AbstentionPromptInput): TaskPrompt<z.output<typeof AbstentionReplySchema>> {
  const ask =
    'Does the response abstain from answering the question? Reply with a JSON object: first "reasoning" (quote the disclaimer, if any, and explain), then "abstention_detected" (true or false).'
  return checkPrompt('abstention_detection', ABSTENTION_SYSTEM, input, [ask], AbstentionReplySchema, {
    exampleJson: '{"reasoning": "The response says \\"...\\" and gives no answer.", "abstention_detected": true}',
    outputFormatHint: '{"reasoning": string, "abstention_detected": boolean}',
  })
}

/** Reply of the sufficiency check (reasoning first, spec 06 §4.2). */
export const SufficiencyReplySchema = z.object({
  reasoning: z.string(),
  sufficient: z.boolean(),
})

// Wording written for this port from the rules in spec 06 §4.2 (Karenina's text is not copied).
const SUFFICIENCY_SYSTEM = `You judge whether a response contains enough information to fill a template.

The response is SUFFICIENT if and only if every REQUIRED field of the JSON schema has at least one span of the response that plausibly maps to it.

## Rules
- Be lenient: hedged, approximate, implicit or qualified values count as candidates.
- Ignore optional fields and fields with defaults.
- The response is INSUFFICIENT for a required field when nothing in it maps to the field, when it says the value is unknown or unavailable, or when it is too vague to yield a candidate value.
- Walk through each required field in turn, using its description and the question to decide what would map to it.`

/** Inputs of the sufficiency check. */
export interface SufficiencyPromptInput extends AbstentionPromptInput {
  /** The template's sufficiency schema (`template.sufficiencySchema()`), shown pretty-printed. */
  jsonSchema: JsonSchema
}

/** The sufficiency-detection prompt (task `sufficiency_detection`, temperature forced to 0). */
export function buildSufficiencyPrompt(input: SufficiencyPromptInput): TaskPrompt<z.output<typeof SufficiencyReplySchema>> {
  const ask =
    'Does the response contain enough information to fill every required field? Reply with a JSON object: first "reasoning" (walk through each required field), then "sufficient" (true or false).'
  const schema = tagged('template_schema', prettyJson(input.jsonSchema))
  return checkPrompt('sufficiency_detection', SUFFICIENCY_SYSTEM, input, [schema, ask], SufficiencyReplySchema, {
    exampleJson: '{"reasoning": "Field \\"drug\\" maps to \\"imatinib\\"; ...", "sufficient": true}',
    outputFormatHint: '{"reasoning": string, "sufficient": boolean}',
  })
}

/** Inputs of the embedding check's semantic-equivalence question (spec 06 §6). */
export interface EmbeddingEquivalenceInput {
  /** The original question; its section is omitted when null or empty. */
  question?: string | null
  /** Ground-truth side of the parsed answer. */
  groundTruth: Readonly<Record<string, unknown>>
  /** Model side of the parsed answer. */
  response: Readonly<Record<string, unknown>>
}

// Wording written for this port from the intent in spec 06 §6 (Karenina's text is not copied).
const SYSTEM = `You decide whether two parsed responses are semantically equivalent for the original question.

They are equivalent when they carry the same core information, reach the same conclusion and would be equally correct; differences in formatting or wording do not matter.

Answer with exactly one word: YES or NO.`

/** The YES/NO equivalence prompt (no task id: sent as plain messages, without adapter instructions). */
export function buildEmbeddingEquivalencePrompt(input: EmbeddingEquivalenceInput): TaskPrompt<never> {
  return {
    task: null,
    system: SYSTEM,
    user: joinSections(
      input.question ? `Original question: ${input.question}` : null,
      `Ground truth (parsed):\n${prettyJson(input.groundTruth)}`,
      `Model response (parsed):\n${prettyJson(input.response)}`,
      'Are these two responses semantically equivalent? Answer YES or NO.',
    ),
    context: {},
    reply: null,
  }
}

/** The override decision: the reply starts with `YES` after Python `strip()` and upper-casing. */
export function isEquivalenceConfirmed(reply: string): boolean {
  return pyStrip(reply).toUpperCase().startsWith('YES')
}
