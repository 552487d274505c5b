"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.editFileTool = editFileTool;
const zod_1 = require("zod");
const define_tool_js_1 = require("../llm/define-tool.js");
const read_file_tool_js_1 = require("./read-file-tool.js");
const regular_file_js_1 = require("./regular-file.js");
const workspace_tool_error_js_1 = require("./workspace-tool-error.js");
const writable_path_js_1 = require("./writable-path.js");
const parameters = zod_1.z.object({
    path: zod_1.z.string().describe('Existing file path relative to the workspace root'),
    old_text: zod_1.z.string().min(1).describe('Exact text to replace; must occur exactly once unless replace_all'),
    new_text: zod_1.z.string().describe('Replacement text'),
    replace_all: zod_1.z.boolean().optional().describe('Replace every occurrence (default: exactly one must exist)'),
});
function editFileTool(root, maxBytes) {
    return (0, define_tool_js_1.defineTool)({
        name: 'edit_file',
        description: `Replace exact text in an existing workspace file (old_text must occur once unless replace_all; files up to ${maxBytes} bytes).`,
        parameters,
        execute: async ({ path, old_text: oldText, new_text: newText, replace_all: all = false }) => {
            await root.resolve(path);
            const file = await (0, writable_path_js_1.writablePath)(root, path);
            let current;
            try {
                current = await (0, read_file_tool_js_1.readCapped)(file, maxBytes + 1);
            }
            catch (error) {
                const code = error.code;
                if (code === 'EISDIR')
                    throw new workspace_tool_error_js_1.WorkspaceToolError(`${JSON.stringify(path)} is a directory`);
                if (error instanceof regular_file_js_1.NotRegularFileError)
                    throw new workspace_tool_error_js_1.WorkspaceToolError(`${JSON.stringify(path)} ${error.message}; only regular files can be edited`);
                throw new workspace_tool_error_js_1.WorkspaceToolError(`cannot read ${JSON.stringify(path)} (${code ?? String(error)})`);
            }
            if (current.size > maxBytes)
                throw new workspace_tool_error_js_1.WorkspaceToolError(`${JSON.stringify(path)} is ${current.size} bytes; the limit is ${maxBytes}`);
            if (current.text === null)
                throw new workspace_tool_error_js_1.WorkspaceToolError(`${JSON.stringify(path)} is a binary file`);
            const count = current.text.split(oldText).length - 1;
            if (count === 0)
                throw new workspace_tool_error_js_1.WorkspaceToolError(`old_text does not occur in ${JSON.stringify(path)}`);
            if (count > 1 && !all)
                throw new workspace_tool_error_js_1.WorkspaceToolError(`old_text occurs ${count} times in ${JSON.stringify(path)}; make it unique or pass replace_all`);
            const next = all ? current.text.split(oldText).join(newText) : current.text.replace(oldText, () => newText);
            const bytes = Buffer.byteLength(next, 'utf8');
            if (bytes > maxBytes)
                throw new workspace_tool_error_js_1.WorkspaceToolError(`the edited ${JSON.stringify(path)} would be ${bytes} bytes; the limit is ${maxBytes}`);
            await (0, writable_path_js_1.writeNoFollow)(file, next, path);
            return `replaced ${all ? count : 1} occurrence${(all ? count : 1) === 1 ? '' : 's'} in ${root.relative(file)}`;
        },
    });
}
