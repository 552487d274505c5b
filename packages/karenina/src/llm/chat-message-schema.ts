import { z } from 'zod'

/** zod schema of a {@link ChatMessage} (Karenina's message dict form); unknown keys such as `block_index` are dropped. */
export const ChatMessageSchema = z.object({
  role: z.enum(['system', 'user', 'assistant', 'tool']),
  content: z.string(),
  tool_calls: z.array(z.object({ id: z.string(), name: z.string(), input: z.record(z.string(), z.unknown()) })).optional(),
  tool_result: z.object({ tool_use_id: z.string(), is_error: z.boolean() }).optional(),
  thinking: z.object({ thinking: z.string(), signature: z.string().optional() }).optional(),
})
