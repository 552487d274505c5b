"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.writablePath = writablePath;
exports.writeNoFollow = writeNoFollow;
const fs_promises_js_1 = require("../utils/lazy-node/fs-promises.js");
const fs_js_1 = require("../utils/lazy-node/fs.js");
const node_path_1 = __importDefault(require("node:path"));
const regular_file_js_1 = require("./regular-file.js");
const workspace_tool_error_js_1 = require("./workspace-tool-error.js");
const code = (error) => error.code;
async function entryExists(file, input) {
    try {
        await (0, fs_promises_js_1.lstat)(file);
        return true;
    }
    catch (error) {
        if (code(error) === 'ENOENT' || code(error) === 'ENOTDIR')
            return false;
        if (code(error) === 'ELOOP')
            return true;
        throw new workspace_tool_error_js_1.WorkspaceToolError(`path ${JSON.stringify(input)} cannot be inspected (${code(error) ?? String(error)})`);
    }
}
async function realInside(root, absolute, input) {
    let real;
    try {
        real = await (0, fs_promises_js_1.realpath)(absolute);
    }
    catch (error) {
        if (code(error) === 'ELOOP')
            throw new workspace_tool_error_js_1.WorkspaceToolError(`path ${JSON.stringify(input)} goes through a symlink loop`);
        if (code(error) === 'ENOENT')
            throw new workspace_tool_error_js_1.WorkspaceToolError(`path ${JSON.stringify(input)} is or goes through a dangling symlink; not written`);
        throw new workspace_tool_error_js_1.WorkspaceToolError(`path ${JSON.stringify(input)} cannot be resolved (${code(error) ?? String(error)})`);
    }
    if (!root.contains(real))
        throw new workspace_tool_error_js_1.WorkspaceToolError(`path ${JSON.stringify(input)} is a symlink that leaves the workspace`);
    return real;
}
async function writablePath(root, input) {
    const absolute = root.lexical(input);
    if (absolute === root.dir)
        throw new workspace_tool_error_js_1.WorkspaceToolError(`path ${JSON.stringify(input)} is the workspace directory, not a file`);
    if (await entryExists(absolute, input)) {
        const real = await realInside(root, absolute, input);
        const stats = await (0, fs_promises_js_1.lstat)(real);
        if (stats.isDirectory())
            throw new workspace_tool_error_js_1.WorkspaceToolError(`path ${JSON.stringify(input)} is a directory`);
        if (stats.nlink > 1)
            throw new workspace_tool_error_js_1.WorkspaceToolError(`path ${JSON.stringify(input)} is a hard link (${stats.nlink} names); not written`);
        return real;
    }
    let ancestor = node_path_1.default.dirname(absolute);
    while (ancestor !== root.dir && !(await entryExists(ancestor, input)))
        ancestor = node_path_1.default.dirname(ancestor);
    const realAncestor = await realInside(root, ancestor, input);
    if (!(await (0, fs_promises_js_1.lstat)(realAncestor)).isDirectory())
        throw new workspace_tool_error_js_1.WorkspaceToolError(`path ${JSON.stringify(input)} goes through a file`);
    const parent = node_path_1.default.join(realAncestor, node_path_1.default.relative(ancestor, node_path_1.default.dirname(absolute)));
    try {
        await (0, fs_promises_js_1.mkdir)(parent, { recursive: true });
    }
    catch (error) {
        throw new workspace_tool_error_js_1.WorkspaceToolError(`cannot create the directory of ${JSON.stringify(input)} (${code(error) ?? String(error)})`);
    }
    const realParent = await realInside(root, parent, input);
    return node_path_1.default.join(realParent, node_path_1.default.basename(absolute));
}
async function writeNoFollow(file, text, input) {
    let handle;
    try {
        handle = await (0, fs_promises_js_1.open)(file, fs_js_1.constants.O_WRONLY | fs_js_1.constants.O_CREAT | fs_js_1.constants.O_NONBLOCK | (fs_js_1.constants.O_NOFOLLOW ?? 0), 0o644);
    }
    catch (error) {
        if (code(error) === 'ELOOP')
            throw new workspace_tool_error_js_1.WorkspaceToolError(`path ${JSON.stringify(input)} became a symlink; not written`);
        if (code(error) === 'EISDIR')
            throw new workspace_tool_error_js_1.WorkspaceToolError(`path ${JSON.stringify(input)} is a directory`);
        if (code(error) === 'ENXIO')
            throw new workspace_tool_error_js_1.WorkspaceToolError(`path ${JSON.stringify(input)} is a FIFO (named pipe); only regular files can be written`);
        throw new workspace_tool_error_js_1.WorkspaceToolError(`cannot write ${JSON.stringify(input)} (${code(error) ?? String(error)})`);
    }
    try {
        const kind = (0, regular_file_js_1.specialKind)(await handle.stat());
        if (kind !== null)
            throw new workspace_tool_error_js_1.WorkspaceToolError(`path ${JSON.stringify(input)} is ${kind}; only regular files can be written`);
        await handle.truncate(0);
        await handle.writeFile(text, 'utf8');
    }
    finally {
        await handle.close();
    }
}
