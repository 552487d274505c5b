import { chatRequest, type NormalizedMessage, type NormalizedRequest, type NormalizedResponseFormat } from './normalized-request.js'
import { openAiResponseFormat, openAiToolChoice } from './openai-chat.js'
import type { Outcome } from './resolve-reply.js'
import { messageUsage } from './token-estimate.js'
import { BadRequest, isRecord, optionalNumber, openAiToolCall, parseTools, partsText, requireString, type IdSource } from './wire-values.js'

/**
 * Reads an OpenAI `POST /v1/responses` body (the Responses API): `instructions`, `input` (a string or items:
 * messages with `input_text` / `output_text` parts, `function_call`, `function_call_output`), function `tools`,
 * `tool_choice`, `text.format` (structured output) and `max_output_tokens`. It is the `chat` endpoint of the
 * openai provider for rules, with `wireApi: 'responses'`.
 */
export function parseOpenAiResponses(body: Record<string, unknown>): NormalizedRequest {
  const model = requireString(body, 'model')
  const messages: NormalizedMessage[] = []
  if (typeof body['instructions'] === 'string') messages.push({ role: 'system', text: body['instructions'] })
  const input = body['input']
  if (typeof input === 'string') messages.push({ role: 'user', text: input })
  else if (Array.isArray(input)) input.forEach((item, i) => appendItem(messages, item, i))
  else throw new BadRequest(`'input' must be a string or an array of items`)
  return chatRequest('openai', model, messages, {
    wireApi: 'responses',
    tools: parseTools(body['tools'], (t) => (t['type'] === 'function' ? t : undefined), 'parameters'),
    toolChoice: openAiToolChoice(body['tool_choice'], (choice) => (choice['type'] === 'function' ? choice : undefined)),
    responseFormat: parseTextFormat(body['text']),
    maxTokens: optionalNumber(body['max_output_tokens']),
    body,
  })
}

function appendItem(messages: NormalizedMessage[], raw: unknown, index: number): void {
  if (!isRecord(raw)) throw new BadRequest(`'input[${index}]' must be an object`)
  const type = raw['type'] ?? 'message'
  if (type === 'message') {
    const role = raw['role']
    const text = partsText(raw['content'])
    if (role === 'system' || role === 'developer') messages.push({ role: 'system', text })
    else if (role === 'user') messages.push({ role: 'user', text })
    else if (role === 'assistant') messages.push({ role: 'assistant', text })
    else throw new BadRequest(`'input[${index}].role' "${String(role)}" is not one of system, developer, user, assistant`)
    return
  }
  if (type === 'function_call') {
    const call = openAiToolCall(raw['call_id'], raw['name'], raw['arguments'])
    // A message item and the calls after it are one assistant turn, as in a chat completion.
    const last = messages.at(-1)
    if (last?.role === 'assistant') (last.toolCalls ??= []).push(call)
    else messages.push({ role: 'assistant', text: '', toolCalls: [call] })
    return
  }
  if (type === 'function_call_output') {
    const output = raw['output']
    messages.push({ role: 'tool', text: partsText(output), toolCallId: typeof raw['call_id'] === 'string' ? raw['call_id'] : '' })
    return
  }
  // item_reference, reasoning, …: nothing a rule reads.
}

function parseTextFormat(raw: unknown): NormalizedResponseFormat {
  const format = isRecord(raw) ? raw['format'] : undefined
  return isRecord(format) ? openAiResponseFormat(format['type'], format, 'text.format.schema') : { type: 'text' }
}

/** Renders a message outcome as an OpenAI Responses API `response` object (a message item, function_call items). */
export function renderOpenAiResponse(outcome: Extract<Outcome, { type: 'message' }>, request: NormalizedRequest, ids: IdSource): Record<string, unknown> {
  const id = ids.next('resp_')
  const output: Record<string, unknown>[] = []
  if (outcome.text !== '' || outcome.toolCalls.length === 0) {
    output.push({ type: 'message', id: ids.next('msg_'), status: 'completed', role: 'assistant', content: [{ type: 'output_text', text: outcome.text, annotations: [] }] })
  }
  for (const call of outcome.toolCalls) {
    output.push({ type: 'function_call', id: ids.next('fc_'), call_id: call.id ?? ids.next('call_'), name: call.name, arguments: JSON.stringify(call.arguments), status: 'completed' })
  }
  const usage = messageUsage(outcome, request)
  const truncated = outcome.finishReason === 'length'
  return {
    id,
    object: 'response',
    created_at: Math.floor(ids.now() / 1000),
    status: truncated ? 'incomplete' : 'completed',
    incomplete_details: truncated ? { reason: 'max_output_tokens' } : null,
    error: null,
    model: request.model,
    output,
    parallel_tool_calls: true,
    tool_choice: 'auto',
    tools: [],
    usage: {
      input_tokens: usage.input,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: usage.output,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: usage.input + usage.output,
    },
  }
}
