"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.workspaceTools = workspaceTools;
const config_error_js_1 = require("../errors/config-error.js");
const glob_tool_js_1 = require("./glob-tool.js");
const grep_tool_js_1 = require("./grep-tool.js");
const list_directory_tool_js_1 = require("./list-directory-tool.js");
const read_file_tool_js_1 = require("./read-file-tool.js");
const edit_file_tool_js_1 = require("./edit-file-tool.js");
const run_command_tool_js_1 = require("./run-command-tool.js");
const workspace_root_js_1 = require("./workspace-root.js");
const write_file_tool_js_1 = require("./write-file-tool.js");
function positiveInteger(key, value, fallback) {
    if (value === undefined)
        return fallback;
    if (!Number.isInteger(value) || value < 1)
        throw new config_error_js_1.ConfigError(key, `must be a positive integer (got ${String(value)})`);
    return value;
}
function workspaceTools(dir, options = {}) {
    const root = new workspace_root_js_1.WorkspaceRoot(dir);
    const maxReadBytes = positiveInteger('maxReadBytes', options.maxReadBytes, 262_144);
    const maxResults = positiveInteger('maxResults', options.maxResults, 500);
    const regexBudgetMs = positiveInteger('regexBudgetMs', options.regexBudgetMs, 1000);
    const maxWriteBytes = positiveInteger('maxWriteBytes', options.maxWriteBytes, 1_048_576);
    const tools = [
        (0, list_directory_tool_js_1.listDirectoryTool)(root, maxResults),
        (0, read_file_tool_js_1.readFileTool)(root, maxReadBytes),
        (0, glob_tool_js_1.globTool)(root, maxResults),
        (0, grep_tool_js_1.grepTool)(root, maxReadBytes, maxResults, regexBudgetMs),
    ];
    if (options.write === true)
        tools.push((0, write_file_tool_js_1.writeFileTool)(root, maxWriteBytes), (0, edit_file_tool_js_1.editFileTool)(root, maxWriteBytes));
    if (options.commands !== undefined && options.commands !== false) {
        tools.push((0, run_command_tool_js_1.runCommandTool)(root, options.commands === true ? {} : options.commands));
    }
    return tools;
}
