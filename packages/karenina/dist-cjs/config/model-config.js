"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ModelConfigSchema = exports.SECRET_MASK = void 0;
exports.parseModelConfig = parseModelConfig;
exports.parseOwnedModelConfig = parseOwnedModelConfig;
exports.serializeModelConfig = serializeModelConfig;
exports.modelIdentityOf = modelIdentityOf;
const zod_1 = require("zod");
const compare_code_points_js_1 = require("../compat/compare-code-points.js");
const manual_traces_js_1 = require("../llm/manual/manual-traces.js");
const mcp_server_entry_js_1 = require("./mcp-server-entry.js");
const config_issues_js_1 = require("./config-issues.js");
const agent_middleware_js_1 = require("./agent-middleware.js");
const interfaces_js_1 = require("./interfaces.js");
const retry_policy_js_1 = require("./retry-policy.js");
const ANTHROPIC_FIELD_INTERFACES = new Set(['claude_agent_sdk', 'claude_tool', 'langchain', 'langchain_deep_agents']);
const LANGCHAIN_FAMILY = new Set(['langchain', 'langchain_deep_agents']);
exports.SECRET_MASK = '**********';
const nullableString = zod_1.z.string().nullable().default(null);
exports.ModelConfigSchema = zod_1.z
    .strictObject({
    id: nullableString,
    model_provider: nullableString,
    model_name: nullableString,
    temperature: zod_1.z.number().default(0.1),
    max_tokens: zod_1.z.int().positive().default(16384),
    interface: zod_1.z.string().default('langchain'),
    system_prompt: nullableString,
    max_retries: zod_1.z.int().min(0).default(2),
    mcp_urls_dict: zod_1.z.record(zod_1.z.string().min(1, 'a server name must not be empty'), mcp_server_entry_js_1.McpServerEntrySchema).nullable().default(null),
    mcp_tool_filter: zod_1.z.array(zod_1.z.string()).nullable().default(null),
    mcp_tool_description_overrides: zod_1.z.record(zod_1.z.string(), zod_1.z.string()).nullable().default(null),
    mcp_http_timeout: zod_1.z.number().positive().nullable().default(null),
    mcp_sse_read_timeout: zod_1.z.number().positive().nullable().default(null),
    endpoint_base_url: nullableString,
    endpoint_api_key: nullableString,
    anthropic_base_url: nullableString,
    anthropic_api_key: nullableString,
    agent_runtime: agent_middleware_js_1.AgentRuntimeSchema.nullable().default(null),
    extra_kwargs: zod_1.z.record(zod_1.z.string(), zod_1.z.unknown()).nullable().default(null),
    manual_traces: manual_traces_js_1.ManualTracesSchema.nullable().default(null),
    agent_middleware: agent_middleware_js_1.AgentMiddlewareSchema.nullable().default(null),
    max_context_tokens: zod_1.z.int().nullable().default(null),
    agent_timeout: zod_1.z.int().nullable().default(null),
    request_timeout: zod_1.z.number().positive().nullable().default(null),
    retry_policy: retry_policy_js_1.RetryPolicySchema.nullable().default(null),
})
    .superRefine((c, ctx) => {
    const issue = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!(0, interfaces_js_1.isInterfaceName)(c.interface)) {
        issue('interface', `unknown interface ${JSON.stringify(c.interface)} (expected one of ${Object.keys(interfaces_js_1.INTERFACES).join(', ')})`);
        return;
    }
    if (c.interface === 'manual') {
        if (c.manual_traces === null)
            issue('manual_traces', 'the manual interface needs pre-recorded traces');
        if (c.mcp_urls_dict !== null)
            issue('mcp_urls_dict', 'the manual interface cannot use MCP servers');
    }
    else if (c.interface !== 'taskeval' && !c.model_name) {
        issue('model_name', `required for interface ${c.interface}`);
    }
    if (interfaces_js_1.INTERFACES[c.interface].requiresProvider && !c.model_provider)
        issue('model_provider', `required for interface ${c.interface} (e.g. "openai", "anthropic")`);
    for (const key of ['anthropic_base_url', 'anthropic_api_key']) {
        if (c[key] === null)
            continue;
        if (!ANTHROPIC_FIELD_INTERFACES.has(c.interface))
            issue(key, `not allowed for interface ${c.interface}`);
        else if (LANGCHAIN_FAMILY.has(c.interface) && c.model_provider !== 'anthropic')
            issue(key, `needs model_provider "anthropic" for interface ${c.interface}`);
        const duplicate = key === 'anthropic_base_url' ? 'base_url' : 'api_key';
        if (c.extra_kwargs && Object.hasOwn(c.extra_kwargs, duplicate))
            issue(key, `duplicates extra_kwargs.${duplicate}; set only one`);
    }
})
    .transform((c) => {
    const manual = c.interface === 'manual';
    const model_name = c.model_name ?? (manual ? 'manual' : null);
    return { ...c, interface: c.interface, model_name, id: c.id ?? (manual ? 'manual' : model_name) };
});
function parseModelConfig(input, subject = 'model_config') {
    if (OWNED.has(input))
        return input;
    const result = exports.ModelConfigSchema.safeParse(input, { reportInput: true });
    if (result.success)
        return result.data;
    throw (0, config_issues_js_1.configErrorFromZod)(result.error, subject, undefined, exports.ModelConfigSchema);
}
const OWNED = new WeakSet();
function parseOwnedModelConfig(input, subject = 'model_config') {
    const config = parseModelConfig(input, subject);
    OWNED.add(config);
    return config;
}
function serializeModelConfig(config) {
    const { manual_traces: _dropped, ...rest } = config;
    return {
        ...rest,
        endpoint_api_key: rest.endpoint_api_key === null ? null : exports.SECRET_MASK,
        anthropic_api_key: rest.anthropic_api_key === null ? null : exports.SECRET_MASK,
    };
}
function modelIdentityOf(config, role = 'parsing', agentToolNames = []) {
    const model_name = config.model_name ?? 'unknown';
    const servers = config.mcp_urls_dict ? Object.keys(config.mcp_urls_dict) : [];
    const tools = role === 'answering' ? [...new Set([...servers, ...agentToolNames])].sort(compare_code_points_js_1.compareCodePoints) : [];
    return {
        interface: config.interface,
        model_name,
        tools,
        config_id: config.id && config.id !== model_name ? config.id : null,
    };
}
