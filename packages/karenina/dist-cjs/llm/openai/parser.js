"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.OpenAiParser = void 0;
exports.openAiSchemaName = openAiSchemaName;
const parser_ladder_js_1 = require("../parser-ladder.js");
const chat_js_1 = require("./chat.js");
const context_js_1 = require("./context.js");
const strict_schema_js_1 = require("./strict-schema.js");
const wire_js_1 = require("./wire.js");
function openAiSchemaName(name) {
    const cleaned = name.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64);
    return cleaned === '' ? 'Answer' : cleaned;
}
class OpenAiParser {
    ctx;
    capabilities = chat_js_1.OPENAI_CAPABILITIES;
    identity;
    constructor(ctx) {
        this.ctx = ctx;
        this.identity = ctx.identity;
    }
    parse(request, options = {}) {
        const ctx = this.ctx;
        const temperature = request.temperature;
        const reply = async (messages, extra, opts) => {
            const completion = await (0, context_js_1.createCompletion)(ctx, { messages, ...(temperature === undefined ? {} : { temperature }) }, extra, opts);
            const message = (0, wire_js_1.firstMessage)(completion);
            return { text: message.content ?? message.refusal ?? '', usage: (0, wire_js_1.openAiUsage)(ctx.display, completion.usage) };
        };
        const backend = {
            native: async (messages, schema, schemaName, opts) => {
                const strict = (0, strict_schema_js_1.toStrictSchema)(schema);
                const jsonSchema = 'schema' in strict ? strict.schema : schema;
                const result = await reply(messages, { response_format: { type: 'json_schema', json_schema: { name: openAiSchemaName(schemaName), schema: jsonSchema, strict: 'schema' in strict } } }, opts);
                return 'schema' in strict ? { ...result, normalize: (raw) => (0, strict_schema_js_1.dropStrictNulls)(raw, schema) } : result;
            },
            plain: (messages, opts) => reply(messages, {}, opts),
        };
        return (0, parser_ladder_js_1.runParserLadder)(backend, request, { maxRetries: ctx.config.max_retries, compat: ctx.compat }, options);
    }
}
exports.OpenAiParser = OpenAiParser;
