"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEFAULT_CLAUDE_CODE_TOOLS = void 0;
exports.createClaudeAgentSdkPorts = createClaudeAgentSdkPorts;
const model_config_js_1 = require("../../config/model-config.js");
const config_error_js_1 = require("../../errors/config-error.js");
const model_identity_js_1 = require("../../config/model-identity.js");
const index_js_1 = require("../anthropic/index.js");
const adapter_options_js_1 = require("../adapter-options.js");
const limiter_js_1 = require("../limiter.js");
const agent_js_1 = require("./agent.js");
exports.DEFAULT_CLAUDE_CODE_TOOLS = ['Read', 'Glob', 'Grep'];
function stringList(config, key) {
    const value = config.extra_kwargs?.[key];
    if (value === undefined || value === null)
        return undefined;
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
        throw new config_error_js_1.ConfigError(`extra_kwargs.${key}`, `must be a list of Claude Code tool names (got ${JSON.stringify(value)})`);
    }
    return value;
}
function stringRecord(config, key) {
    const value = config.extra_kwargs?.[key];
    if (value === undefined || value === null)
        return undefined;
    if (typeof value !== 'object' || Array.isArray(value) || !Object.values(value).every((v) => typeof v === 'string')) {
        throw new config_error_js_1.ConfigError(`extra_kwargs.${key}`, `must be an object of string values (got ${JSON.stringify(value)})`);
    }
    return value;
}
function createClaudeAgentSdkPorts(config, options = {}) {
    const env = options.env ?? process.env;
    const { llm, parser } = (0, index_js_1.createAnthropicPorts)(config, options);
    const apiKey = options.apiKey ?? config.anthropic_api_key ?? (0, adapter_options_js_1.extraKwarg)(config, 'api_key') ?? env['ANTHROPIC_API_KEY'];
    if (!apiKey)
        throw new config_error_js_1.ConfigError('ANTHROPIC_API_KEY', `no API key for claude_agent_sdk model "${config.model_name ?? ''}"`);
    const identity = (0, model_config_js_1.modelIdentityOf)(config, options.role ?? 'answering');
    const accountURL = options.baseURL ?? config.anthropic_base_url ?? (0, adapter_options_js_1.extraKwarg)(config, 'base_url');
    const limiter = (0, limiter_js_1.nestLimiters)(options.requestLimiter, (0, limiter_js_1.getProviderLimiter)((0, limiter_js_1.providerLimiterKey)('anthropic', accountURL, apiKey), options.concurrency));
    const agent = new agent_js_1.ClaudeCodeAgent({
        limiter,
        config,
        identity,
        display: (0, model_identity_js_1.modelDisplayString)(identity),
        apiKey,
        baseURL: options.baseURL ?? config.anthropic_base_url ?? (0, adapter_options_js_1.extraKwarg)(config, 'base_url') ?? env['ANTHROPIC_BASE_URL'],
        tools: stringList(config, 'tools') ?? [...exports.DEFAULT_CLAUDE_CODE_TOOLS],
        parentEnv: env,
        extraEnv: stringRecord(config, 'agent_env'),
        mcp: (0, agent_js_1.claudeMcpServers)(config),
    });
    return { llm, parser, agent };
}
