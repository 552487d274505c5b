import {
  chatRequest,
  type NormalizedMessage,
  type NormalizedRequest,
  type NormalizedResponseFormat,
  type NormalizedToolCall,
  type NormalizedToolChoice,
} from './normalized-request.js'
import type { Outcome } from './resolve-reply.js'
import { messageUsage } from './token-estimate.js'
import { BadRequest, isRecord, optionalNumber, openAiToolCall, parseTools, partsText, requireArray, requireString, type IdSource } from './wire-values.js'

/** Reads an OpenAI `POST /v1/chat/completions` body. */
export function parseOpenAiChat(body: Record<string, unknown>): NormalizedRequest {
  const model = requireString(body, 'model')
  const messages = requireArray(body, 'messages').map((m, i) => parseMessage(m, i))
  return chatRequest('openai', model, messages, {
    tools: parseTools(body['tools'], (t) => t['function'], 'parameters'),
    toolChoice: openAiToolChoice(body['tool_choice'], (choice) => choice['function']),
    responseFormat: parseResponseFormat(body['response_format']),
    maxTokens: optionalNumber(body['max_completion_tokens']) ?? optionalNumber(body['max_tokens']),
    body,
  })
}

function parseMessage(raw: unknown, index: number): NormalizedMessage {
  if (!isRecord(raw) || typeof raw['role'] !== 'string') throw new BadRequest(`'messages[${index}]' must have a role`)
  const role = raw['role']
  const text = partsText(raw['content'])
  switch (role) {
    case 'system':
    case 'developer':
      return { role: 'system', text }
    case 'user':
      return { role: 'user', text }
    case 'assistant': {
      const calls = Array.isArray(raw['tool_calls']) ? raw['tool_calls'].map(parseToolCall) : []
      return calls.length > 0 ? { role: 'assistant', text, toolCalls: calls } : { role: 'assistant', text }
    }
    case 'tool':
      return { role: 'tool', text, toolCallId: typeof raw['tool_call_id'] === 'string' ? raw['tool_call_id'] : '' }
    case 'function':
      return { role: 'tool', text, toolCallId: typeof raw['name'] === 'string' ? raw['name'] : '' }
    default:
      throw new BadRequest(`'messages[${index}].role' "${role}" is not one of system, developer, user, assistant, tool`)
  }
}

function parseToolCall(raw: unknown): NormalizedToolCall {
  const fn = isRecord(raw) && isRecord(raw['function']) ? raw['function'] : {}
  return openAiToolCall(isRecord(raw) ? raw['id'] : undefined, fn['name'], fn['arguments'])
}

/**
 * An OpenAI `tool_choice` (Chat Completions and the Responses API): `none`, `required`, the function named by the
 * object `functionOf` the choice, else auto.
 */
export function openAiToolChoice(raw: unknown, functionOf: (choice: Record<string, unknown>) => unknown): NormalizedToolChoice {
  if (raw === 'none' || raw === 'required') return { type: raw }
  const fn = isRecord(raw) ? functionOf(raw) : undefined
  return isRecord(fn) && typeof fn['name'] === 'string' ? { type: 'tool', name: fn['name'] } : { type: 'auto' }
}

function parseResponseFormat(raw: unknown): NormalizedResponseFormat {
  return isRecord(raw) ? openAiResponseFormat(raw['type'], raw['json_schema'], 'response_format.json_schema.schema') : { type: 'text' }
}

/**
 * An OpenAI response format of `type` (Chat Completions' `response_format`, the Responses API's `text.format`):
 * `json_schema` reads `spec` (its `schema`, a 400 naming `schemaPath` when not an object), else `json_object` or text.
 */
export function openAiResponseFormat(type: unknown, spec: unknown, schemaPath: string): NormalizedResponseFormat {
  if (type === 'json_object') return { type: 'json_object' }
  if (type !== 'json_schema') return { type: 'text' }
  if (!isRecord(spec) || !isRecord(spec['schema'])) throw new BadRequest(`'${schemaPath}' must be an object`)
  const format: NormalizedResponseFormat = { type: 'json_schema', schema: spec['schema'] }
  if (typeof spec['name'] === 'string') format.name = spec['name']
  if (typeof spec['strict'] === 'boolean') format.strict = spec['strict']
  return format
}

/** Renders a message outcome as an OpenAI `chat.completion` object. */
export function renderOpenAiChat(
  outcome: Extract<Outcome, { type: 'message' }>,
  request: NormalizedRequest,
  ids: IdSource,
): Record<string, unknown> {
  const id = ids.next('chatcmpl-')
  const toolCalls = outcome.toolCalls.map((c) => ({
    id: c.id ?? ids.next('call_'),
    type: 'function',
    function: { name: c.name, arguments: JSON.stringify(c.arguments) },
  }))
  const message: Record<string, unknown> = {
    role: 'assistant',
    // Real replies carry null content next to tool calls when the model wrote no text.
    content: toolCalls.length > 0 && outcome.text === '' ? null : outcome.text,
    refusal: null,
    annotations: [],
  }
  if (toolCalls.length > 0) message['tool_calls'] = toolCalls
  const n = Math.max(1, Math.min(optionalNumber(request.body['n']) ?? 1, 16))
  const usage = messageUsage(outcome, request, n)
  return {
    id,
    object: 'chat.completion',
    created: Math.floor(ids.now() / 1000),
    model: request.model,
    choices: Array.from({ length: n }, (_, index) => ({
      index,
      message,
      logprobs: null,
      finish_reason: outcome.finishReason,
    })),
    usage: {
      prompt_tokens: usage.input,
      completion_tokens: usage.output,
      total_tokens: usage.input + usage.output,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: {
        reasoning_tokens: 0,
        audio_tokens: 0,
        accepted_prediction_tokens: 0,
        rejected_prediction_tokens: 0,
      },
    },
    service_tier: 'default',
    system_fingerprint: null,
  }
}
