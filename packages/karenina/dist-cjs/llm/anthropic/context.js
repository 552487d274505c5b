"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createMessage = createMessage;
const provider_call_js_1 = require("../provider-call.js");
const wire_js_1 = require("./wire.js");
function createMessage(ctx, params, extra, options) {
    const { system, messages } = (0, wire_js_1.toAnthropicMessages)(params.messages);
    const body = {
        model: ctx.config.model_name ?? '',
        max_tokens: params.maxTokens ?? ctx.config.max_tokens,
        messages,
        ...(system === undefined ? {} : { system }),
        ...extra,
    };
    return (0, provider_call_js_1.callProvider)(ctx.runtime, options, ({ timeoutMs, signal }) => ctx.client.messages.create(body, {
        maxRetries: 0,
        ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }),
        ...(signal ? { signal } : {}),
    }));
}
