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
Object.defineProperty(exports, "__esModule", { value: true });
const node_fs_1 = require("node:fs");
const nodeModule = __importStar(require("node:module"));
const node_readline_1 = require("node:readline");
const [pyodideEntry, memoryLimitMiB] = process.argv.slice(2);
const write = process.stdout.write.bind(process.stdout);
const send = (message) => {
    write(`${JSON.stringify(message)}\n`);
};
const host = process;
host.binding = (name) => {
    if (name === 'constants')
        return { fs: node_fs_1.constants };
    throw new Error(`process.binding(${name}) is not available in the sandbox`);
};
const capPages = Math.floor((Number(memoryLimitMiB) * 1024 * 1024) / 65536);
const memoryProto = globalThis.WebAssembly.Memory.prototype;
const grow = memoryProto.grow;
memoryProto.grow = function (delta) {
    if (this.buffer.byteLength / 65536 + delta > capPages)
        throw new RangeError('sandbox memory limit reached');
    return grow.call(this, delta);
};
async function start() {
    const { loadPyodide } = (await Promise.resolve(`${pyodideEntry}`).then(s => __importStar(require(s))));
    const py = await loadPyodide({ jsglobals: Object.create(null), stdout: () => { }, stderr: () => { }, packages: [], env: {} });
    lockDownHost();
    return py;
}
function lockDownHost() {
    const g = globalThis;
    for (const name of ['fetch', 'WebSocket', 'EventSource', 'XMLHttpRequest', 'require', 'navigator', 'Request', 'Response', 'Headers']) {
        try {
            delete g[name];
        }
        catch {
            g[name] = undefined;
        }
    }
    for (const name of ['binding', '_linkedBinding', 'dlopen', 'getBuiltinModule', 'kill', 'chdir', 'setuid', 'setgid'])
        host[name] = undefined;
    const { registerHooks } = nodeModule;
    registerHooks?.({
        resolve(specifier) {
            throw new Error(`module loading is disabled in the Python sandbox (${specifier})`);
        },
    });
}
const FS_WRITES = ['mkdir', 'mkdirTree', 'mknod', 'symlink', 'link', 'rename', 'rmdir', 'unlink', 'chmod', 'lchmod', 'fchmod', 'chown', 'lchown', 'fchown', 'truncate', 'ftruncate', 'utime', 'mount', 'unmount', 'writeFile', 'createDataFile', 'createPath'];
const WRITE_FLAGS = 0o1 | 0o2 | 0o100 | 0o1000 | 0o2000;
const EPERM = 63;
function sealFileSystem(fs) {
    const refuse = (name) => () => {
        throw new fs.ErrnoError(EPERM);
    };
    for (const name of FS_WRITES)
        if (typeof fs[name] === 'function')
            fs[name] = refuse(name);
    const open = fs.open;
    fs.open = (path, flags, mode) => {
        const writes = typeof flags === 'string' ? flags !== 'r' : typeof flags === 'number' && (flags & WRITE_FLAGS) !== 0;
        if (writes)
            throw new fs.ErrnoError(EPERM);
        return open(path, flags, mode);
    };
    Object.freeze(fs);
}
function freezeIntrinsics(extra) {
    const g = globalThis;
    const roots = [...extra];
    for (const name of Object.getOwnPropertyNames(g)) {
        if (name === 'process' || name === 'globalThis' || name === 'global' || name === 'console')
            continue;
        const descriptor = Object.getOwnPropertyDescriptor(g, name);
        if (descriptor !== undefined && 'value' in descriptor)
            roots.push(descriptor.value);
    }
    roots.push(Object.getPrototypeOf(Uint8Array), Object.getPrototypeOf([][Symbol.iterator]()), Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())), Object.getPrototypeOf(new Map()[Symbol.iterator]()), Object.getPrototypeOf(new Set()[Symbol.iterator]()), Object.getPrototypeOf(''[Symbol.iterator]()), Object.getPrototypeOf(/x/[Symbol.matchAll]('')), Object.getPrototypeOf(function* () { }), Object.getPrototypeOf(async function () { }), Object.getPrototypeOf(async function* () { }));
    const errorCtor = Error;
    Object.defineProperty(errorCtor, 'prepareStackTrace', { value: undefined, writable: false, configurable: false });
    const seen = new Set();
    const stack = roots;
    while (stack.length > 0) {
        const value = stack.pop();
        if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value))
            continue;
        seen.add(value);
        try {
            freezeOne(value);
        }
        catch {
        }
        stack.push(Object.getPrototypeOf(value));
        for (const key of Reflect.ownKeys(value)) {
            const descriptor = Reflect.getOwnPropertyDescriptor(value, key);
            if (descriptor === undefined)
                continue;
            if ('value' in descriptor)
                stack.push(descriptor.value);
            else
                stack.push(descriptor.get, descriptor.set);
        }
    }
}
function freezeOne(value) {
    if (value !== Error) {
        Object.freeze(value);
        return;
    }
    for (const key of Reflect.ownKeys(value)) {
        if (key !== 'stackTraceLimit')
            Object.defineProperty(value, key, { writable: false, configurable: false });
    }
    Object.preventExtensions(value);
}
const REGROW_LIMIT = 64 * 1024 * 1024;
function snapshotMemory(module) {
    const saved = module.HEAPU8.slice();
    const set = Uint8Array.prototype.set;
    const fill = Uint8Array.prototype.fill;
    return {
        restore() {
            const heap = module.HEAPU8;
            Reflect.apply(set, heap, [saved]);
            if (heap.length > saved.length)
                Reflect.apply(fill, heap, [0, saved.length]);
        },
        overgrown: () => module.HEAPU8.length - saved.length > REGROW_LIMIT,
    };
}
let handler = null;
let snapshot = { restore: () => { }, overgrown: () => false };
let queue = Promise.resolve();
const started = start();
const lines = (0, node_readline_1.createInterface)({ input: process.stdin });
lines.on('close', () => process.exit(0));
lines.on('line', (line) => {
    queue = queue.then(async () => {
        if (handler !== null) {
            const answer = handler(line);
            if (snapshot.overgrown()) {
                write(`${JSON.stringify({ retire: true })}\n${answer}\n`);
                process.stdout.write('', () => process.exit(0));
                return;
            }
            write(`${answer}\n`);
            snapshot.restore();
            return;
        }
        try {
            const api = (await started);
            api.runPython(JSON.parse(line));
            const fn = api.globals.get('_karenina_handle');
            sealFileSystem(api.FS);
            freezeIntrinsics([Object.getPrototypeOf(fn)]);
            snapshot = snapshotMemory(api._module);
            handler = (request) => {
                const answer = fn(request);
                return answer.includes('\n') ? JSON.stringify({ ok: false, error: 'the sandbox answer spanned several lines' }) : answer;
            };
            send({ ready: true });
        }
        catch (error) {
            send({ ready: false, error: String(error?.message ?? error) });
            process.exit(3);
        }
    });
});
