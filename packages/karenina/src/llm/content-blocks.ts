/** One block of a provider message's content (text, tool_use, tool_result, thinking…), as the SDKs give it. */
export type ContentBlock = Record<string, unknown>

/** A message's content as blocks: a string is one text block; non-object entries of a list are dropped. */
export function contentBlocks(content: unknown): ContentBlock[] {
  if (typeof content === 'string') return [{ type: 'text', text: content }]
  return Array.isArray(content) ? content.filter((b): b is ContentBlock => typeof b === 'object' && b !== null) : []
}

/** The text blocks of a message's content, joined by newlines. */
export function contentText(content: unknown): string {
  return contentBlocks(content)
    .filter((b) => b['type'] === 'text' && typeof b['text'] === 'string')
    .map((b) => b['text'] as string)
    .join('\n')
}
