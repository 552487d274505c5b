"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEEP_AGENTS_PROVIDERS = void 0;
exports.deepAgentsProvider = deepAgentsProvider;
exports.deepAgentsAccount = deepAgentsAccount;
exports.chatModelFields = chatModelFields;
const config_error_js_1 = require("../../errors/config-error.js");
const adapter_options_js_1 = require("../adapter-options.js");
exports.DEEP_AGENTS_PROVIDERS = ['openai', 'anthropic'];
function deepAgentsProvider(config) {
    const provider = config.model_provider ?? '';
    if (!exports.DEEP_AGENTS_PROVIDERS.includes(provider)) {
        throw new config_error_js_1.ConfigError('model_provider', `provider "${provider}" is not supported for interface langchain_deep_agents (supported: ${exports.DEEP_AGENTS_PROVIDERS.join(', ')})`);
    }
    return provider;
}
function deepAgentsAccount(config, options) {
    const env = options.env ?? process.env;
    const provider = deepAgentsProvider(config);
    const model = config.model_name ?? '';
    if (provider === 'openai') {
        const apiKey = options.apiKey ?? config.endpoint_api_key ?? (0, adapter_options_js_1.extraKwarg)(config, 'api_key') ?? env['OPENAI_API_KEY'];
        if (!apiKey)
            throw new config_error_js_1.ConfigError('OPENAI_API_KEY', `no API key for langchain_deep_agents model "${model}": pass apiKey, set endpoint_api_key or the OPENAI_API_KEY environment variable`);
        return { provider, apiKey, baseURL: options.baseURL ?? config.endpoint_base_url ?? (0, adapter_options_js_1.extraKwarg)(config, 'base_url') };
    }
    const apiKey = options.apiKey ?? config.anthropic_api_key ?? (0, adapter_options_js_1.extraKwarg)(config, 'api_key') ?? env['ANTHROPIC_API_KEY'];
    if (!apiKey)
        throw new config_error_js_1.ConfigError('ANTHROPIC_API_KEY', `no API key for langchain_deep_agents model "${model}": pass apiKey, set anthropic_api_key or the ANTHROPIC_API_KEY environment variable`);
    return { provider, apiKey, baseURL: options.baseURL ?? config.anthropic_base_url ?? (0, adapter_options_js_1.extraKwarg)(config, 'base_url') };
}
function chatModelFields(config, account, options) {
    const timeout = options.timeoutMs ?? (config.request_timeout ?? adapter_options_js_1.DEFAULT_REQUEST_TIMEOUT_SECONDS) * 1000;
    const maxRetries = config.agent_middleware?.model_retry?.max_retries ?? 2;
    const common = { model: config.model_name, apiKey: account.apiKey, maxTokens: config.max_tokens, maxRetries };
    if (account.provider === 'openai') {
        return {
            ...common,
            temperature: config.temperature,
            useResponsesApi: false,
            timeout,
            configuration: {
                ...(account.baseURL === undefined ? {} : { baseURL: account.baseURL }),
                ...(options.fetch ? { fetch: options.fetch } : {}),
                ...(options.headers ? { defaultHeaders: options.headers } : {}),
            },
        };
    }
    return {
        ...common,
        ...(account.baseURL === undefined ? {} : { anthropicApiUrl: account.baseURL }),
        clientOptions: { timeout, ...(options.fetch ? { fetch: options.fetch } : {}), ...(options.headers ? { defaultHeaders: options.headers } : {}) },
    };
}
