"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.workspaceViolation = workspaceViolation;
exports.workspaceGuardHook = workspaceGuardHook;
const promises_1 = require("node:fs/promises");
const node_path_1 = __importDefault(require("node:path"));
const PATH_KEYS = ['file_path', 'path', 'notebook_path'];
const PATTERN_KEYS = { Glob: ['pattern'], Grep: ['glob'] };
async function realOrAncestor(target) {
    const rest = [];
    let current = target;
    for (;;) {
        try {
            return node_path_1.default.join(await (0, promises_1.realpath)(current), ...rest);
        }
        catch {
            const parent = node_path_1.default.dirname(current);
            if (parent === current)
                return target;
            rest.unshift(node_path_1.default.basename(current));
            current = parent;
        }
    }
}
async function workspaceViolation(root, tool, input) {
    if (typeof input !== 'object' || input === null)
        return undefined;
    const fields = input;
    for (const key of PATH_KEYS) {
        const value = fields[key];
        if (typeof value !== 'string' || value === '')
            continue;
        const real = await realOrAncestor(node_path_1.default.resolve(root.dir, value));
        if (!root.contains(real))
            return `${tool} ${key} ${JSON.stringify(value)} is outside the workspace ${root.dir}`;
    }
    for (const key of PATTERN_KEYS[tool] ?? []) {
        const value = fields[key];
        if (typeof value !== 'string')
            continue;
        if (node_path_1.default.isAbsolute(value) && !root.contains(node_path_1.default.resolve(value)))
            return `${tool} ${key} ${JSON.stringify(value)} is outside the workspace ${root.dir}`;
        if (value.split(/[\\/]/).includes('..'))
            return `${tool} ${key} ${JSON.stringify(value)} leaves the workspace (..)`;
    }
    return undefined;
}
function workspaceGuardHook(root, allowed) {
    const granted = new Set(allowed);
    return async (input) => {
        const tool = input.tool_name ?? '';
        const isGranted = granted.has(tool) || (tool.startsWith('mcp__') && [...granted].some((g) => g.startsWith('mcp__') && tool.startsWith(`${g}__`)));
        const violation = !isGranted
            ? `${JSON.stringify(tool)} is not among the tools this agent was given (${[...granted].join(', ') || 'none'})`
            : tool.startsWith('mcp__')
                ? undefined
                : await workspaceViolation(root, tool, input.tool_input);
        if (violation === undefined)
            return {};
        return { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: violation } };
    };
}
