/**
 * Token usage of one or more model calls in Karenina's `usage_metadata` stage shape (spec 04 §2.5,
 * 02 §10): `model` is the ModelIdentity display string (`langchain:gpt-4.1-mini`). The pipeline's usage
 * tracker sums these per stage.
 */
export interface CallUsage {
    input_tokens: number;
    output_tokens: number;
    total_tokens: number;
    model: string;
    input_token_details: {
        audio: number;
        cache_read: number;
    };
    output_token_details: {
        audio: number;
        reasoning: number;
    };
}
/** Raw counts a provider reported; missing fields are zero. */
export interface UsageCounts {
    input?: number | null;
    output?: number | null;
    total?: number | null;
    cacheRead?: number | null;
    inputAudio?: number | null;
    outputAudio?: number | null;
    reasoning?: number | null;
}
/** A zero usage record for `model`. */
export declare function emptyUsage(model: string): CallUsage;
/** Builds a usage record from provider counts (`total` defaults to input + output). */
export declare function usageOf(model: string, counts: UsageCounts): CallUsage;
/** Sums usage records; the model is the first record's (Karenina keeps the first call's model). */
export declare function addUsage(a: CallUsage, b: CallUsage): CallUsage;
/** True when a call reported no tokens at all (Karenina's `usage_unavailable`). */
export declare function isUsageEmpty(usage: CallUsage): boolean;
