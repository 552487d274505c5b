"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.answeringGroupKey = answeringGroupKey;
exports.comboKey = comboKey;
const compare_code_points_js_1 = require("../compat/compare-code-points.js");
const result_metadata_js_1 = require("./result-metadata.js");
function sortedMcpServers(result) {
    return [...(result.template?.answering_mcp_servers ?? [])].sort(compare_code_points_js_1.compareCodePoints);
}
function answeringGroupKey(result) {
    const servers = sortedMcpServers(result);
    const display = (0, result_metadata_js_1.answeringModel)(result.metadata);
    return servers.length > 0 ? `${display} + MCP[${servers.join(',')}]` : display;
}
function comboKey(result) {
    const servers = sortedMcpServers(result);
    const base = `${(0, result_metadata_js_1.answeringModel)(result.metadata)} | ${(0, result_metadata_js_1.parsingModel)(result.metadata)}`;
    return servers.length > 0 ? `${base} | ${servers.join(', ')}` : base;
}
