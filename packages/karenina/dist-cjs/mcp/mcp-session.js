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
exports.McpSession = exports.DEFAULT_MCP_SSE_READ_TIMEOUT_SECONDS = exports.DEFAULT_MCP_HTTP_TIMEOUT_SECONDS = void 0;
const config_error_js_1 = require("../errors/config-error.js");
const retry_js_1 = require("../llm/retry.js");
const mcp_server_error_js_1 = require("./mcp-server-error.js");
const mcp_server_spec_js_1 = require("./mcp-server-spec.js");
exports.DEFAULT_MCP_HTTP_TIMEOUT_SECONDS = 30;
exports.DEFAULT_MCP_SSE_READ_TIMEOUT_SECONDS = 300;
let connectionModule;
function loadConnectionModule() {
    return (connectionModule ??= Promise.resolve().then(() => __importStar(require('./mcp-connection.js'))).catch((error) => {
        connectionModule = undefined;
        const missing = error?.code === 'ERR_MODULE_NOT_FOUND' && String(error).includes('@modelcontextprotocol/sdk');
        if (!missing)
            throw error;
        throw new config_error_js_1.ConfigError('mcp_urls_dict', 'MCP servers need the optional peer dependency @modelcontextprotocol/sdk (npm install @modelcontextprotocol/sdk)', {
            cause: error,
        });
    }));
}
class McpToolError extends Error {
    name = 'McpToolError';
}
class McpSession {
    #connections = new Map();
    #tools = new Map();
    #closing = [];
    #closed = false;
    async toolsFor(model, options = {}) {
        return this.#toolsFor(model, options, true);
    }
    async #toolsFor(model, options, mayReconnect) {
        const key = JSON.stringify([model.mcp_urls_dict, model.mcp_tool_filter, model.mcp_tool_description_overrides, model.mcp_http_timeout, model.mcp_sse_read_timeout]);
        let tools = this.#tools.get(key);
        if (tools === undefined) {
            tools = this.#build(model);
            tools.catch(() => undefined);
            this.#tools.set(key, tools);
        }
        const specs = (0, mcp_server_spec_js_1.mcpServerSpecs)(model.mcp_urls_dict ?? {});
        let list;
        try {
            list = await tools;
        }
        catch (error) {
            for (const spec of specs)
                for (const attempt of this.#connections.get((0, mcp_server_spec_js_1.serverKey)(spec))?.retries ?? [])
                    options.onRetry?.(attempt);
            throw error;
        }
        let dead = false;
        for (const spec of specs) {
            const key = (0, mcp_server_spec_js_1.serverKey)(spec);
            const entry = this.#connections.get(key);
            const connection = entry ? await entry.connection : null;
            const reason = connection?.closedReason ?? null;
            if (reason === null || this.#closed)
                continue;
            if (!mayReconnect)
                throw new mcp_server_error_js_1.McpServerError(spec.name, `unavailable: ${reason}`);
            if (this.#connections.get(key) === entry) {
                this.#connections.delete(key);
                this.#closing.push(connection.close());
            }
            dead = true;
        }
        if (!dead)
            return list;
        this.#tools.clear();
        return this.#toolsFor(model, options, false);
    }
    #connect(spec, model, timeoutMs) {
        if (this.#closed)
            return Promise.reject(new Error('internal: the MCP session of this run is closed'));
        const key = (0, mcp_server_spec_js_1.serverKey)(spec);
        let entry = this.#connections.get(key);
        if (entry === undefined) {
            const retries = [];
            const connection = loadConnectionModule().then(({ McpConnection }) => (0, retry_js_1.withRetry)(() => McpConnection.open(spec, timeoutMs), { policy: model.retry_policy, onRetry: (attempt) => void retries.push(attempt) }));
            connection.catch(() => undefined);
            this.#connections.set(key, (entry = { connection, retries }));
        }
        return entry.connection;
    }
    async #build(model) {
        (0, mcp_server_spec_js_1.checkMcpServers)(model.mcp_urls_dict);
        const specs = (0, mcp_server_spec_js_1.mcpServerSpecs)(model.mcp_urls_dict ?? {});
        const timeoutMs = (model.mcp_http_timeout ?? exports.DEFAULT_MCP_HTTP_TIMEOUT_SECONDS) * 1000;
        const callTimeoutMs = (model.mcp_sse_read_timeout ?? exports.DEFAULT_MCP_SSE_READ_TIMEOUT_SECONDS) * 1000;
        const connections = await Promise.all(specs.map((spec) => this.#connect(spec, model, timeoutMs)));
        const owner = new Map();
        const tools = [];
        const filter = model.mcp_tool_filter === null ? null : new Set(model.mcp_tool_filter);
        const overrides = model.mcp_tool_description_overrides ?? {};
        for (const connection of connections) {
            for (const listed of connection.tools) {
                const other = owner.get(listed.name);
                if (other !== undefined) {
                    throw new config_error_js_1.ConfigError('mcp_urls_dict', `servers ${JSON.stringify(other)} and ${JSON.stringify(connection.spec.name)} both offer a tool named ${JSON.stringify(listed.name)}`);
                }
                owner.set(listed.name, connection.spec.name);
                if (filter !== null && !filter.has(listed.name))
                    continue;
                const name = listed.name;
                tools.push({
                    name,
                    description: overrides[name] ?? listed.description,
                    parameters: listed.parameters,
                    execute: async (input, options) => {
                        const output = await connection.call(name, input, { timeoutMs: callTimeoutMs, ...(options.signal ? { signal: options.signal } : {}) });
                        if (output.isError)
                            throw new McpToolError(output.text);
                        return output.text;
                    },
                });
            }
        }
        const offered = () => [...owner].map(([tool, server]) => `${tool} (${server})`).join(', ') || 'none';
        for (const [key, names] of [['mcp_tool_filter', model.mcp_tool_filter ?? []], ['mcp_tool_description_overrides', Object.keys(overrides)]]) {
            const unknown = names.filter((n) => !owner.has(n));
            if (unknown.length > 0)
                throw new config_error_js_1.ConfigError(key, `unknown tool ${unknown.map((n) => JSON.stringify(n)).join(', ')} (the servers offer: ${offered()})`);
        }
        return tools;
    }
    async close() {
        this.#closed = true;
        const pending = [...this.#connections.values()];
        this.#connections.clear();
        await Promise.all([...pending.map(({ connection }) => connection.then((c) => c.close(), () => undefined)), ...this.#closing]);
    }
    [Symbol.asyncDispose]() {
        return this.close();
    }
}
exports.McpSession = McpSession;
