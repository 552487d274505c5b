"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.createAnthropicPorts = createAnthropicPorts;
const sdk_1 = __importDefault(require("@anthropic-ai/sdk"));
const model_config_js_1 = require("../../config/model-config.js");
const config_error_js_1 = require("../../errors/config-error.js");
const model_identity_js_1 = require("../../config/model-identity.js");
const adapter_options_js_1 = require("../adapter-options.js");
const agent_js_1 = require("./agent.js");
const chat_js_1 = require("./chat.js");
const map_error_js_1 = require("./map-error.js");
const parser_js_1 = require("./parser.js");
function createAnthropicPorts(config, options = {}) {
    const env = options.env ?? process.env;
    const apiKey = options.apiKey ?? config.anthropic_api_key ?? (0, adapter_options_js_1.extraKwarg)(config, 'api_key') ?? env['ANTHROPIC_API_KEY'];
    if (!apiKey && !options.client) {
        throw new config_error_js_1.ConfigError('ANTHROPIC_API_KEY', `no API key for anthropic model "${config.model_name ?? ''}": pass apiKey, set anthropic_api_key or the ANTHROPIC_API_KEY environment variable`);
    }
    const baseURL = options.baseURL ?? config.anthropic_base_url ?? (0, adapter_options_js_1.extraKwarg)(config, 'base_url');
    const runtime = (0, adapter_options_js_1.providerRuntime)('anthropic', config, options, { baseURL, apiKey }, (error, signal) => (0, map_error_js_1.mapAnthropicError)(error, signal));
    const client = options.client ??
        new sdk_1.default({
            apiKey: apiKey,
            ...(baseURL === undefined ? {} : { baseURL }),
            maxRetries: 0,
            ...(runtime.timeoutMs === undefined ? {} : { timeout: runtime.timeoutMs }),
            ...(options.fetch ? { fetch: options.fetch } : {}),
            ...(options.headers ? { defaultHeaders: options.headers } : {}),
        });
    const identity = (0, model_config_js_1.modelIdentityOf)(config, options.role ?? 'answering');
    const ctx = { client, runtime, config, identity, display: (0, model_identity_js_1.modelDisplayString)(identity), compat: options.compat ?? 'default' };
    return { llm: new chat_js_1.AnthropicChat(ctx), parser: new parser_js_1.AnthropicParser(ctx), agent: new agent_js_1.AnthropicAgent(ctx) };
}
