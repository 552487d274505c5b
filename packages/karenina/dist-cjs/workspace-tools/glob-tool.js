"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.globTool = globTool;
const zod_1 = require("zod");
const define_tool_js_1 = require("../llm/define-tool.js");
const find_files_js_1 = require("./find-files.js");
const parameters = zod_1.z.object({
    pattern: zod_1.z.string().describe('Glob pattern, e.g. "**/*.csv" or "src/*.{ts,js}"'),
    path: zod_1.z.string().optional().describe('Directory to search from, relative to the workspace root (default: the root)'),
});
function globTool(root, maxResults) {
    return (0, define_tool_js_1.defineTool)({
        name: 'glob',
        description: 'Find workspace files by glob pattern; returns paths relative to the workspace root.',
        parameters,
        execute: async ({ pattern, path = '.' }) => {
            const dir = await root.resolve(path);
            const files = await (0, find_files_js_1.findFiles)(root, dir, pattern);
            if (files.length === 0)
                return `no files match ${JSON.stringify(pattern)}`;
            const lines = files.slice(0, maxResults).map((f) => root.relative(f));
            if (files.length > maxResults)
                lines.push(`[${files.length - maxResults} more files not shown]`);
            return lines.join('\n');
        },
    });
}
