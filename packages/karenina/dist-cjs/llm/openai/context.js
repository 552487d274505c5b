"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.signalOptions = signalOptions;
exports.createCompletion = createCompletion;
const provider_call_js_1 = require("../provider-call.js");
const node_http_fetch_js_1 = require("./node-http-fetch.js");
const wire_js_1 = require("./wire.js");
function signalOptions(ctx, signal) {
    if (!signal)
        return {};
    return ctx.ownTransport ? { fetchOptions: (0, node_http_fetch_js_1.callerSignalInit)(signal) } : { signal };
}
function createCompletion(ctx, params, extra, options) {
    const body = {
        model: ctx.config.model_name ?? '',
        messages: (0, wire_js_1.toOpenAiMessages)(params.messages),
        [ctx.tokenParam]: params.maxTokens ?? ctx.config.max_tokens,
        ...(ctx.sendTemperature ? { temperature: params.temperature ?? ctx.config.temperature } : {}),
        ...extra,
    };
    return (0, provider_call_js_1.callProvider)(ctx.runtime, options, ({ timeoutMs, signal }) => ctx.client.chat.completions.create(body, {
        maxRetries: 0,
        ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }),
        ...signalOptions(ctx, signal),
    }));
}
