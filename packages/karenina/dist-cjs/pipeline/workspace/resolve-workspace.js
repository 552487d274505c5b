"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.WorkspaceResolutionError = void 0;
exports.workspaceSuffix = workspaceSuffix;
exports.resolveWorkspace = resolveWorkspace;
exports.safeName = safeName;
exports.workspaceProblem = workspaceProblem;
const fs_js_1 = require("../../utils/lazy-node/fs.js");
const node_path_1 = __importDefault(require("node:path"));
const fs_promises_js_1 = require("../../utils/lazy-node/fs-promises.js");
const copy_workspace_js_1 = require("./copy-workspace.js");
class WorkspaceResolutionError extends Error {
    name = 'WorkspaceResolutionError';
}
exports.WorkspaceResolutionError = WorkspaceResolutionError;
const pad = (n, width = 2) => String(n).padStart(width, '0');
function workspaceSuffix(now, pid, replicate) {
    const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}T${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
    return `run_${stamp}_pid${pid}${replicate === null ? '' : `_rep${replicate}`}`;
}
function reserveDirectory(base) {
    for (let n = 1;; n++) {
        const candidate = n === 1 ? base : `${base}_${n}`;
        try {
            (0, fs_js_1.mkdirSync)(candidate);
            return candidate;
        }
        catch (error) {
            if (error.code !== 'EEXIST')
                throw error;
        }
    }
}
function isInside(root, target) {
    const rel = node_path_1.default.relative(root, target);
    return rel === '' || (!rel.startsWith('..') && !node_path_1.default.isAbsolute(rel));
}
async function resolveWorkspace(input) {
    const where = `question ${JSON.stringify(input.questionId)}`;
    if (input.root === null || input.root === '') {
        const pathPart = input.questionPath ? `, workspace_path ${JSON.stringify(input.questionPath)}` : '';
        throw new WorkspaceResolutionError(`workspace_root is required when agentic_parsing is on (${where}${pathPart})`);
    }
    let root;
    try {
        root = (0, fs_js_1.realpathSync)(input.root);
        if (!(0, fs_js_1.statSync)(root).isDirectory())
            throw new Error('not a directory');
    }
    catch {
        throw new WorkspaceResolutionError(`workspace_root ${JSON.stringify(input.root)} is not an existing directory (${where})`);
    }
    const suffix = workspaceSuffix(input.now, input.pid ?? process.pid, input.replicate);
    const output = input.outputPath ?? null;
    if (input.questionPath === null || input.questionPath === '') {
        if (output !== null)
            return { path: reserveOutput(output), isCopy: false };
        return { path: reserveDirectory(node_path_1.default.join(root, `${safeName(input.questionId)}_${suffix}`)), isCopy: true };
    }
    const source = node_path_1.default.resolve(root, input.questionPath);
    const named = `workspace_path ${JSON.stringify(input.questionPath)} of ${where}`;
    if (!isInside(root, source))
        throw new WorkspaceResolutionError(`${named} leaves workspace_root ${JSON.stringify(input.root)}`);
    let real;
    try {
        real = (0, fs_js_1.realpathSync)(source);
    }
    catch {
        throw new WorkspaceResolutionError(`${named} does not exist under workspace_root ${JSON.stringify(input.root)}`);
    }
    if (!isInside(root, real))
        throw new WorkspaceResolutionError(`${named} leaves workspace_root ${JSON.stringify(input.root)} through a symlink`);
    if (!(0, fs_js_1.statSync)(real).isDirectory())
        throw new WorkspaceResolutionError(`${named} is not a directory`);
    if (!input.copy)
        return { path: real, isCopy: false };
    if (real === root)
        throw new WorkspaceResolutionError(rootCopyProblem(named));
    const target = output !== null ? reserveOutput(output) : reserveDirectory(`${source.replace(/[\\/]+$/, '')}_${suffix}`);
    try {
        await (0, copy_workspace_js_1.copyWorkspace)(real, target);
    }
    catch (error) {
        await (0, fs_promises_js_1.rm)(target, { recursive: true, force: true });
        throw error;
    }
    return { path: target, isCopy: output === null };
}
function rootCopyProblem(named) {
    return `${named} is workspace_root itself: a copy would hold every question's workspace; give the question a subdirectory, or set workspace_copy: false to work in place`;
}
function reserveOutput(output) {
    (0, fs_js_1.mkdirSync)(node_path_1.default.dirname(output), { recursive: true });
    return reserveDirectory(output);
}
function safeName(id) {
    const safe = id.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');
    return safe === '' ? '_' : safe;
}
function workspaceProblem(root, questions, copy = true) {
    const first = questions[0];
    const needs = first === undefined ? '' : `, needed by question ${JSON.stringify(first.id)}${first.workspacePath ? ` (workspace_path ${JSON.stringify(first.workspacePath)})` : ''}`;
    if (root === null || root === '')
        return `workspace_root is required when agentic_parsing is on${needs}: set the Benchmark's workspaceRoot, config workspace_root or CLI --workspace-root`;
    let realRoot;
    try {
        realRoot = (0, fs_js_1.realpathSync)(root);
        if (!(0, fs_js_1.statSync)(realRoot).isDirectory())
            throw new Error('not a directory');
    }
    catch {
        return `workspace_root ${JSON.stringify(root)} is not an existing directory${needs}`;
    }
    for (const q of questions) {
        if (q.workspacePath === null || q.workspacePath === undefined || q.workspacePath === '')
            continue;
        const named = `workspace_path ${JSON.stringify(q.workspacePath)} of question ${JSON.stringify(q.id)}`;
        const source = node_path_1.default.resolve(realRoot, q.workspacePath);
        if (!isInside(realRoot, source))
            return `${named} leaves workspace_root ${JSON.stringify(root)}`;
        let real;
        try {
            real = (0, fs_js_1.realpathSync)(source);
        }
        catch {
            return `${named} does not exist under workspace_root ${JSON.stringify(root)}`;
        }
        if (!isInside(realRoot, real))
            return `${named} leaves workspace_root ${JSON.stringify(root)} through a symlink`;
        if (!(0, fs_js_1.statSync)(real).isDirectory())
            return `${named} is not a directory`;
        if (copy && real === realRoot)
            return rootCopyProblem(named);
    }
    return null;
}
