import { pyLower } from '../compat/py-lower.js'
import { questionHash } from '../trace/manual-traces.js'

/** MD5 hex of the UTF-8 question text: Karenina's `Question.id`, the same hash that keys manual traces. */
export const questionIdMd5: (question: string) => string = questionHash

/** The readable part of a question URN: lowercased, spaces → `-`, `?.,` dropped, first 50 code points. */
export function questionIdPrefix(question: string): string {
  const slug = pyLower(question).replaceAll(' ', '-').replace(/[?.,]/g, '')
  // Array.from splits by code point, so an astral character is never cut in half.
  return Array.from(slug).slice(0, 50).join('')
}

/**
 * Karenina's `generate_question_id`: `urn:uuid:question-<prefix>-<first 8 hex of the MD5>` (spec 05 §6.2).
 * Collision suffixes (`-1`, `-2`) are the benchmark's business.
 */
export function generateQuestionId(question: string): string {
  return `urn:uuid:question-${questionIdPrefix(question)}-${questionIdMd5(question).slice(0, 8)}`
}
