"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.REPLAY_STORE_VERSION = void 0;
exports.replayStoreToJson = replayStoreToJson;
exports.replayStoreFromJson = replayStoreFromJson;
exports.saveReplayStore = saveReplayStore;
exports.loadReplayStore = loadReplayStore;
const fs_promises_js_1 = require("../utils/lazy-node/fs-promises.js");
const atomic_write_js_1 = require("../utils/atomic-write.js");
const py_json_js_1 = require("../compat/py-json.js");
const karenina_error_js_1 = require("../errors/karenina-error.js");
const replay_errors_js_1 = require("./replay-errors.js");
const replay_schema_js_1 = require("./replay-schema.js");
const replay_store_js_1 = require("./replay-store.js");
exports.REPLAY_STORE_VERSION = 1;
function replayStoreToJson(store) {
    return {
        version: exports.REPLAY_STORE_VERSION,
        miss_policy: store.missPolicy,
        entries: store.entries.map(([key, entry]) => ({ key, entry })),
    };
}
function replayStoreFromJson(data, source = 'replay store', options = {}) {
    const version = data?.version;
    if (typeof data !== 'object' || data === null || Array.isArray(data))
        throw new replay_errors_js_1.ReplayPersistenceError(source, 'expected a JSON object');
    if (version !== exports.REPLAY_STORE_VERSION)
        throw new replay_errors_js_1.ReplayPersistenceError(source, `unsupported version ${JSON.stringify(version ?? null)} (expected ${exports.REPLAY_STORE_VERSION})`);
    const parsed = replay_schema_js_1.ReplayStoreFileSchema.safeParse(data);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new replay_errors_js_1.ReplayPersistenceError(source, `${(0, karenina_error_js_1.formatPath)(issue.path.filter((p) => typeof p !== 'symbol'))}: ${issue.message}`);
    }
    const { miss_policy, entries } = parsed.data;
    return new replay_store_js_1.ReplayStore({ miss_policy, entries: entries.map(({ key, entry }) => [key, entry]) }, options);
}
async function saveReplayStore(store, path) {
    await (0, atomic_write_js_1.writeFileAtomic)(path, (0, py_json_js_1.pyJsonDumps)(replayStoreToJson(store), { sortKeys: true, indent: 2 }));
}
async function loadReplayStore(path, options = {}) {
    let text;
    try {
        text = await (0, fs_promises_js_1.readFile)(path, 'utf8');
    }
    catch (error) {
        throw new replay_errors_js_1.ReplayPersistenceError(path, `cannot be read (${error.message})`, { cause: error });
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new replay_errors_js_1.ReplayPersistenceError(path, `is not JSON (${error.message})`, { cause: error });
    }
    return replayStoreFromJson(data, path, options);
}
