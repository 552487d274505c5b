"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RUN_DIR_ENV = void 0;
exports.newRunId = newRunId;
exports.createRunDir = createRunDir;
exports.currentRunDir = currentRunDir;
const node_crypto_1 = require("node:crypto");
const node_fs_1 = require("node:fs");
const node_os_1 = require("node:os");
const node_path_1 = require("node:path");
exports.RUN_DIR_ENV = 'KARENINA_JEST_RUN_DIR';
function newRunId(now = new Date()) {
    const stamp = now.toISOString().replaceAll(/[-:.TZ]/g, '').slice(0, 14);
    return `${stamp}-${process.pid}-${(0, node_crypto_1.randomBytes)(4).toString('hex')}`;
}
function createRunDir(runId, parent) {
    const dir = (0, node_path_1.resolve)(parent ?? (0, node_path_1.join)((0, node_os_1.tmpdir)(), 'karenina-jest'), runId);
    (0, node_fs_1.mkdirSync)(dir, { recursive: true });
    return dir;
}
function currentRunDir(env = process.env) {
    const dir = env[exports.RUN_DIR_ENV];
    return dir === undefined || dir === '' ? undefined : dir;
}
