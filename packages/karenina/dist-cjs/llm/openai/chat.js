"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.OpenAiChat = exports.OPENAI_CAPABILITIES = void 0;
const usage_js_1 = require("../usage.js");
const context_js_1 = require("./context.js");
const wire_js_1 = require("./wire.js");
exports.OPENAI_CAPABILITIES = {
    supportsSystemPrompt: true,
    supportsStructuredOutput: true,
    supportsStreaming: false,
};
class OpenAiChat {
    ctx;
    capabilities = exports.OPENAI_CAPABILITIES;
    identity;
    constructor(ctx) {
        this.ctx = ctx;
        this.identity = ctx.identity;
    }
    async invoke(request, options = {}) {
        const completion = await (0, context_js_1.createCompletion)(this.ctx, request, {}, options);
        const usage = (0, wire_js_1.openAiUsage)(this.ctx.display, completion.usage);
        const finishReason = completion.choices?.[0]?.finish_reason;
        const message = (0, wire_js_1.firstMessage)(completion);
        return {
            content: message.content ?? message.refusal ?? '',
            usage,
            usageUnavailable: (0, usage_js_1.isUsageEmpty)(usage),
            ...(finishReason ? { finishReason } : {}),
        };
    }
}
exports.OpenAiChat = OpenAiChat;
