import { createHash } from '../utils/lazy-node.js'
import { z } from 'zod'
import { TraceMessageSchema, type ChatMessage, type QuestionRef } from './chat-message-schema.js'

/** One pre-recorded answer: a plain string (the answer or a harmonized trace) or a message list. */
export type ManualTrace = string | ChatMessage[]

/**
 * Pre-recorded answers keyed by question id, or by the MD5 hex of the question text (Karenina's
 * `ManualTraces` / CLI `--manual-traces` key).
 */
export type ManualTraces = Record<string, ManualTrace>

/**
 * zod schema of {@link ManualTraces}; a boolean (Karenina's `manual_traces=True`) is rejected, and so is a
 * message list that is not in Karenina's message form (another SDK's messages would be judged garbled).
 */
export const ManualTracesSchema = z.record(z.string(), z.union([z.string(), z.array(TraceMessageSchema)]))

/** MD5 hex of the question text, the key Karenina's manual traces use. */
export function questionHash(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex')
}

/** The trace for a question: by id first, then by question-text hash; `undefined` when absent. */
export function findManualTrace(traces: ManualTraces, question: QuestionRef | undefined): ManualTrace | undefined {
  if (question?.id !== undefined && Object.hasOwn(traces, question.id)) return traces[question.id]
  const hash = question?.text === undefined ? undefined : questionHash(question.text)
  return hash !== undefined && Object.hasOwn(traces, hash) ? traces[hash] : undefined
}
