"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.copyWorkspace = copyWorkspace;
const node_path_1 = __importDefault(require("node:path"));
const fs_js_1 = require("../../utils/lazy-node/fs.js");
const fs_promises_js_1 = require("../../utils/lazy-node/fs-promises.js");
const PARALLEL_FILES = 8;
const CHUNK_BYTES = 1 << 20;
const ZEROS = Buffer.alloc(CHUNK_BYTES);
async function copySparse(source, target, size, mode) {
    const input = await (0, fs_promises_js_1.open)(source, 'r');
    try {
        const output = await (0, fs_promises_js_1.open)(target, 'wx', mode);
        try {
            const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
            for (let position = 0; position < size;) {
                const { bytesRead } = await input.read(buffer, 0, CHUNK_BYTES, position);
                if (bytesRead === 0)
                    break;
                if (ZEROS.compare(buffer, 0, bytesRead, 0, bytesRead) !== 0) {
                    for (let done = 0; done < bytesRead;)
                        done += (await output.write(buffer, done, bytesRead - done, position + done)).bytesWritten;
                }
                position += bytesRead;
            }
            await output.truncate(size);
            await output.chmod(mode);
        }
        finally {
            await output.close();
        }
    }
    finally {
        await input.close();
    }
}
async function copyEntry(source, target, entry) {
    if (entry.isSymbolicLink())
        return (0, fs_promises_js_1.symlink)(await (0, fs_promises_js_1.readlink)(source), target);
    if (!entry.isFile())
        return;
    const info = await (0, fs_promises_js_1.stat)(source);
    if (info.blocks * 512 < info.size)
        return copySparse(source, target, info.size, info.mode & 0o7777);
    await (0, fs_promises_js_1.copyFile)(source, target, fs_js_1.constants.COPYFILE_EXCL | fs_js_1.constants.COPYFILE_FICLONE);
}
async function copyWorkspace(source, target) {
    const files = [];
    const walk = async (from, to) => {
        for (const entry of await (0, fs_promises_js_1.readdir)(from, { withFileTypes: true })) {
            const child = { from: node_path_1.default.join(from, entry.name), to: node_path_1.default.join(to, entry.name) };
            if (entry.isDirectory()) {
                await (0, fs_promises_js_1.mkdir)(child.to, { mode: (await (0, fs_promises_js_1.stat)(child.from)).mode & 0o7777 });
                await walk(child.from, child.to);
            }
            else
                files.push({ ...child, entry });
        }
    };
    await walk(source, target);
    let next = 0;
    const worker = async () => {
        while (next < files.length) {
            const file = files[next++];
            await copyEntry(file.from, file.to, file.entry);
        }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_FILES, files.length) }, worker));
}
