"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PythonError = exports.PythonSandbox = exports.PythonSandboxError = void 0;
exports.sharedPythonSandbox = sharedPythonSandbox;
const child_process_js_1 = require("../utils/lazy-node/child-process.js");
const fs_js_1 = require("../utils/lazy-node/fs.js");
const node_path_1 = require("node:path");
const misc_js_1 = require("../utils/lazy-node/misc.js");
const parse_py_json_js_1 = require("../compat/parse-py-json.js");
const own_package_js_1 = require("../utils/own-package.js");
const network_isolation_js_1 = require("./network-isolation.js");
class PythonSandboxError extends Error {
    name = 'PythonSandboxError';
}
exports.PythonSandboxError = PythonSandboxError;
function assetPath(name) {
    const { root, layout } = (0, own_package_js_1.ownPackage)();
    const beside = (0, node_path_1.join)(root, layout, 'python-sandbox', name);
    return (0, fs_js_1.existsSync)(beside) ? beside : (0, node_path_1.join)(root, 'src', 'python-sandbox', name);
}
function pyodideDir() {
    try {
        return (0, fs_js_1.realpathSync)((0, node_path_1.dirname)((0, misc_js_1.createRequire)(require("node:url").pathToFileURL(__filename).href).resolve('pyodide/package.json')));
    }
    catch (error) {
        throw new PythonSandboxError('classic Python templates run in Pyodide, an optional peer dependency that is not installed: run `npm install pyodide` ' +
            '(or register TypeScript implementations of the templates)', { cause: error });
    }
}
class PythonSandbox {
    #options;
    #child = null;
    #queue = Promise.resolve();
    #nextId = 1;
    #starts = 0;
    constructor(options = {}) {
        this.#options = { timeoutMs: options.timeoutMs ?? 5000, startTimeoutMs: options.startTimeoutMs ?? 60_000, memoryLimitMiB: options.memoryLimitMiB ?? 512 };
    }
    get starts() {
        return this.#starts;
    }
    request(payload) {
        const run = this.#queue.then(async () => {
            const child = this.#ensure();
            await child.ready;
            return this.#send(child, payload, this.#options.timeoutMs);
        });
        this.#queue = run.catch(() => { });
        return run;
    }
    peakRssKiB() {
        const pid = this.#child?.process.pid;
        if (pid === undefined)
            return 0;
        try {
            return Number(/VmHWM:\s+(\d+)/.exec((0, fs_js_1.readFileSync)(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
        }
        catch {
            return 0;
        }
    }
    close() {
        this.#child?.process.kill('SIGKILL');
        this.#child = null;
    }
    #ensure() {
        if (this.#child !== null && this.#child.exited === null)
            return this.#child;
        const dir = pyodideDir();
        const worker = assetPath(`sandbox-worker${(0, own_package_js_1.ownPackage)().layout === 'src' ? '.ts' : '.js'}`);
        const isolation = (0, network_isolation_js_1.networkIsolation)();
        const nodeArgs = [
            process.allowedNodeEnvironmentFlags.has('--permission') ? '--permission' : '--experimental-permission',
            `--allow-fs-read=${dir}/`,
            `--allow-fs-read=${worker}`,
            '--disallow-code-generation-from-strings',
            `--max-old-space-size=${this.#options.memoryLimitMiB}`,
            '--no-warnings',
            ...(worker.endsWith('.ts') && !process.features.typescript ? ['--experimental-strip-types'] : []),
            worker,
            (0, node_path_1.join)(dir, 'pyodide.mjs'),
            String(this.#options.memoryLimitMiB),
        ];
        const [command, args] = isolation.wrap(process.execPath, nodeArgs);
        const proc = (0, child_process_js_1.spawn)(command, args, { stdio: ['pipe', 'pipe', 'pipe'], env: {}, cwd: dir });
        this.#starts++;
        const child = { process: proc, pending: new Map(), exited: null, retiring: false, ready: Promise.resolve() };
        let stderr = '';
        proc.stderr.on('data', (chunk) => {
            stderr = (stderr + chunk.toString()).slice(-2000);
        });
        let onReady = { resolve: () => { }, reject: () => { } };
        child.ready = new Promise((resolve, reject) => {
            onReady = { resolve, reject };
        });
        child.ready.catch(() => { });
        const startTimer = setTimeout(() => {
            proc.kill('SIGKILL');
            onReady.reject(new PythonSandboxError(`the Python sandbox did not start within ${this.#options.startTimeoutMs} ms`));
        }, this.#options.startTimeoutMs);
        (0, misc_js_1.createInterface)({ input: proc.stdout }).on('line', (line) => {
            let message;
            try {
                message = (0, parse_py_json_js_1.parsePyJson)(line);
            }
            catch {
                return;
            }
            if (message.ready !== undefined) {
                clearTimeout(startTimer);
                if (message.ready)
                    onReady.resolve();
                else
                    onReady.reject(new PythonSandboxError(`the Python sandbox failed to start: ${message.error}`));
                return;
            }
            if (message.retire === true) {
                child.retiring = true;
                if (this.#child === child)
                    this.#child = null;
                return;
            }
            const pending = child.pending.get(message.id ?? -1);
            if (pending === undefined)
                return;
            child.pending.delete(message.id);
            clearTimeout(pending.timer);
            if (child.pending.size === 0)
                hold(child, false);
            if (message.ok)
                pending.resolve(message.result);
            else
                pending.reject(new PythonError(message.error ?? 'unknown Python error'));
        });
        proc.on('exit', (code, signal) => {
            clearTimeout(startTimer);
            const why = child.exited ?? exitReason(code, signal, stderr, this.#options.memoryLimitMiB);
            child.exited = why;
            onReady.reject(new PythonSandboxError(`the Python sandbox failed to start: ${why}`));
            for (const pending of child.pending.values()) {
                clearTimeout(pending.timer);
                pending.reject(new PythonSandboxError(why));
            }
            child.pending.clear();
            if (this.#child === child)
                this.#child = null;
        });
        proc.stdin.on('error', () => { });
        proc.on('error', (error) => {
            child.exited = `the Python sandbox process could not start: ${error.message}`;
            proc.emit('exit', null, null);
        });
        proc.stdin.write(`${JSON.stringify((0, fs_js_1.readFileSync)(assetPath('sandbox-prelude.py'), 'utf8'))}\n`);
        hold(child, false);
        this.#child = child;
        return child;
    }
    #send(child, payload, timeoutMs) {
        if (child.exited !== null)
            return Promise.reject(new PythonSandboxError(child.exited));
        const id = this.#nextId++;
        return new Promise((resolve, reject) => {
            hold(child, true);
            const timer = setTimeout(() => {
                child.exited = `the Python code ran longer than the sandbox time limit of ${timeoutMs} ms (the sandbox process was killed)`;
                child.process.kill('SIGKILL');
            }, timeoutMs);
            child.pending.set(id, { resolve, reject, timer });
            child.process.stdin.write(`${JSON.stringify({ ...payload, id })}\n`);
        });
    }
}
exports.PythonSandbox = PythonSandbox;
class PythonError extends Error {
    pythonType;
    name = 'PythonError';
    constructor(message, pythonType = null) {
        super(message);
        this.pythonType = pythonType;
    }
}
exports.PythonError = PythonError;
function hold(child, busy) {
    for (const handle of [child.process, child.process.stdin, child.process.stdout, child.process.stderr]) {
        const h = handle;
        if (busy)
            h.ref?.();
        else
            h.unref?.();
    }
}
function exitReason(code, signal, stderr, memoryLimitMiB) {
    if (/heap out of memory|Allocation failed|memory limit/i.test(stderr)) {
        return `the Python code exceeded the sandbox memory limit of ${memoryLimitMiB} MiB (the sandbox process was killed)`;
    }
    const tail = stderr.trim().split('\n').slice(-3).join(' | ');
    return `the Python sandbox process exited (${signal ?? `code ${code}`})${tail ? `: ${tail}` : ''}`;
}
let shared = null;
function sharedPythonSandbox() {
    shared ??= new PythonSandbox();
    return shared;
}
