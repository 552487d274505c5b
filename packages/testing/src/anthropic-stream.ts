/**
 * Renders an Anthropic `message` object as the `POST /v1/messages` server-sent event stream (`stream: true`):
 * `message_start`, per block `content_block_start` / `content_block_delta` (`text_delta`, or
 * `input_json_delta` carrying the tool input's JSON in pieces) / `content_block_stop`, `message_delta`
 * (stop reason, output tokens), `message_stop`. Text and JSON are cut into small pieces so a client's
 * delta accumulation is exercised.
 */
export function renderAnthropicStream(message: Record<string, unknown>, pieceChars = 16): string {
  const events: string[] = []
  const send = (type: string, data: Record<string, unknown>): void => {
    events.push(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`)
  }
  const usage = (message['usage'] ?? {}) as Record<string, unknown>
  const blocks = (message['content'] ?? []) as Record<string, unknown>[]
  send('message_start', {
    message: { ...message, content: [], stop_reason: null, stop_sequence: null, usage: { ...usage, output_tokens: 1 } },
  })
  send('ping', {})
  blocks.forEach((block, index) => {
    if (block['type'] === 'tool_use') {
      send('content_block_start', { index, content_block: { ...block, input: {} } })
      for (const piece of pieces(JSON.stringify(block['input'] ?? {}), pieceChars)) {
        send('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: piece } })
      }
    } else {
      const text = typeof block['text'] === 'string' ? block['text'] : ''
      send('content_block_start', { index, content_block: { ...block, text: '' } })
      for (const piece of pieces(text, pieceChars)) send('content_block_delta', { index, delta: { type: 'text_delta', text: piece } })
    }
    send('content_block_stop', { index })
  })
  send('message_delta', {
    delta: { stop_reason: message['stop_reason'] ?? null, stop_sequence: null },
    usage: { output_tokens: usage['output_tokens'] ?? 0 },
  })
  send('message_stop', {})
  return events.join('')
}

/** `text` cut into pieces of `size` code points (a surrogate pair is never split). */
function pieces(text: string, size: number): string[] {
  return text.match(new RegExp(`[^]{1,${size}}`, 'gu')) ?? []
}
