import { pyStrip } from '../compat/py-whitespace.js'
import { joinSections, prettyJson, type TaskPrompt } from './task-prompt.js'

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
