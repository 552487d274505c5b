"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AnthropicChat = exports.ANTHROPIC_CAPABILITIES = void 0;
const usage_js_1 = require("../usage.js");
const context_js_1 = require("./context.js");
const wire_js_1 = require("./wire.js");
exports.ANTHROPIC_CAPABILITIES = {
    supportsSystemPrompt: true,
    supportsStructuredOutput: true,
    supportsStreaming: false,
};
class AnthropicChat {
    ctx;
    capabilities = exports.ANTHROPIC_CAPABILITIES;
    identity;
    constructor(ctx) {
        this.ctx = ctx;
        this.identity = ctx.identity;
    }
    async invoke(request, options = {}) {
        const message = await (0, context_js_1.createMessage)(this.ctx, request, {}, options);
        const usage = (0, wire_js_1.anthropicUsage)(this.ctx.display, message.usage);
        return {
            content: (0, wire_js_1.fromAnthropicContent)((0, wire_js_1.contentOf)(message)).content,
            usage,
            usageUnavailable: (0, usage_js_1.isUsageEmpty)(usage),
            ...(message.stop_reason ? { finishReason: message.stop_reason } : {}),
        };
    }
}
exports.AnthropicChat = AnthropicChat;
