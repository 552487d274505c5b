/** Translates an error of `@anthropic-ai/sdk` into a ProviderError (see `mapSdkError`); 529 "overloaded" is a rate limit. */
export declare function mapAnthropicError(error: unknown, signal: AbortSignal | undefined, provider?: string): unknown;
