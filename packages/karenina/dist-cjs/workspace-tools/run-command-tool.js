"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.runCommandTool = runCommandTool;
const node_path_1 = __importDefault(require("node:path"));
const child_process_js_1 = require("../utils/lazy-node/child-process.js");
const fs_promises_js_1 = require("../utils/lazy-node/fs-promises.js");
const zod_1 = require("zod");
const define_tool_js_1 = require("../llm/define-tool.js");
const workspace_tool_error_js_1 = require("./workspace-tool-error.js");
const parameters = zod_1.z.object({
    command: zod_1.z.string().describe('Program to run (no shell: pipes and redirections are not interpreted)'),
    args: zod_1.z.array(zod_1.z.string()).optional().describe('Arguments, one per element; file paths must be relative and inside the workspace'),
});
async function checkArgument(root, arg) {
    const values = arg.startsWith('-') && arg.includes('=') ? [arg, arg.slice(arg.indexOf('=') + 1)] : [arg];
    for (const value of values) {
        const named = `argument ${JSON.stringify(arg)}`;
        if (node_path_1.default.isAbsolute(value) || node_path_1.default.win32.isAbsolute(value) || value.startsWith('~')) {
            throw new workspace_tool_error_js_1.WorkspaceToolError(`${named} is an absolute path; arguments may name only paths inside the workspace, relative to its root`);
        }
        if (value.includes('\0'))
            throw new workspace_tool_error_js_1.WorkspaceToolError(`${named} contains a NUL byte`);
        const absolute = node_path_1.default.resolve(root.dir, value);
        if (!root.contains(absolute))
            throw new workspace_tool_error_js_1.WorkspaceToolError(`${named} leaves the workspace`);
        const exists = await (0, fs_promises_js_1.lstat)(absolute).then(() => true, () => false);
        if (exists)
            await root.resolve(value, named);
    }
}
function killGroup(child) {
    if (child.pid === undefined)
        return;
    try {
        process.kill(-child.pid, 'SIGKILL');
    }
    catch {
    }
}
function runCommandTool(root, options) {
    const timeout = options.timeoutMs ?? 30_000;
    const maxBuffer = options.maxOutputBytes ?? 65_536;
    const env = options.env ?? (process.env['PATH'] === undefined ? {} : { PATH: process.env['PATH'] });
    return (0, define_tool_js_1.defineTool)({
        name: 'run_command',
        description: `Run a program in the workspace root (no shell; killed after ${timeout} ms; path arguments relative and inside the workspace). Returns the exit code, stdout and stderr.`,
        parameters,
        execute: async ({ command, args = [] }, { signal }) => {
            if (options.allowed !== undefined && !options.allowed.includes(command)) {
                throw new workspace_tool_error_js_1.WorkspaceToolError(`command ${JSON.stringify(command)} is not allowed (allowed: ${options.allowed.join(', ')})`);
            }
            for (const arg of args)
                await checkArgument(root, arg);
            signal?.throwIfAborted();
            return new Promise((resolve, reject) => {
                const child = (0, child_process_js_1.spawn)(command, args, { cwd: root.dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
                let stdout = '';
                let stderr = '';
                let kept = 0;
                let failure = null;
                const stop = (why) => {
                    failure ??= why;
                    killGroup(child);
                };
                const take = (append) => (chunk) => {
                    kept += chunk.length;
                    if (kept > maxBuffer)
                        return stop(new workspace_tool_error_js_1.WorkspaceToolError(`output of ${JSON.stringify(command)} exceeded ${maxBuffer} bytes`));
                    append(chunk.toString('utf8'));
                };
                child.stdout.on('data', take((text) => (stdout += text)));
                child.stderr.on('data', take((text) => (stderr += text)));
                const timer = setTimeout(() => stop(new workspace_tool_error_js_1.WorkspaceToolError(`command ${JSON.stringify(command)} timed out after ${timeout} ms`)), timeout);
                const onAbort = () => stop(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
                signal?.addEventListener('abort', onAbort, { once: true });
                child.on('exit', () => killGroup(child));
                child.on('error', (error) => {
                    if (error.code === 'ENOENT')
                        failure ??= new workspace_tool_error_js_1.WorkspaceToolError(`command ${JSON.stringify(command)} not found`);
                    else
                        failure ??= new workspace_tool_error_js_1.WorkspaceToolError(`command ${JSON.stringify(command)} failed: ${error.message}`);
                });
                child.on('close', (code) => {
                    clearTimeout(timer);
                    signal?.removeEventListener('abort', onAbort);
                    const out = `stdout:\n${stdout}\nstderr:\n${stderr}`;
                    if (failure instanceof workspace_tool_error_js_1.WorkspaceToolError && failure.message.includes('timed out'))
                        return reject(new workspace_tool_error_js_1.WorkspaceToolError(`${failure.message}\n${out}`));
                    if (failure !== null)
                        return reject(failure);
                    resolve(`exit code ${code ?? 'none (killed by a signal)'}\n${out}`);
                });
            });
        },
    });
}
