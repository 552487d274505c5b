import {
  chatRequest,
  type NormalizedMessage,
  type NormalizedRequest,
  type NormalizedResponseFormat,
  type NormalizedToolChoice,
} from './normalized-request.js'
import type { Outcome } from './resolve-reply.js'
import { messageUsage } from './token-estimate.js'
import { BadRequest, isRecord, optionalNumber, parseTools, partsText, requireArray, requireString, type IdSource } from './wire-values.js'

/** Reads an Anthropic `POST /v1/messages` body. */
export function parseAnthropicMessages(body: Record<string, unknown>): NormalizedRequest {
  const model = requireString(body, 'model')
  const messages: NormalizedMessage[] = []
  const systemText = partsText(body['system'], 'text')
  if (systemText !== '') messages.push({ role: 'system', text: systemText })
  requireArray(body, 'messages').forEach((m, i) => messages.push(...parseMessage(m, i)))
  return chatRequest('anthropic', model, messages, {
    tools: parseTools(body['tools'], (t) => t, 'input_schema'),
    toolChoice: parseToolChoice(body['tool_choice']),
    responseFormat: parseOutputFormat(body),
    maxTokens: optionalNumber(body['max_tokens']),
    body,
  })
}

/** One Anthropic message may become several turns: each `tool_result` block is its own `tool` turn. */
function parseMessage(raw: unknown, index: number): NormalizedMessage[] {
  if (!isRecord(raw)) throw new BadRequest(`'messages[${index}]' must be an object`)
  const role = raw['role']
  if (role !== 'user' && role !== 'assistant' && role !== 'system') {
    throw new BadRequest(`'messages[${index}].role' must be "user" or "assistant"`)
  }
  const content = raw['content']
  if (typeof content === 'string') return [{ role, text: content }]
  if (!Array.isArray(content)) throw new BadRequest(`'messages[${index}].content' must be a string or an array`)
  const blocks = content.filter(isRecord)
  if (role === 'assistant') {
    const toolCalls = blocks
      .filter((b) => b['type'] === 'tool_use')
      .map((b) => ({
        id: typeof b['id'] === 'string' ? b['id'] : '',
        name: typeof b['name'] === 'string' ? b['name'] : '',
        arguments: b['input'],
      }))
    const text = partsText(blocks, 'text')
    return [toolCalls.length > 0 ? { role, text, toolCalls } : { role, text }]
  }
  const out: NormalizedMessage[] = []
  for (const b of blocks.filter((b) => b['type'] === 'tool_result')) {
    const turn: NormalizedMessage = {
      role: 'tool',
      text: partsText(b['content'], 'text'),
      toolCallId: typeof b['tool_use_id'] === 'string' ? b['tool_use_id'] : '',
    }
    if (b['is_error'] === true) turn.isError = true
    out.push(turn)
  }
  const hasText = blocks.some((b) => b['type'] === 'text')
  if (hasText || out.length === 0) out.push({ role, text: partsText(blocks, 'text') })
  return out
}

function parseToolChoice(raw: unknown): NormalizedToolChoice {
  if (!isRecord(raw)) return { type: 'auto' }
  if (raw['type'] === 'any') return { type: 'required' }
  if (raw['type'] === 'none') return { type: 'none' }
  if (raw['type'] === 'tool' && typeof raw['name'] === 'string') return { type: 'tool', name: raw['name'] }
  return { type: 'auto' }
}

/** Structured output: `output_config.format` (and the older beta `output_format`). */
function parseOutputFormat(body: Record<string, unknown>): NormalizedResponseFormat {
  const config = body['output_config']
  const format = isRecord(config) ? config['format'] : body['output_format']
  if (isRecord(format) && format['type'] === 'json_schema' && isRecord(format['schema'])) {
    return { type: 'json_schema', schema: format['schema'] }
  }
  return { type: 'text' }
}

const STOP_REASONS = { stop: 'end_turn', length: 'max_tokens', tool_calls: 'tool_use' } as const

/** Renders a message outcome as an Anthropic `message` object; empty text gives `content: []`. */
export function renderAnthropicMessage(
  outcome: Extract<Outcome, { type: 'message' }>,
  request: NormalizedRequest,
  ids: IdSource,
): Record<string, unknown> {
  const id = ids.next('msg_')
  const content: Record<string, unknown>[] = []
  if (outcome.text !== '') content.push({ type: 'text', text: outcome.text, citations: null })
  for (const call of outcome.toolCalls) {
    content.push({
      type: 'tool_use',
      id: call.id ?? ids.next('toolu_'),
      name: call.name,
      input: call.arguments,
      caller: { type: 'direct' },
    })
  }
  const usage = messageUsage(outcome, request)
  return {
    id,
    type: 'message',
    role: 'assistant',
    model: request.model,
    content,
    stop_reason: STOP_REASONS[outcome.finishReason],
    stop_sequence: null,
    stop_details: null,
    container: null,
    usage: {
      input_tokens: usage.input,
      output_tokens: usage.output,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
      server_tool_use: null,
      service_tier: 'standard',
    },
  }
}
