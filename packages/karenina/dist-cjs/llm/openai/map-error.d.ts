/** Translates an error of the `openai` SDK into a ProviderError (see `mapSdkError`). */
export declare function mapOpenAiError(error: unknown, signal: AbortSignal | undefined, provider?: string): unknown;
