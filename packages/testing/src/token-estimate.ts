import type { NormalizedRequest } from './normalized-request.js'
import type { Outcome } from './resolve-reply.js'

/**
 * A deterministic token count for `usage`: about four characters per token, as the providers'
 * rule of thumb. Good enough for tests that check usage is reported and summed, not for billing.
 */
export function estimateTokens(text: string): number {
  return text.length === 0 ? 0 : Math.ceil(text.length / 4)
}

/** Estimated prompt tokens of a request: every message, the tool definitions and the output schema. */
function estimatePromptTokens(request: NormalizedRequest): number {
  let text = request.messages.map((m) => m.text + (m.toolCalls ? JSON.stringify(m.toolCalls) : '')).join('\n')
  text += request.input.join('\n')
  if (request.tools.length > 0) text += JSON.stringify(request.tools)
  if (request.responseFormat.type === 'json_schema') text += JSON.stringify(request.responseFormat.schema)
  return estimateTokens(text)
}

/**
 * The token counts of an answer: the scripted usage, else estimates (prompt: see above; completion: the text plus the
 * JSON of the tool-call arguments, for each of `choices`).
 */
export function messageUsage(
  outcome: Extract<Outcome, { type: 'message' }>,
  request: NormalizedRequest,
  choices = 1,
): { input: number; output: number } {
  const answer = outcome.text + outcome.toolCalls.map((c) => JSON.stringify(c.arguments) ?? '').join('')
  return {
    input: outcome.usage?.inputTokens ?? estimatePromptTokens(request),
    output: outcome.usage?.outputTokens ?? choices * estimateTokens(answer),
  }
}
