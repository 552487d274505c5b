"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.resolveOutputTarget = resolveOutputTarget;
exports.writeOutputFile = writeOutputFile;
exports.writeOutputText = writeOutputText;
const node_path_1 = require("node:path");
const output_file_error_js_1 = require("../errors/output-file-error.js");
const crypto_js_1 = require("./lazy-node/crypto.js");
const fs_promises_js_1 = require("./lazy-node/fs-promises.js");
const fs_js_1 = require("./lazy-node/fs.js");
const name_file_in_error_js_1 = require("./name-file-in-error.js");
const BATCH_BYTES = 64 * 1024;
const same = (a, b) => a.dev === b.dev && a.ino === b.ino;
function ownFdOf(info) {
    const { fstatSync } = process.getBuiltinModule('node:fs');
    for (const fd of [1, 2]) {
        try {
            if (same(fstatSync(fd), info))
                return fd;
        }
        catch {
        }
    }
    return undefined;
}
async function statOrNull(path) {
    try {
        return await (0, fs_promises_js_1.stat)(path);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return null;
        throw (0, name_file_in_error_js_1.nameFileInError)(error, path);
    }
}
async function resolveOutputTarget(path, options = {}) {
    const absolute = (0, node_path_1.resolve)(path);
    const info = await statOrNull(absolute);
    const ownFd = info === null ? undefined : ownFdOf(info);
    if (info !== null && (ownFd !== undefined || info.isCharacterDevice() || info.isFIFO())) {
        if (options.regularOnly)
            throw new output_file_error_js_1.OutputFileError(absolute, `it is ${ownFd !== undefined ? "this process's stdout/stderr" : info.isFIFO() ? 'a FIFO' : 'a device'}; this file must be a regular file`);
        return { path: absolute, mode: 'in-place', file: absolute, ...(ownFd !== undefined ? { ownFd } : {}) };
    }
    for (const input of options.inputs ?? []) {
        if (input === undefined)
            continue;
        const read = (0, node_path_1.resolve)(input);
        const readInfo = read === absolute ? null : await statOrNull(read);
        if (read === absolute || (info !== null && readInfo !== null && same(readInfo, info))) {
            throw new output_file_error_js_1.OutputFileError(absolute, `it is ${read === absolute ? 'also an input or another output of this command' : `the same file as ${read}`}; writing it would destroy that file (choose another output file)`);
        }
    }
    if (info === null)
        return { path: absolute, mode: 'replace', file: absolute };
    if (info.isDirectory())
        throw new output_file_error_js_1.OutputFileError(absolute, 'it is a directory (give a file name)');
    if (!info.isFile())
        throw new output_file_error_js_1.OutputFileError(absolute, `it is a ${info.isSocket() ? 'socket' : info.isBlockDevice() ? 'block device' : 'special file'} (karenina writes regular files, character devices and FIFOs)`);
    const mode = info.mode & 0o7777;
    const writable = (mode & 0o222) !== 0 && (await (0, fs_promises_js_1.access)(absolute, fs_js_1.constants.W_OK).then(() => true, () => false));
    if (!writable)
        throw new output_file_error_js_1.OutputFileError(absolute, `the file is read-only (mode ${mode.toString(8).padStart(4, '0')}); make it writable or choose another output file`);
    return { path: absolute, mode: 'replace', file: await (0, fs_promises_js_1.realpath)(absolute), keep: { mode, uid: info.uid, gid: info.gid } };
}
function batchingSink(writeBytes) {
    let pending = [];
    let pendingBytes = 0;
    const flush = async () => {
        if (pendingBytes === 0)
            return;
        const buffer = pending.length === 1 ? pending[0] : Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        await writeBytes(buffer);
    };
    return {
        async write(chunk) {
            if (typeof chunk !== 'string' && chunk.byteLength >= BATCH_BYTES) {
                await flush();
                return writeBytes(chunk);
            }
            const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk);
            pending.push(bytes);
            pendingBytes += bytes.length;
            if (pendingBytes >= BATCH_BYTES)
                await flush();
        },
        flush,
    };
}
async function writeToHandle(handle, bytes) {
    for (let done = 0; done < bytes.byteLength;)
        done += (await handle.write(bytes, done, bytes.byteLength - done)).bytesWritten;
}
async function writeToStream(stream, bytes) {
    await new Promise((done, fail) => stream.write(Buffer.from(bytes), (error) => (error ? fail(error) : done())));
}
async function writeOutputFile(path, produce, options = {}) {
    const target = await resolveOutputTarget(path, options);
    if (target.ownFd !== undefined) {
        const stream = target.ownFd === 1 ? process.stdout : process.stderr;
        const sink = batchingSink((bytes) => writeToStream(stream, bytes));
        await produce(sink)
            .then(() => sink.flush())
            .catch((error) => Promise.reject((0, name_file_in_error_js_1.nameFileInError)(error, target.path)));
        return;
    }
    if (target.mode === 'in-place') {
        const handle = await (0, fs_promises_js_1.open)(target.file, 'a').catch((error) => Promise.reject((0, name_file_in_error_js_1.nameFileInError)(error, target.path)));
        try {
            const sink = batchingSink((bytes) => writeToHandle(handle, bytes));
            await produce(sink);
            await sink.flush();
        }
        catch (error) {
            throw (0, name_file_in_error_js_1.nameFileInError)(error, target.path);
        }
        finally {
            await handle.close();
        }
        return;
    }
    const temp = (0, node_path_1.join)((0, node_path_1.dirname)(target.file), `.${(0, node_path_1.basename)(target.file)}.${process.pid}.${(0, crypto_js_1.randomBytes)(4).toString('hex')}.tmp`);
    try {
        const handle = await (0, fs_promises_js_1.open)(temp, 'wx', target.keep?.mode ?? 0o666);
        try {
            if (target.keep) {
                await handle.chmod(target.keep.mode);
                if (process.getuid?.() === 0)
                    await handle.chown(target.keep.uid, target.keep.gid);
            }
            const sink = batchingSink((bytes) => writeToHandle(handle, bytes));
            await produce(sink);
            await sink.flush();
            await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0, fs_promises_js_1.rename)(temp, target.file);
    }
    catch (error) {
        await (0, fs_promises_js_1.rm)(temp, { force: true });
        throw (0, name_file_in_error_js_1.nameFileInError)(error, target.path);
    }
}
async function writeOutputText(path, text, options = {}) {
    await writeOutputFile(path, (out) => out.write(text), options);
}
