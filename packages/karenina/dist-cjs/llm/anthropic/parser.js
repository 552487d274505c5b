"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AnthropicParser = void 0;
exports.anthropicToolName = anthropicToolName;
const parser_ladder_js_1 = require("../parser-ladder.js");
const chat_js_1 = require("./chat.js");
const context_js_1 = require("./context.js");
const wire_js_1 = require("./wire.js");
function anthropicToolName(name) {
    const cleaned = name.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64);
    return cleaned === '' ? 'Answer' : cleaned;
}
class AnthropicParser {
    ctx;
    capabilities = chat_js_1.ANTHROPIC_CAPABILITIES;
    identity;
    constructor(ctx) {
        this.ctx = ctx;
        this.identity = ctx.identity;
    }
    parse(request, options = {}) {
        const ctx = this.ctx;
        const plain = async (messages, opts) => {
            const message = await (0, context_js_1.createMessage)(ctx, { messages }, {}, opts);
            const text = (0, wire_js_1.contentOf)(message).flatMap((b) => (b.type === 'text' ? [b.text] : [])).join('\n');
            return { text, usage: (0, wire_js_1.anthropicUsage)(ctx.display, message.usage) };
        };
        const native = async (messages, schema, schemaName, opts) => {
            const name = anthropicToolName(schemaName);
            const tool = { name, description: `Record the extracted ${schemaName} object.`, input_schema: schema };
            const message = await (0, context_js_1.createMessage)(ctx, { messages }, { tools: [tool], tool_choice: { type: 'tool', name } }, opts);
            const usage = (0, wire_js_1.anthropicUsage)(ctx.display, message.usage);
            const content = (0, wire_js_1.contentOf)(message);
            const call = content.find((b) => b.type === 'tool_use' && b.name === name);
            if (call && call.type === 'tool_use')
                return { text: JSON.stringify(call.input), value: call.input, usage };
            return { text: content.flatMap((b) => (b.type === 'text' ? [b.text] : [])).join('\n'), usage };
        };
        const backend = request.schema['type'] === 'object' ? { native, plain } : { plain };
        return (0, parser_ladder_js_1.runParserLadder)(backend, request, { maxRetries: ctx.config.max_retries, compat: ctx.compat }, options);
    }
}
exports.AnthropicParser = AnthropicParser;
