"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.OPENROUTER_BASE_URL = void 0;
exports.createOpenAiPorts = createOpenAiPorts;
const openai_1 = __importDefault(require("openai"));
const model_config_js_1 = require("../../config/model-config.js");
const config_error_js_1 = require("../../errors/config-error.js");
const model_identity_js_1 = require("../../config/model-identity.js");
const adapter_options_js_1 = require("../adapter-options.js");
const agent_js_1 = require("./agent.js");
const chat_js_1 = require("./chat.js");
const embeddings_js_1 = require("./embeddings.js");
const lean_response_promise_js_1 = require("./lean-response-promise.js");
const map_error_js_1 = require("./map-error.js");
const node_http_fetch_js_1 = require("./node-http-fetch.js");
const parser_js_1 = require("./parser.js");
exports.OPENROUTER_BASE_URL = 'https://openrouter.ai/api/v1';
function resolveTarget(config, options) {
    const env = options.env ?? process.env;
    const model = config.model_name ?? '';
    const missingKey = (provider, envVar, field) => {
        throw new config_error_js_1.ConfigError(envVar, `no API key for ${provider} model "${model}": pass apiKey, set ${field} or the ${envVar} environment variable`);
    };
    if (config.interface === 'openrouter') {
        const apiKey = options.apiKey ?? (0, adapter_options_js_1.extraKwarg)(config, 'api_key') ?? env['OPENROUTER_API_KEY'] ?? missingKey('openrouter', 'OPENROUTER_API_KEY', 'extra_kwargs.api_key');
        return { provider: 'openrouter', apiKey, baseURL: options.baseURL ?? (0, adapter_options_js_1.extraKwarg)(config, 'base_url') ?? exports.OPENROUTER_BASE_URL };
    }
    if (config.interface === 'openai_endpoint') {
        const baseURL = options.baseURL ?? config.endpoint_base_url ?? (0, adapter_options_js_1.extraKwarg)(config, 'base_url');
        if (!baseURL)
            throw new config_error_js_1.ConfigError('endpoint_base_url', `the openai_endpoint model "${model}" needs a base URL (e.g. http://localhost:11434/v1)`);
        const apiKey = options.apiKey ?? config.endpoint_api_key ?? (0, adapter_options_js_1.extraKwarg)(config, 'api_key') ?? env['OPENAI_API_KEY'] ??
            missingKey('openai_endpoint', 'OPENAI_API_KEY', 'endpoint_api_key (any non-empty value for key-less servers)');
        return { provider: 'openai_endpoint', apiKey, baseURL };
    }
    const apiKey = options.apiKey ?? config.endpoint_api_key ?? (0, adapter_options_js_1.extraKwarg)(config, 'api_key') ?? env['OPENAI_API_KEY'] ?? missingKey('openai', 'OPENAI_API_KEY', 'endpoint_api_key');
    return { provider: 'openai', apiKey, baseURL: options.baseURL ?? config.endpoint_base_url ?? (0, adapter_options_js_1.extraKwarg)(config, 'base_url') };
}
function createOpenAiPorts(config, options = {}) {
    const target = resolveTarget(config, options);
    const runtime = (0, adapter_options_js_1.providerRuntime)(target.provider, config, options, target, (error, signal) => (0, map_error_js_1.mapOpenAiError)(error, signal, target.provider));
    const client = options.client ??
        (0, lean_response_promise_js_1.withLeanResponsePromises)(new openai_1.default({
            apiKey: target.apiKey,
            ...(target.baseURL === undefined ? {} : { baseURL: target.baseURL }),
            maxRetries: 0,
            ...(runtime.timeoutMs === undefined ? {} : { timeout: runtime.timeoutMs }),
            fetch: options.fetch ?? node_http_fetch_js_1.nodeHttpFetch,
            ...(options.headers ? { defaultHeaders: options.headers } : {}),
        }));
    const identity = (0, model_config_js_1.modelIdentityOf)(config, options.role ?? 'answering');
    const openAiProper = target.provider === 'openai';
    const ctx = {
        client,
        runtime,
        config,
        identity,
        display: (0, model_identity_js_1.modelDisplayString)(identity),
        tokenParam: openAiProper ? 'max_completion_tokens' : 'max_tokens',
        sendTemperature: !(openAiProper && /^(o\d|gpt-5)/.test(config.model_name ?? '')),
        compat: options.compat ?? 'default',
        ownTransport: options.client === undefined && options.fetch === undefined,
    };
    return { llm: new chat_js_1.OpenAiChat(ctx), parser: new parser_js_1.OpenAiParser(ctx), agent: new agent_js_1.OpenAiAgent(ctx), embeddings: new embeddings_js_1.OpenAiEmbeddings(ctx) };
}
