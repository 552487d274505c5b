"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.grepTool = grepTool;
const fs_promises_js_1 = require("../utils/lazy-node/fs-promises.js");
const zod_1 = require("zod");
const define_tool_js_1 = require("../llm/define-tool.js");
const find_files_js_1 = require("./find-files.js");
const line_matcher_js_1 = require("./line-matcher.js");
const read_file_tool_js_1 = require("./read-file-tool.js");
const regular_file_js_1 = require("./regular-file.js");
const workspace_tool_error_js_1 = require("./workspace-tool-error.js");
const parameters = zod_1.z.object({
    pattern: zod_1.z.string().describe('JavaScript regular expression searched in each line'),
    path: zod_1.z.string().optional().describe('File or directory to search, relative to the workspace root (default: the root)'),
    include: zod_1.z.string().optional().describe('Glob of the files to search under path (default: "**/*")'),
    ignore_case: zod_1.z.boolean().optional(),
});
const MAX_LINE_CHARS = 300;
const BATCH_CHARS = 1 << 20;
function grepTool(root, maxBytes, maxResults, regexBudgetMs) {
    return (0, define_tool_js_1.defineTool)({
        name: 'grep',
        description: 'Search workspace files for lines matching a regular expression; returns path:line: text.',
        parameters,
        execute: async ({ pattern, path = '.', include = '**/*', ignore_case: ignoreCase = false }) => {
            const matcher = new line_matcher_js_1.LineMatcher(pattern, ignoreCase, regexBudgetMs);
            const target = await root.resolve(path);
            const walked = (await (0, fs_promises_js_1.stat)(target)).isDirectory();
            const files = walked ? await (0, find_files_js_1.findFiles)(root, target, include) : [target];
            const hits = [];
            let more = false;
            let batch = { lines: [], owners: [], chars: 0 };
            const flush = () => {
                if (batch.lines.length === 0)
                    return;
                const { lines, owners } = batch;
                batch = { lines: [], owners: [], chars: 0 };
                for (const index of matcher.match(lines, maxResults - hits.length + 1, owners[0].file)) {
                    if (hits.length === maxResults) {
                        more = true;
                        return;
                    }
                    const owner = owners.findLast((o) => o.start <= index);
                    const line = lines[index] ?? '';
                    const shown = line.length > MAX_LINE_CHARS ? `${line.slice(0, MAX_LINE_CHARS)}…` : line;
                    hits.push(`${owner.file}:${index - owner.start + 1}: ${shown}`);
                }
            };
            for (const file of files) {
                let text;
                try {
                    ;
                    ({ text } = await (0, read_file_tool_js_1.readCapped)(file, maxBytes));
                }
                catch (error) {
                    if (!(error instanceof regular_file_js_1.NotRegularFileError))
                        throw error;
                    if (!walked)
                        throw new workspace_tool_error_js_1.WorkspaceToolError(`${JSON.stringify(path)} ${error.message}; only regular files are searched`);
                    continue;
                }
                if (text === null)
                    continue;
                batch.owners.push({ file: root.relative(file), start: batch.lines.length });
                batch.lines.push(...text.split(/\r?\n/));
                batch.chars += text.length;
                if (batch.chars >= BATCH_CHARS)
                    flush();
                if (more)
                    break;
            }
            if (!more)
                flush();
            if (hits.length === 0)
                return `no lines match ${JSON.stringify(pattern)}`;
            if (more)
                hits.push(`[stopped after ${maxResults} matches]`);
            return hits.join('\n');
        },
    });
}
