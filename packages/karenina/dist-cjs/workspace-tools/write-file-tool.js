"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.writeFileTool = writeFileTool;
const zod_1 = require("zod");
const define_tool_js_1 = require("../llm/define-tool.js");
const workspace_tool_error_js_1 = require("./workspace-tool-error.js");
const writable_path_js_1 = require("./writable-path.js");
const parameters = zod_1.z.object({
    path: zod_1.z.string().describe('File path relative to the workspace root; missing parent directories are created'),
    content: zod_1.z.string().describe('The whole new content of the file (UTF-8 text)'),
});
function writeFileTool(root, maxBytes) {
    return (0, define_tool_js_1.defineTool)({
        name: 'write_file',
        description: `Create or overwrite a text file in the workspace (at most ${maxBytes} bytes; parent directories are created).`,
        parameters,
        execute: async ({ path, content }) => {
            const bytes = Buffer.byteLength(content, 'utf8');
            if (bytes > maxBytes)
                throw new workspace_tool_error_js_1.WorkspaceToolError(`content for ${JSON.stringify(path)} is ${bytes} bytes; the limit is ${maxBytes}`);
            const file = await (0, writable_path_js_1.writablePath)(root, path);
            await (0, writable_path_js_1.writeNoFollow)(file, content, path);
            return `wrote ${bytes} bytes to ${root.relative(file)}`;
        },
    });
}
