import { z } from 'zod'

/** A tool call made by an assistant message. */
export interface ToolCall {
  id: string
  name: string
  input: Record<string, unknown>
}

/**
 * A message in Karenina's dict form (spec 04 §2.3 `trace_messages`): `content` is the text (for tool
 * messages, the tool result); `block_index` is added when results are serialized.
 */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool'
  content: string
  tool_calls?: ToolCall[]
  tool_result?: { tool_use_id: string; is_error: boolean }
  thinking?: { thinking: string; signature?: string }
}

/** The question a call is about; read by the manual interface only, never sent nor hashed. */
export interface QuestionRef {
  id?: string
  text?: string
}

/**
 * A message of a trace a user hands in (`{ messages }`): Karenina's message dict form ({@link ChatMessage}) and
 * nothing else. An unknown key is refused: a key we do not read (OpenAI's `tool_call_id`, an SDK's `type`) would
 * otherwise be dropped, and the trace judged without it. A tool message must say which call it
 * answers (`tool_result`), or the harmonized trace would leave its content out.
 */
export const TraceMessageSchema = z
  .strictObject({
    role: z.enum(['system', 'user', 'assistant', 'tool']),
    content: z.string(),
    tool_calls: z.array(z.strictObject({ id: z.string(), name: z.string(), input: z.record(z.string(), z.unknown()) })).optional(),
    tool_result: z.strictObject({ tool_use_id: z.string(), is_error: z.boolean() }).optional(),
    thinking: z.strictObject({ thinking: z.string(), signature: z.string().optional() }).optional(),
    // Written by Karenina into `trace_messages`, so a result's messages can be verified again.
    block_index: z.number().int().optional(),
    usage_metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .superRefine((message, ctx) => {
    if (message.role === 'tool' && message.tool_result === undefined) {
      ctx.addIssue({ code: 'custom', path: ['tool_result'], message: 'a tool message needs tool_result: { tool_use_id, is_error } (the call it answers)' })
    }
  })
