import { ValidationError } from '../../errors/validation-error.js'
import { AI_SDK_MESSAGES_SHAPE, AI_SDK_RESULT_SHAPE, fromAiSdkMessages, fromAiSdkResult, streamSteps } from './ai-sdk.js'
import { ANTHROPIC_SHAPE, fromAnthropicMessages } from './anthropic.js'
import { fromOpenAiChatMessages, OPENAI_CHAT_SHAPE } from './openai-chat.js'
import { fromOpenAiAgentsRun, fromOpenAiResponsesOutput, OPENAI_AGENTS_SHAPE, OPENAI_RESPONSES_SHAPE } from './openai-responses.js'
import { fromLangChainMessages, isLangChainMessage, LANGCHAIN_SHAPE } from './langchain.js'
import { fromOtelGenAiSpans, isOtelGenAiSpans, OTEL_GENAI_SHAPE } from './otel-genai.js'
import type { SdkTrace } from './sdk-trace.js'
import { isRecord } from '../../utils/is-record.js'

/** The frameworks' shapes read as traces, named in every refusal. */
export const FRAMEWORK_SHAPES = [
  AI_SDK_RESULT_SHAPE,
  AI_SDK_MESSAGES_SHAPE,
  OPENAI_CHAT_SHAPE,
  OPENAI_RESPONSES_SHAPE,
  OPENAI_AGENTS_SHAPE,
  ANTHROPIC_SHAPE,
  LANGCHAIN_SHAPE,
  OTEL_GENAI_SHAPE,
]

/** The reader of each SDK's message list. */
const DIALECT_READERS = {
  'openai-chat': fromOpenAiChatMessages,
  'openai-responses': (messages, subject) => fromOpenAiResponsesOutput(messages, subject, 'messages'),
  'ai-sdk': fromAiSdkMessages,
  anthropic: fromAnthropicMessages,
  langchain: fromLangChainMessages,
} satisfies Record<string, (messages: readonly unknown[], subject: string) => SdkTrace>

type MessageDialect = keyof typeof DIALECT_READERS

/**
 * Which SDK a message list comes from, by the marks only that SDK leaves (Karenina's own form has none of them:
 * it refuses these keys), or undefined. The first marked message decides.
 */
function messageDialectOf(messages: readonly unknown[]): MessageDialect | undefined {
  let textParts = false
  for (const value of messages) {
    if (!isRecord(value)) continue
    const m = value
    // First: a LangChain ToolMessage also has `tool_call_id`, as an OpenAI tool message.
    if (isLangChainMessage(m)) return 'langchain'
    const type = m['type']
    if (type === 'function_call' || type === 'function_call_output' || type === 'function_call_result' || type === 'reasoning' || (type === 'message' && Array.isArray(m['content']) && partTypes(m['content']).some((t) => t === 'output_text' || t === 'input_text'))) {
      return 'openai-responses'
    }
    if ('tool_call_id' in m || (Array.isArray(m['tool_calls']) && m['tool_calls'].some((c) => typeof c === 'object' && c !== null && 'function' in c))) return 'openai-chat'
    const parts = Array.isArray(m['content']) ? partTypes(m['content']) : []
    if (parts.some((t) => t === 'tool-call' || t === 'tool-result' || t === 'reasoning')) return 'ai-sdk'
    if (parts.some((t) => t === 'tool_use' || t === 'tool_result' || t === 'thinking')) return 'anthropic'
    if (parts.some((t) => t === 'output_text' || t === 'input_text')) return 'openai-responses'
    if (parts.length > 0 && parts.every((t) => t === 'text')) textParts = true
  }
  // Text parts only: the AI SDK and Anthropic read them alike.
  return textParts ? 'ai-sdk' : undefined
}

function partTypes(content: readonly unknown[]): unknown[] {
  return content.map((p) => (typeof p === 'object' && p !== null ? (p as Record<string, unknown>)['type'] : undefined))
}

/** A message list as Karenina's trace, read as the SDK whose marks it carries; undefined when it carries none. */
function messagesTrace(messages: readonly unknown[], subject: string): SdkTrace | undefined {
  const dialect = messageDialectOf(messages)
  return dialect === undefined ? undefined : DIALECT_READERS[dialect](messages, subject)
}

/**
 * A framework's result or message list as Karenina's trace, when `value` is one of {@link FRAMEWORK_SHAPES}:
 * OpenTelemetry GenAI spans, an AI SDK result (`steps`), a Responses API response (`output`), or a message list
 * (bare, or under `messages` as a LangGraph state) carrying one SDK's marks. Undefined when it is none of them (Karenina's own form included).
 */
export function frameworkTraceOf(value: unknown, subject: string): SdkTrace | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  if (isOtelGenAiSpans(value)) return fromOtelGenAiSpans(value, subject)
  if (Array.isArray(value)) return messagesTrace(value, subject)
  const record = value as Record<string, unknown>
  const steps = record['steps']
  if (steps !== undefined && isThenable(steps)) {
    throw new ValidationError(['steps'], 'a streamText result: its steps are a promise; pass await fromAiSdkStreamResult(result) (or { steps: await result.steps })', subject)
  }
  if (Array.isArray(steps)) return fromAiSdkResult({ steps }, subject)
  // An Agents SDK RunResult: `history` is a getter of its class.
  const history = record['history']
  if (Array.isArray(history)) return fromOpenAiAgentsRun({ history }, subject)
  if (Array.isArray(record['output']) && record['messages'] === undefined) return fromOpenAiResponsesOutput(record['output'], subject)
  return Array.isArray(record['messages']) ? messagesTrace(record['messages'], subject) : undefined
}

function isThenable(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
}

/**
 * `value` with what only an await can give: an AI SDK `streamText` result's steps (the stream consumed first,
 * if the app has not), so `toVerify(streamTextResult)` reads it as a generateText result. Anything else as is.
 */
export async function settleFrameworkResult(value: unknown): Promise<unknown> {
  if (!isRecord(value) || !isThenable(value['steps'])) return value
  return { steps: await streamSteps(value as Parameters<typeof streamSteps>[0]) }
}
