"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AnthropicAgent = void 0;
const agent_loop_js_1 = require("../agent-loop.js");
const context_js_1 = require("./context.js");
const wire_js_1 = require("./wire.js");
class AnthropicAgent {
    ctx;
    identity;
    constructor(ctx) {
        this.ctx = ctx;
        this.identity = ctx.identity;
    }
    run(request, options = {}) {
        const ctx = this.ctx;
        const step = async (messages, tools, _request, opts) => {
            const message = await (0, context_js_1.createMessage)(ctx, { messages }, tools.length > 0 ? { tools: (0, wire_js_1.toAnthropicTools)(tools) } : {}, opts);
            return { message: (0, wire_js_1.fromAnthropicContent)((0, wire_js_1.contentOf)(message)), usage: (0, wire_js_1.anthropicUsage)(ctx.display, message.usage) };
        };
        return (0, agent_loop_js_1.runAgentLoop)(step, request, ctx.config, ctx.display, options);
    }
}
exports.AnthropicAgent = AnthropicAgent;
