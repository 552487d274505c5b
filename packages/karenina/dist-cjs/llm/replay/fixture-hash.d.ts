/** A message content with every run of Python whitespace collapsed to one space and the ends trimmed. */
export declare function normalizeFixtureContent(content: string): string;
/**
 * The name (without `.json`) of a recorded LLM fixture: SHA-256 hex of Python `json.dumps` (default
 * separators, ASCII escaping) of the request's whitespace-normalized message contents, in order.
 */
export declare function fixturePromptHash(messages: readonly string[]): string;
