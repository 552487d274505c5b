"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.checkPattern = checkPattern;
exports.findFiles = findFiles;
const fs_promises_js_1 = require("../utils/lazy-node/fs-promises.js");
const node_path_1 = __importDefault(require("node:path"));
const workspace_tool_error_js_1 = require("./workspace-tool-error.js");
function checkPattern(pattern, field = 'pattern') {
    if (pattern === '')
        throw new workspace_tool_error_js_1.WorkspaceToolError(`${field} is empty`);
    if (pattern.includes('\0'))
        throw new workspace_tool_error_js_1.WorkspaceToolError(`${field} contains a NUL byte`);
    if (node_path_1.default.isAbsolute(pattern) || node_path_1.default.win32.isAbsolute(pattern)) {
        throw new workspace_tool_error_js_1.WorkspaceToolError(`${field} ${JSON.stringify(pattern)} is absolute; patterns are relative to the workspace root`);
    }
    if (pattern.split(/[\\/]/).includes('..'))
        throw new workspace_tool_error_js_1.WorkspaceToolError(`${field} ${JSON.stringify(pattern)} leaves the workspace (..)`);
}
async function findFiles(root, dir, pattern) {
    checkPattern(pattern);
    const [{ default: picomatch }, { glob }] = await Promise.all([Promise.resolve().then(() => __importStar(require('picomatch'))), Promise.resolve().then(() => __importStar(require('tinyglobby')))]);
    let isMatch;
    try {
        isMatch = picomatch(pattern, { dot: true });
    }
    catch (error) {
        throw new workspace_tool_error_js_1.WorkspaceToolError(`pattern ${JSON.stringify(pattern)} is not a valid glob: ${error.message}`);
    }
    const files = await glob('**', { cwd: dir, dot: true, onlyFiles: true, followSymbolicLinks: false, expandDirectories: false });
    const kept = [];
    for (const file of files.filter((f) => isMatch(f)).sort()) {
        const absolute = node_path_1.default.resolve(dir, file);
        const real = await (0, fs_promises_js_1.realpath)(absolute).catch(() => undefined);
        if (real !== undefined && root.contains(real))
            kept.push(absolute);
    }
    return kept;
}
