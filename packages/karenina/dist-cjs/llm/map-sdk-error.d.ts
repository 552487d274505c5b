type ErrorClass = abstract new (...args: never[]) => Error;
/**
 * The error classes of a Stainless-generated SDK (`openai`, `@anthropic-ai/sdk`): both have the same
 * hierarchy under their own names, so one translation serves both and each provider passes its classes.
 */
export interface SdkErrorClasses {
    /** The SDK's root class (`OpenAIError`, `AnthropicError`). */
    base: ErrorClass;
    /** An HTTP error response: `status` and `headers`. */
    apiError: ErrorClass;
    userAbort: ErrorClass;
    connection: ErrorClass;
    /** A subclass of `connection`, so it is tested first. */
    connectionTimeout: ErrorClass;
}
export interface SdkErrorMapping {
    provider: string;
    classes: SdkErrorClasses;
    /** Statuses that mean "slow down": 429, and for Anthropic 529 "overloaded" (spec 05 §2.3). @default [429] */
    rateLimitStatuses?: readonly number[];
}
/**
 * Translates an SDK error into a ProviderError (status, category, retry-after); an abort becomes the
 * caller's abort reason; a truncated 200 body is a retryable server error. Anything else is returned as is.
 */
export declare function mapSdkError(error: unknown, signal: AbortSignal | undefined, mapping: SdkErrorMapping): unknown;
export {};
