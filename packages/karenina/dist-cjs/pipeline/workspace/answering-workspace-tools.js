"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.answeringWorkspaceToolsOf = answeringWorkspaceToolsOf;
exports.answeringWorkspaceToolNames = answeringWorkspaceToolNames;
exports.answeringWorkspaceTools = answeringWorkspaceTools;
const interfaces_js_1 = require("../../config/interfaces.js");
const config_error_js_1 = require("../../errors/config-error.js");
const workspace_tools_js_1 = require("../../workspace-tools/workspace-tools.js");
const READ_NAMES = ['list_directory', 'read_file', 'glob', 'grep'];
const WRITE_NAMES = [...READ_NAMES, 'write_file', 'edit_file'];
function answeringWorkspaceToolsOf(model) {
    const value = model.extra_kwargs?.['workspace_tools'];
    if (value === undefined || value === null || value === false)
        return null;
    const key = `answering model ${JSON.stringify(model.id ?? model.model_name ?? 'unknown')} extra_kwargs.workspace_tools`;
    if (value !== 'read' && value !== 'write')
        throw new config_error_js_1.ConfigError(key, `must be "read" or "write" (got ${JSON.stringify(value)})`);
    if ((0, interfaces_js_1.agentTierOf)(model.interface) !== 'tool_loop' || model.interface === 'manual') {
        throw new config_error_js_1.ConfigError(key, `is for tool-loop agents; interface ${model.interface} cannot take it${model.interface === 'claude_agent_sdk' ? ' (list Claude Code tools in extra_kwargs.tools, e.g. ["Read", "Write"])' : ''}`);
    }
    return value;
}
function answeringWorkspaceToolNames(mode) {
    return mode === null ? [] : mode === 'write' ? WRITE_NAMES : READ_NAMES;
}
function answeringWorkspaceTools(mode, workspace) {
    return (0, workspace_tools_js_1.workspaceTools)(workspace, { write: mode === 'write' });
}
