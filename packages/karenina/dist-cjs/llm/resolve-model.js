"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", { value: true });
exports.adapterFor = adapterFor;
exports.resolveModel = resolveModel;
const interfaces_js_1 = require("../config/interfaces.js");
const model_config_js_1 = require("../config/model-config.js");
const model_id_js_1 = require("../config/model-id.js");
const config_error_js_1 = require("../errors/config-error.js");
const adapter_options_js_1 = require("./adapter-options.js");
const chat_model_js_1 = require("./langchain-deep-agents/chat-model.js");
const replay_mode_js_1 = require("./replay/replay-mode.js");
function adapterFor(config) {
    const adapter = interfaces_js_1.INTERFACES[config.interface].adapter;
    if (adapter === null) {
        throw new config_error_js_1.ConfigError('interface', `interface "${config.interface}" has no TypeScript implementation (runnable: langchain with openai/anthropic, openrouter, openai_endpoint, claude_tool, claude_agent_sdk, langchain_deep_agents with openai/anthropic, manual)`);
    }
    if (adapter === 'langchain_deep_agents') {
        (0, chat_model_js_1.deepAgentsProvider)(config);
        return adapter;
    }
    if (adapter !== 'by-provider')
        return adapter;
    const provider = config.model_provider ?? '';
    if (!interfaces_js_1.LANGCHAIN_PROVIDERS.includes(provider)) {
        throw new config_error_js_1.ConfigError('model_provider', `provider "${provider}" is not supported for interface ${config.interface} (supported: ${interfaces_js_1.LANGCHAIN_PROVIDERS.join(', ')}; any OpenAI-compatible server: openai_endpoint)`);
    }
    return provider;
}
async function livePorts(adapter, config, options) {
    if (adapter === 'openai') {
        const { createOpenAiPorts } = await Promise.resolve().then(() => __importStar(require('./openai/index.js')));
        return createOpenAiPorts(config, options);
    }
    if (adapter === 'claude_agent_sdk') {
        const { createClaudeAgentSdkPorts } = await Promise.resolve().then(() => __importStar(require('./claude-agent-sdk/index.js')));
        return createClaudeAgentSdkPorts(config, options);
    }
    if (adapter === 'langchain_deep_agents') {
        const { createLangchainDeepAgentsPorts } = await Promise.resolve().then(() => __importStar(require('./langchain-deep-agents/index.js')));
        return createLangchainDeepAgentsPorts(config, options);
    }
    const { createAnthropicPorts } = await Promise.resolve().then(() => __importStar(require('./anthropic/index.js')));
    return createAnthropicPorts(config, options);
}
async function resolveModel(model, options = {}) {
    const overrides = { ...options.overrides, ...(options.manualTraces ? { manual_traces: options.manualTraces } : {}) };
    const config = (0, model_id_js_1.toModelConfig)(model, overrides);
    const adapter = adapterFor(config);
    if (adapter === 'manual') {
        const { createManualPorts } = await Promise.resolve().then(() => __importStar(require('./manual/index.js')));
        return createManualPorts(config);
    }
    const env = options.env ?? process.env;
    const replay = (0, replay_mode_js_1.resolveReplay)(options.replay, env);
    if (replay.mode === 'off')
        return livePorts(adapter, config, options);
    const { withReplay } = await Promise.resolve().then(() => __importStar(require('./replay/replay-ports.js')));
    const secrets = [
        options.apiKey,
        config.endpoint_api_key,
        config.anthropic_api_key,
        (0, adapter_options_js_1.extraKwarg)(config, 'api_key'),
        env['OPENAI_API_KEY'],
        env['ANTHROPIC_API_KEY'],
        env['OPENROUTER_API_KEY'],
    ].filter((s) => typeof s === 'string' && s !== '');
    return withReplay({
        mode: replay.mode,
        cassette: replay.cassette,
        ...(replay.workspaces ? { workspaces: replay.workspaces } : {}),
        config,
        identity: (0, model_config_js_1.modelIdentityOf)(config, options.role ?? 'answering'),
        live: () => livePorts(adapter, config, options),
        secrets,
        hasAgent: true,
        hasEmbeddings: adapter === 'openai',
        compat: options.compat ?? 'default',
    });
}
