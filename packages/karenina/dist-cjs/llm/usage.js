"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.emptyUsage = emptyUsage;
exports.usageOf = usageOf;
exports.addUsage = addUsage;
exports.isUsageEmpty = isUsageEmpty;
function emptyUsage(model) {
    return usageOf(model, {});
}
function usageOf(model, counts) {
    const input = counts.input ?? 0;
    const output = counts.output ?? 0;
    return {
        input_tokens: input,
        output_tokens: output,
        total_tokens: counts.total ?? input + output,
        model,
        input_token_details: { audio: counts.inputAudio ?? 0, cache_read: counts.cacheRead ?? 0 },
        output_token_details: { audio: counts.outputAudio ?? 0, reasoning: counts.reasoning ?? 0 },
    };
}
function addUsage(a, b) {
    return {
        input_tokens: a.input_tokens + b.input_tokens,
        output_tokens: a.output_tokens + b.output_tokens,
        total_tokens: a.total_tokens + b.total_tokens,
        model: a.model,
        input_token_details: {
            audio: a.input_token_details.audio + b.input_token_details.audio,
            cache_read: a.input_token_details.cache_read + b.input_token_details.cache_read,
        },
        output_token_details: {
            audio: a.output_token_details.audio + b.output_token_details.audio,
            reasoning: a.output_token_details.reasoning + b.output_token_details.reasoning,
        },
    };
}
function isUsageEmpty(usage) {
    return usage.input_tokens === 0 && usage.output_tokens === 0 && usage.total_tokens === 0;
}
