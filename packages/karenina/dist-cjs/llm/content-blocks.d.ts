/** One block of a provider message's content (text, tool_use, tool_result, thinking…), as the SDKs give it. */
export type ContentBlock = Record<string, unknown>;
/** A message's content as blocks: a string is one text block; non-object entries of a list are dropped. */
export declare function contentBlocks(content: unknown): ContentBlock[];
/** The text blocks of a message's content, joined by newlines. */
export declare function contentText(content: unknown): string;
