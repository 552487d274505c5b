"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.workspaceOutputPath = workspaceOutputPath;
exports.checkWorkspaceOutputMode = checkWorkspaceOutputMode;
exports.excluder = excluder;
exports.snapshotWorkspace = snapshotWorkspace;
exports.captureWorkspace = captureWorkspace;
const fs_js_1 = require("../../utils/lazy-node/fs.js");
const node_path_1 = __importDefault(require("node:path"));
const config_error_js_1 = require("../../errors/config-error.js");
const resolve_workspace_js_1 = require("./resolve-workspace.js");
function workspaceOutputPath(outputDir, questionId, resultId) {
    return node_path_1.default.join(node_path_1.default.resolve(outputDir), `${(0, resolve_workspace_js_1.safeName)(questionId)}__${(0, resolve_workspace_js_1.safeName)(resultId)}`);
}
function checkWorkspaceOutputMode(mode, outputDir) {
    if (mode !== 'none' && (outputDir === null || outputDir === ''))
        throw new config_error_js_1.ConfigError('workspace_output_dir', `required when workspace_output_mode is "${mode}" (the directory the workspaces are kept in)`);
}
function fnmatchRegExp(pattern) {
    let out = '';
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '*')
            out += '.*';
        else if (c === '?')
            out += '.';
        else if (c === '[') {
            const end = pattern.indexOf(']', i + 2);
            if (end < 0) {
                out += '\\[';
                continue;
            }
            let body = pattern.slice(i + 1, end).replace(/\\/g, '\\\\');
            if (body.startsWith('!'))
                body = `^${body.slice(1)}`;
            else if (body.startsWith('^'))
                body = `\\${body}`;
            out += `[${body}]`;
            i = end;
        }
        else
            out += c.replace(/[.+^${}()|\\/]/g, '\\$&');
    }
    return new RegExp(`^${out}$`, 's');
}
function excluder(patterns) {
    const regexps = patterns.map(fnmatchRegExp);
    return (relative) => regexps.some((r) => r.test(relative) || r.test(node_path_1.default.posix.basename(relative)));
}
function walk(dir, excluded, prefix = '', out = []) {
    for (const name of (0, fs_js_1.readdirSync)(dir).sort()) {
        const relative = prefix === '' ? name : `${prefix}/${name}`;
        if (excluded(relative))
            continue;
        const absolute = node_path_1.default.join(dir, name);
        const stat = (0, fs_js_1.lstatSync)(absolute, { bigint: true });
        if (stat.isDirectory())
            walk(absolute, excluded, relative, out);
        else if (stat.isFile() || stat.isSymbolicLink())
            out.push({ relative, absolute, kind: stat.isFile() ? 'file' : 'link', stamp: `${stat.size}:${stat.mtimeNs}` });
    }
    return out;
}
function snapshotWorkspace(dir) {
    return new Map(walk(dir, () => false).map((e) => [e.relative, e.stamp]));
}
function copyEntry(entry, target) {
    const destination = node_path_1.default.join(target, ...entry.relative.split('/'));
    (0, fs_js_1.mkdirSync)(node_path_1.default.dirname(destination), { recursive: true });
    if (entry.kind === 'link')
        (0, fs_js_1.symlinkSync)((0, fs_js_1.readlinkSync)(entry.absolute), destination);
    else
        (0, fs_js_1.copyFileSync)(entry.absolute, destination);
}
function captureWorkspace(input) {
    if (input.mode === 'none' || input.workspace === null)
        return null;
    const excluded = excluder(input.excludePatterns);
    try {
        if (input.mode === 'full' && node_path_1.default.resolve(input.workspace) === node_path_1.default.resolve(input.target)) {
            pruneExcluded(input.target, excluded);
            return null;
        }
        const entries = walk(input.workspace, excluded);
        const kept = input.mode === 'full' ? entries : entries.filter((e) => input.baseline?.get(e.relative) !== e.stamp);
        if (kept.length === 0 && input.mode === 'produced')
            return null;
        (0, fs_js_1.mkdirSync)(input.target, { recursive: true });
        for (const entry of kept)
            copyEntry(entry, input.target);
        return null;
    }
    catch (error) {
        return `Failed to capture workspace ${input.workspace} into ${input.target} (workspace_output_mode "${input.mode}"): ${error instanceof Error ? error.message : String(error)}`;
    }
}
function pruneExcluded(dir, excluded, prefix = '') {
    for (const name of (0, fs_js_1.readdirSync)(dir)) {
        const relative = prefix === '' ? name : `${prefix}/${name}`;
        const absolute = node_path_1.default.join(dir, name);
        if (excluded(relative))
            (0, fs_js_1.rmSync)(absolute, { recursive: true, force: true });
        else if ((0, fs_js_1.lstatSync)(absolute).isDirectory())
            pruneExcluded(absolute, excluded, relative);
    }
}
