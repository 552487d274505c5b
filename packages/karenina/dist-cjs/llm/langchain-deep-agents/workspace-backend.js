"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.workspaceBackend = workspaceBackend;
const PATH_ARGUMENT = { ls: 0, read: 0, readRaw: 0, write: 0, edit: 0, delete: 0, grep: 1, glob: 1 };
function workspaceBackend(runtime, rootDir) {
    const inner = new runtime.FilesystemBackend({ rootDir, virtualMode: true });
    const virtual = (p) => {
        if (typeof p !== 'string')
            return p;
        if (p === rootDir)
            return '/';
        return p.startsWith(`${rootDir}/`) ? p.slice(rootDir.length) : p;
    };
    return new Proxy(inner, {
        get(target, key, receiver) {
            const value = Reflect.get(target, key, receiver);
            if (typeof key !== 'string' || typeof value !== 'function')
                return value;
            const method = value;
            const position = PATH_ARGUMENT[key];
            if (position !== undefined) {
                return (...args) => method.apply(target, args.map((a, i) => (i === position ? virtual(a) : a)));
            }
            if (key === 'uploadFiles')
                return (files) => method.call(target, files.map(([p, c]) => [virtual(p), c]));
            if (key === 'downloadFiles')
                return (paths) => method.call(target, paths.map(virtual));
            return method.bind(target);
        },
    });
}
