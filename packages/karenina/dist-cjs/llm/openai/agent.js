"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.OpenAiAgent = void 0;
const agent_loop_js_1 = require("../agent-loop.js");
const context_js_1 = require("./context.js");
const wire_js_1 = require("./wire.js");
class OpenAiAgent {
    ctx;
    identity;
    constructor(ctx) {
        this.ctx = ctx;
        this.identity = ctx.identity;
    }
    run(request, options = {}) {
        const ctx = this.ctx;
        const step = async (messages, tools, req, opts) => {
            const completion = await (0, context_js_1.createCompletion)(ctx, { messages, ...(req.temperature === undefined ? {} : { temperature: req.temperature }) }, tools.length > 0 ? { tools: (0, wire_js_1.toOpenAiTools)(tools) } : {}, opts);
            return { message: (0, wire_js_1.fromOpenAiMessage)((0, wire_js_1.firstMessage)(completion)), usage: (0, wire_js_1.openAiUsage)(ctx.display, completion.usage) };
        };
        return (0, agent_loop_js_1.runAgentLoop)(step, request, ctx.config, ctx.display, options);
    }
}
exports.OpenAiAgent = OpenAiAgent;
