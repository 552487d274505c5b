"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readCapped = readCapped;
exports.readFileTool = readFileTool;
const fs_js_1 = require("../utils/lazy-node/fs.js");
const fs_promises_js_1 = require("../utils/lazy-node/fs-promises.js");
const zod_1 = require("zod");
const define_tool_js_1 = require("../llm/define-tool.js");
const regular_file_js_1 = require("./regular-file.js");
const workspace_tool_error_js_1 = require("./workspace-tool-error.js");
const parameters = zod_1.z.object({
    path: zod_1.z.string().describe('File path relative to the workspace root'),
    offset: zod_1.z.number().int().min(0).optional().describe('Byte offset to start reading at (to page through a large file)'),
});
async function readCapped(file, maxBytes, offset = 0) {
    const handle = await (0, fs_promises_js_1.open)(file, fs_js_1.constants.O_RDONLY | fs_js_1.constants.O_NONBLOCK);
    try {
        const info = await handle.stat();
        const kind = (0, regular_file_js_1.specialKind)(info);
        if (kind !== null)
            throw new regular_file_js_1.NotRegularFileError(kind);
        const { size } = info;
        const length = Math.max(0, Math.min(maxBytes, size - offset));
        const buffer = Buffer.alloc(length);
        const { bytesRead } = length > 0 ? await handle.read(buffer, 0, length, offset) : { bytesRead: 0 };
        const bytes = buffer.subarray(0, bytesRead);
        return { text: bytes.includes(0) ? null : bytes.toString('utf8'), size, read: bytesRead };
    }
    finally {
        await handle.close();
    }
}
function readFileTool(root, maxBytes) {
    return (0, define_tool_js_1.defineTool)({
        name: 'read_file',
        description: `Read a text file of the workspace (at most ${maxBytes} bytes per call; pass offset to read further).`,
        parameters,
        execute: async ({ path, offset = 0 }) => {
            const file = await root.resolve(path);
            let result;
            try {
                result = await readCapped(file, maxBytes, offset);
            }
            catch (error) {
                const code = error.code;
                if (code === 'EISDIR')
                    throw new workspace_tool_error_js_1.WorkspaceToolError(`${JSON.stringify(path)} is a directory; use list_directory`);
                if (error instanceof regular_file_js_1.NotRegularFileError)
                    throw new workspace_tool_error_js_1.WorkspaceToolError(`${JSON.stringify(path)} ${error.message}; only regular files can be read`);
                throw new workspace_tool_error_js_1.WorkspaceToolError(`cannot read ${JSON.stringify(path)} (${code ?? String(error)})`);
            }
            const { text, size, read } = result;
            if (text === null)
                throw new workspace_tool_error_js_1.WorkspaceToolError(`${JSON.stringify(path)} is a binary file (${size} bytes)`);
            if (offset + read >= size)
                return text;
            return `${text}\n[truncated: bytes ${offset}–${offset + read} of ${size}; call read_file with offset ${offset + read} for more]`;
        },
    });
}
