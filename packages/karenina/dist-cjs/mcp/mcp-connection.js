"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.McpConnection = exports.MCP_RESULT_MAX_BYTES = void 0;
exports.capToolResult = capToolResult;
const index_js_1 = require("@modelcontextprotocol/sdk/client/index.js");
const stdio_js_1 = require("@modelcontextprotocol/sdk/client/stdio.js");
const streamableHttp_js_1 = require("@modelcontextprotocol/sdk/client/streamableHttp.js");
const types_js_1 = require("@modelcontextprotocol/sdk/types.js");
const mcp_server_spec_js_1 = require("./mcp-server-spec.js");
const mcp_server_error_js_1 = require("./mcp-server-error.js");
const CLIENT_INFO = { name: 'karenina-ts', version: '0.1.0' };
exports.MCP_RESULT_MAX_BYTES = 262_144;
function capToolResult(text) {
    if (text.length * 3 <= exports.MCP_RESULT_MAX_BYTES)
        return text;
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length <= exports.MCP_RESULT_MAX_BYTES)
        return text;
    const kept = bytes.subarray(0, exports.MCP_RESULT_MAX_BYTES).toString('utf8').replace(/\uFFFD$/, '');
    return `${kept}\n[truncated by karenina: the tool returned ${bytes.length} bytes; the first ${exports.MCP_RESULT_MAX_BYTES} are shown]`;
}
const STDERR_TAIL = 2000;
function transportOf(spec) {
    if (spec.kind === 'http') {
        const transport = new streamableHttp_js_1.StreamableHTTPClientTransport(new URL(spec.url), { requestInit: { headers: { connection: 'close' } } });
        return { transport, stderr: () => '' };
    }
    const transport = new stdio_js_1.StdioClientTransport({
        command: spec.command,
        args: spec.args ?? [],
        env: { ...(0, stdio_js_1.getDefaultEnvironment)(), ...spec.env },
        ...(spec.cwd === undefined ? {} : { cwd: spec.cwd }),
        stderr: 'pipe',
    });
    let tail = '';
    transport.stderr?.on('data', (chunk) => {
        tail = (tail + chunk.toString('utf8')).slice(-STDERR_TAIL);
    });
    return { transport, stderr: () => tail.trim() };
}
function contentText(block) {
    switch (block['type']) {
        case 'text':
            return String(block['text'] ?? '');
        case 'resource': {
            const resource = (block['resource'] ?? {});
            return typeof resource['text'] === 'string' ? resource['text'] : `[resource: ${String(resource['uri'] ?? '')}]`;
        }
        case 'resource_link':
            return `[resource: ${String(block['uri'] ?? '')}]`;
        default:
            return `[${String(block['type'])}: ${String(block['mimeType'] ?? '')}]`;
    }
}
class McpConnection {
    spec;
    client;
    transport;
    tools;
    #closed = null;
    constructor(spec, client, transport, tools) {
        this.spec = spec;
        this.client = client;
        this.transport = transport;
        this.tools = tools;
        client.onclose = () => void (this.#closed ??= 'the connection closed');
    }
    static async open(spec, timeoutMs) {
        const { transport, stderr } = transportOf(spec);
        const client = new index_js_1.Client(CLIENT_INFO);
        try {
            await client.connect(transport, { timeout: timeoutMs });
            const tools = [];
            let cursor;
            do {
                const page = await client.listTools(cursor === undefined ? {} : { cursor }, { timeout: timeoutMs });
                for (const tool of page.tools)
                    tools.push({ name: tool.name, description: tool.description ?? '', parameters: tool.inputSchema });
                cursor = page.nextCursor;
            } while (cursor !== undefined);
            return new McpConnection(spec, client, transport, tools);
        }
        catch (error) {
            await client.close().catch(() => undefined);
            const output = stderr();
            const detail = error instanceof Error ? error.message : String(error);
            throw new mcp_server_error_js_1.McpServerError(spec.name, `cannot connect to ${(0, mcp_server_spec_js_1.describeServer)(spec)}: ${detail}${output ? ` (stderr: ${output})` : ''}`, {
                cause: error,
            });
        }
    }
    get closedReason() {
        return this.#closed;
    }
    async call(name, input, options) {
        if (this.#closed !== null)
            throw new mcp_server_error_js_1.McpServerError(this.spec.name, `unavailable: ${this.#closed}`);
        try {
            const result = await this.client.callTool({ name, arguments: input }, undefined, {
                timeout: options.timeoutMs,
                ...(options.signal ? { signal: options.signal } : {}),
            });
            const blocks = Array.isArray(result.content) ? result.content : [];
            const text = blocks.length > 0 ? blocks.map(contentText).join('\n') : JSON.stringify(result.structuredContent ?? result.toolResult ?? null);
            return { text: capToolResult(text), isError: result.isError === true };
        }
        catch (error) {
            options.signal?.throwIfAborted();
            if (error instanceof types_js_1.McpError && error.code !== -32001)
                return { text: capToolResult(error.message), isError: true };
            if (!(error instanceof types_js_1.McpError))
                this.#closed ??= error instanceof Error ? error.message : String(error);
            throw new mcp_server_error_js_1.McpServerError(this.spec.name, `tool ${name} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
        }
    }
    async close() {
        this.#closed ??= 'closed by the run';
        if (this.transport instanceof streamableHttp_js_1.StreamableHTTPClientTransport)
            await this.transport.terminateSession().catch(() => undefined);
        await this.client.close().catch(() => undefined);
    }
}
exports.McpConnection = McpConnection;
