"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.OpenAiEmbeddings = void 0;
const provider_call_js_1 = require("../provider-call.js");
const usage_js_1 = require("../usage.js");
const context_js_1 = require("./context.js");
class OpenAiEmbeddings {
    ctx;
    identity;
    constructor(ctx) {
        this.ctx = ctx;
        this.identity = ctx.identity;
    }
    async embed(request, options = {}) {
        const ctx = this.ctx;
        const response = await (0, provider_call_js_1.callProvider)(ctx.runtime, options, ({ timeoutMs, signal }) => ctx.client.embeddings.create({
            model: ctx.config.model_name ?? '',
            input: [...request.texts],
            encoding_format: 'float',
            ...(request.dimensions === undefined ? {} : { dimensions: request.dimensions }),
        }, { maxRetries: 0, ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }), ...(0, context_js_1.signalOptions)(ctx, signal) }));
        const vectors = [...response.data].sort((a, b) => a.index - b.index).map((d) => d.embedding);
        return { vectors, usage: (0, usage_js_1.usageOf)(ctx.display, { input: response.usage?.prompt_tokens, total: response.usage?.total_tokens }) };
    }
}
exports.OpenAiEmbeddings = OpenAiEmbeddings;
