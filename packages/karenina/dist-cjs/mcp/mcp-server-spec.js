"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.mcpServerSpecs = mcpServerSpecs;
exports.describeServer = describeServer;
exports.serverKey = serverKey;
exports.checkMcpServers = checkMcpServers;
const config_error_js_1 = require("../errors/config-error.js");
function mcpServerSpecs(dict) {
    return Object.entries(dict).map(([name, entry]) => (typeof entry === 'string' ? { name, kind: 'http', url: entry } : { name, kind: 'stdio', ...entry }));
}
function describeServer(spec) {
    return spec.kind === 'http' ? spec.url : [spec.command, ...(spec.args ?? [])].join(' ');
}
function serverKey(spec) {
    return JSON.stringify(spec.kind === 'http' ? [spec.name, spec.url] : [spec.name, spec.command, spec.args ?? [], spec.env ?? {}, spec.cwd ?? null]);
}
function isHttpUrl(value) {
    if (!URL.canParse(value))
        return false;
    const protocol = new URL(value).protocol;
    return protocol === 'http:' || protocol === 'https:';
}
function checkMcpServers(dict, subject = 'mcp_urls_dict') {
    for (const [name, entry] of Object.entries(dict ?? {})) {
        if (typeof entry === 'string' && !isHttpUrl(entry)) {
            throw new config_error_js_1.ConfigError(`${subject}.${name}`, `expected the http(s) URL of a Streamable HTTP MCP server, or a stdio server { command, args?, env?, cwd? } (received ${JSON.stringify(entry)})`);
        }
    }
}
