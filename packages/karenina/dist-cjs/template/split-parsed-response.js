"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.splitParsedResponse = splitParsedResponse;
function splitParsedResponse(instance, options = {}) {
    const dump = instance.dump();
    const correct = dump.correct;
    let parsedGtResponse = typeof correct === 'object' && correct !== null ? { ...correct } : null;
    const parsedLlmResponse = { ...dump };
    delete parsedLlmResponse.id;
    delete parsedLlmResponse.correct;
    delete parsedLlmResponse.regex;
    if (options.mergeResolvedGroundTruths) {
        const resolved = instance.resolvedGroundTruths();
        if (Object.keys(resolved).length > 0)
            parsedGtResponse = { ...(parsedGtResponse ?? {}), ...resolved };
    }
    return { parsedGtResponse, parsedLlmResponse };
}
