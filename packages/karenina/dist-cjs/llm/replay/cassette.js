"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Cassette = exports.CASSETTE_VERSION = void 0;
exports.openCassette = openCassette;
exports.resetCassettes = resetCassettes;
const fs_promises_js_1 = require("../../utils/lazy-node/fs-promises.js");
const node_path_1 = require("node:path");
const py_json_js_1 = require("../../compat/py-json.js");
const config_error_js_1 = require("../../errors/config-error.js");
const py_json_loads_js_1 = require("../../parsing/py-json-loads.js");
const retry_js_1 = require("../retry.js");
const name_file_in_error_js_1 = require("../../utils/name-file-in-error.js");
const output_file_js_1 = require("../../utils/output-file.js");
exports.CASSETTE_VERSION = 1;
const LOCK_STALE_MS = 10_000;
const LOCK_WAIT_MS = 15;
async function acquireLock(lockPath) {
    for (;;) {
        try {
            const handle = await (0, fs_promises_js_1.open)(lockPath, 'wx');
            await handle.close();
            return () => (0, fs_promises_js_1.rm)(lockPath, { force: true });
        }
        catch (error) {
            if (error.code !== 'EEXIST')
                throw error;
            const info = await (0, fs_promises_js_1.stat)(lockPath).catch(() => undefined);
            if (info && Date.now() - info.mtimeMs > LOCK_STALE_MS)
                await (0, fs_promises_js_1.rm)(lockPath, { force: true });
            else
                await (0, retry_js_1.sleep)(LOCK_WAIT_MS);
        }
    }
}
function parseCassette(file, text) {
    let data;
    try {
        data = (0, py_json_loads_js_1.pyJsonLoads)(text);
    }
    catch (error) {
        throw new config_error_js_1.ConfigError('cassette', `${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    const record = data;
    if (typeof data !== 'object' || data === null || record.version !== exports.CASSETTE_VERSION || typeof record.entries !== 'object' || record.entries === null) {
        throw new config_error_js_1.ConfigError('cassette', `${file} is not a version ${exports.CASSETTE_VERSION} cassette ({"version": 1, "entries": {...}})`);
    }
    return new Map(Object.entries(record.entries));
}
async function readEntries(file) {
    let text;
    try {
        text = await (0, fs_promises_js_1.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return new Map();
        throw error;
    }
    return parseCassette(file, text);
}
class Cassette {
    file;
    entries;
    loading;
    dirty = new Map();
    queue = Promise.resolve();
    pending;
    constructor(file) {
        this.file = file;
    }
    async get(key) {
        await this.load();
        return this.entries.get(key);
    }
    async put(key, entry) {
        await this.load();
        this.entries.set(key, entry);
        this.dirty.set(key, entry);
        this.pending ??= this.queue.then(() => {
            this.pending = undefined;
            return this.write();
        });
        this.queue = this.pending.catch(() => undefined);
        return this.pending;
    }
    load() {
        this.loading ??= readEntries(this.file).then((entries) => {
            this.entries = entries;
        });
        return this.loading;
    }
    async write() {
        const batch = new Map(this.dirty);
        this.dirty.clear();
        await (0, fs_promises_js_1.mkdir)((0, node_path_1.dirname)(this.file), { recursive: true });
        const release = await acquireLock(`${this.file}.lock`);
        try {
            const merged = await readEntries(this.file);
            for (const [key, entry] of batch)
                merged.set(key, entry);
            for (const [key, entry] of merged)
                if (!this.entries.has(key))
                    this.entries.set(key, entry);
            const text = (0, py_json_js_1.pyJsonDumps)({ version: exports.CASSETTE_VERSION, entries: Object.fromEntries(merged) }, { sortKeys: true, indent: 2, ensureAscii: false }) + '\n';
            await (0, output_file_js_1.writeOutputText)(this.file, text);
        }
        catch (error) {
            for (const [key, entry] of batch)
                if (!this.dirty.has(key))
                    this.dirty.set(key, entry);
            throw (0, name_file_in_error_js_1.nameFileInError)(error, this.file);
        }
        finally {
            await release();
        }
    }
}
exports.Cassette = Cassette;
const cassettes = new Map();
function openCassette(file) {
    const path = (0, node_path_1.resolve)(file);
    let cassette = cassettes.get(path);
    if (!cassette) {
        cassette = new Cassette(path);
        cassettes.set(path, cassette);
    }
    return cassette;
}
function resetCassettes() {
    cassettes.clear();
}
