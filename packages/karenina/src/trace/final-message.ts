import { pyStrip } from '../compat/py-whitespace.js'
import type { ChatMessage } from './chat-message-schema.js'
import { messagesToRawTrace } from './messages-to-raw-trace.js'

/** The final AI text of a trace, or why it could not be found (Karenina's `(message, error)` pair). */
export type FinalMessage = { message: string; error: null } | { message: null; error: string }

const NO_TEXT = 'Final AI message has no text content (only tool calls)'
const NOT_AI = 'Last message in trace is not an AI message'

function failed(error: string): FinalMessage {
  return { message: null, error }
}

/**
 * Karenina's `extract_final_ai_message` (spec 02 §6.2): the text of the last assistant message of a message
 * list or of a harmonized trace string. A string without any `--- … ---` header line is a plain answer and
 * is returned stripped.
 */
export function extractFinalAiMessage(trace: string | readonly ChatMessage[]): FinalMessage {
  if (typeof trace !== 'string') return fromMessages(trace)
  const stripped = pyStrip(trace)
  if (stripped === '') return failed('Empty or whitespace-only trace')
  const blocks: { header: string; lines: string[] }[] = []
  for (const line of stripped.split('\n')) {
    // Any "--- … ---" line is a header, so an answer containing "--- Summary ---" is split (a Karenina quirk).
    if (line.startsWith('--- ') && line.endsWith(' ---')) blocks.push({ header: line, lines: [] })
    else blocks.at(-1)?.lines.push(line)
  }
  const last = blocks.at(-1)
  if (!last) return { message: stripped, error: null }
  if (!last.header.startsWith('--- AI Message')) return failed(NOT_AI)
  let content = pyStrip(last.lines.join('\n'))
  const toolCalls = content.indexOf('\nTool Calls:')
  if (toolCalls >= 0) content = pyStrip(content.slice(0, toolCalls))
  else if (content.startsWith('Tool Calls:')) content = ''
  return content === '' ? failed(NO_TEXT) : { message: content, error: null }
}

function fromMessages(messages: readonly ChatMessage[]): FinalMessage {
  const last = messages.at(-1)
  if (!last) return failed('Empty message list')
  if (last.role !== 'assistant') return failed(NOT_AI)
  return last.content ? { message: last.content, error: null } : failed(NO_TEXT)
}

/** The text a template or rubric evaluates, and the extraction error when the final message was wanted but missing. */
export interface EvaluationInput {
  input: string
  error: string | null
}

/**
 * Karenina's `prepare_evaluation_input` (spec 02 §6.3): the full trace (message lists harmonized) when
 * `useFullTrace`, else the final AI message; on failure the full trace with the reason.
 */
export function prepareEvaluationInput(raw: string | readonly ChatMessage[], useFullTrace: boolean): EvaluationInput {
  const full = (): string => (typeof raw === 'string' ? raw : messagesToRawTrace(raw))
  if (useFullTrace) return { input: full(), error: null }
  const extracted = extractFinalAiMessage(raw)
  if (extracted.error !== null) return { input: full(), error: `Failed to extract final AI message: ${extracted.error}` }
  return { input: extracted.message, error: null }
}
