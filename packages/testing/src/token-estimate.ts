import type { NormalizedRequest } from './normalized-request.js'

/**
 * A deterministic token count for `usage`: about four characters per token, as the providers'
 * rule of thumb. Good enough for tests that check usage is reported and summed, not for billing.
 */
export function estimateTokens(text: string): number {
  return text.length === 0 ? 0 : Math.ceil(text.length / 4)
}

/** Estimated prompt tokens of a request: every message, the tool definitions and the output schema. */
export function estimatePromptTokens(request: NormalizedRequest): number {
  let text = request.messages.map((m) => m.text + (m.toolCalls ? JSON.stringify(m.toolCalls) : '')).join('\n')
  text += request.input.join('\n')
  if (request.tools.length > 0) text += JSON.stringify(request.tools)
  if (request.responseFormat.type === 'json_schema') text += JSON.stringify(request.responseFormat.schema)
  return estimateTokens(text)
}

/** Estimated completion tokens of an answer: its text plus the JSON of its tool-call arguments. */
export function estimateCompletionTokens(text: string, toolArguments: readonly unknown[]): number {
  return estimateTokens(text + toolArguments.map((a) => JSON.stringify(a) ?? '').join(''))
}
