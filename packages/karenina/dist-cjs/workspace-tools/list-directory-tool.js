"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.listDirectoryTool = listDirectoryTool;
const fs_promises_js_1 = require("../utils/lazy-node/fs-promises.js");
const node_path_1 = __importDefault(require("node:path"));
const zod_1 = require("zod");
const define_tool_js_1 = require("../llm/define-tool.js");
const workspace_tool_error_js_1 = require("./workspace-tool-error.js");
const parameters = zod_1.z.object({
    path: zod_1.z.string().optional().describe('Directory relative to the workspace root (default: the root)'),
});
function listDirectoryTool(root, maxEntries) {
    return (0, define_tool_js_1.defineTool)({
        name: 'list_directory',
        description: 'List the entries of a workspace directory (directories end in /, symlinks in @).',
        parameters,
        execute: async ({ path: input = '.' }) => {
            const dir = await root.resolve(input);
            let entries;
            try {
                entries = await (0, fs_promises_js_1.readdir)(dir, { withFileTypes: true });
            }
            catch (error) {
                const code = error.code;
                if (code === 'ENOTDIR')
                    throw new workspace_tool_error_js_1.WorkspaceToolError(`${JSON.stringify(input)} is a file; use read_file`);
                throw new workspace_tool_error_js_1.WorkspaceToolError(`cannot list ${JSON.stringify(input)} (${code ?? String(error)})`);
            }
            entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
            const lines = [];
            for (const entry of entries.slice(0, maxEntries)) {
                if (entry.isDirectory())
                    lines.push(`${entry.name}/`);
                else if (entry.isSymbolicLink())
                    lines.push(`${entry.name}@`);
                else if (entry.isFile())
                    lines.push(`${entry.name} (${(await (0, fs_promises_js_1.stat)(node_path_1.default.join(dir, entry.name))).size} bytes)`);
                else
                    lines.push(entry.name);
            }
            if (entries.length > maxEntries)
                lines.push(`[${entries.length - maxEntries} more entries not shown]`);
            return lines.length > 0 ? lines.join('\n') : '(empty directory)';
        },
    });
}
