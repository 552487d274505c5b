"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseModelId = parseModelId;
exports.toModelConfig = toModelConfig;
exports.formatModelId = formatModelId;
const config_error_js_1 = require("../errors/config-error.js");
const interfaces_js_1 = require("./interfaces.js");
const model_config_js_1 = require("./model-config.js");
function parseModelId(modelId, overrides = {}) {
    return (0, model_config_js_1.parseModelConfig)({ ...modelIdFields(modelId), ...overrides });
}
function toModelConfig(model, overrides = {}) {
    if (typeof model === 'string')
        return parseModelId(model, overrides);
    for (const _ in overrides)
        return (0, model_config_js_1.parseModelConfig)({ ...model, ...overrides });
    return (0, model_config_js_1.parseModelConfig)(model);
}
function formatModelId(config) {
    const name = config.model_name ?? '';
    switch (config.interface) {
        case 'manual':
            return 'manual';
        case 'openai_endpoint':
            return config.endpoint_base_url ? `openai_endpoint:${name}@${config.endpoint_base_url}` : `openai_endpoint:${name}`;
        case 'langchain':
            return config.model_provider && !(0, interfaces_js_1.isInterfaceName)(config.model_provider)
                ? `${config.model_provider}:${name}`
                : `langchain:${config.model_provider ?? ''}:${name}`;
        case 'langchain_deep_agents':
            return `langchain_deep_agents:${config.model_provider ?? ''}:${name}`;
        default:
            return `${config.interface}:${name}`;
    }
}
function modelIdFields(raw) {
    const id = raw.trim();
    const bad = (problem) => {
        throw new config_error_js_1.ConfigError('model', `${JSON.stringify(raw)}: ${problem} (expected "provider:model" such as "openai:gpt-4.1-mini", ` +
            `"interface:model", "openai_endpoint:model@http://host/v1" or "manual")`);
    };
    if (id === 'manual')
        return { interface: 'manual' };
    const colon = id.indexOf(':');
    if (colon <= 0 || colon === id.length - 1)
        return bad('missing provider or model');
    const head = id.slice(0, colon);
    const rest = id.slice(colon + 1);
    if (head === 'openai_endpoint') {
        const at = rest.search(/@https?:\/\//);
        if (at <= 0)
            return bad('openai_endpoint needs "model@http(s)://base-url"');
        return { interface: 'openai_endpoint', model_name: rest.slice(0, at), endpoint_base_url: rest.slice(at + 1) };
    }
    if (head === 'langchain' || head === 'langchain_deep_agents') {
        const second = rest.indexOf(':');
        if (second <= 0 || second === rest.length - 1)
            return bad(`${head} needs "${head}:provider:model"`);
        return { interface: head, model_provider: rest.slice(0, second), model_name: rest.slice(second + 1) };
    }
    if (head === 'manual')
        return bad('manual takes no model name');
    if ((0, interfaces_js_1.isInterfaceName)(head)) {
        if (interfaces_js_1.INTERFACES[head].requiresProvider)
            return bad(`${head} needs a provider`);
        return { interface: head, model_name: rest };
    }
    return { interface: 'langchain', model_provider: head, model_name: rest };
}
