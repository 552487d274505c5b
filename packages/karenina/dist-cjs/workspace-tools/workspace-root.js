"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.WorkspaceRoot = void 0;
const fs_js_1 = require("../utils/lazy-node/fs.js");
const fs_promises_js_1 = require("../utils/lazy-node/fs-promises.js");
const node_path_1 = __importDefault(require("node:path"));
const config_error_js_1 = require("../errors/config-error.js");
const workspace_tool_error_js_1 = require("./workspace-tool-error.js");
class WorkspaceRoot {
    dir;
    constructor(dir) {
        let real;
        try {
            real = (0, fs_js_1.realpathSync)(dir);
        }
        catch (error) {
            throw new config_error_js_1.ConfigError('workspace', `directory ${JSON.stringify(dir)} does not exist`, { cause: error });
        }
        if (!(0, fs_js_1.statSync)(real).isDirectory())
            throw new config_error_js_1.ConfigError('workspace', `${JSON.stringify(dir)} is not a directory`);
        this.dir = real;
    }
    contains(absolute) {
        const rel = node_path_1.default.relative(this.dir, absolute);
        return rel === '' || (!rel.startsWith('..') && !node_path_1.default.isAbsolute(rel));
    }
    lexical(input, field = 'path') {
        if (typeof input !== 'string')
            throw new workspace_tool_error_js_1.WorkspaceToolError(`${field} must be a string`);
        if (input.includes('\0'))
            throw new workspace_tool_error_js_1.WorkspaceToolError(`${field} ${JSON.stringify(input)} contains a NUL byte`);
        if (node_path_1.default.isAbsolute(input) || node_path_1.default.win32.isAbsolute(input)) {
            throw new workspace_tool_error_js_1.WorkspaceToolError(`${field} ${JSON.stringify(input)} is absolute; paths are relative to the workspace root`);
        }
        const absolute = node_path_1.default.resolve(this.dir, input === '' ? '.' : input);
        if (!this.contains(absolute))
            throw new workspace_tool_error_js_1.WorkspaceToolError(`${field} ${JSON.stringify(input)} leaves the workspace`);
        return absolute;
    }
    async resolve(input, field = 'path') {
        const absolute = this.lexical(input, field);
        let real;
        try {
            real = await (0, fs_promises_js_1.realpath)(absolute);
        }
        catch (error) {
            const code = error.code;
            if (code === 'ENOENT' || code === 'ENOTDIR')
                throw new workspace_tool_error_js_1.WorkspaceToolError(`${field} ${JSON.stringify(input)} does not exist`);
            if (code === 'ELOOP')
                throw new workspace_tool_error_js_1.WorkspaceToolError(`${field} ${JSON.stringify(input)} is a symlink loop`);
            throw new workspace_tool_error_js_1.WorkspaceToolError(`${field} ${JSON.stringify(input)} cannot be resolved (${code ?? String(error)})`);
        }
        if (!this.contains(real))
            throw new workspace_tool_error_js_1.WorkspaceToolError(`${field} ${JSON.stringify(input)} is a symlink that leaves the workspace`);
        return real;
    }
    relative(absolute) {
        const rel = node_path_1.default.relative(this.dir, absolute);
        return rel === '' ? '.' : rel.split(node_path_1.default.sep).join('/');
    }
}
exports.WorkspaceRoot = WorkspaceRoot;
