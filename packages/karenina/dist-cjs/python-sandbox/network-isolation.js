"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.networkIsolation = networkIsolation;
const child_process_js_1 = require("../utils/lazy-node/child-process.js");
const fs_js_1 = require("../utils/lazy-node/fs.js");
const node_path_1 = require("node:path");
let probed = null;
function networkIsolation() {
    if (probed !== null)
        return probed;
    const unshare = process.platform === 'linux' ? (process.env.PATH ?? '/usr/bin:/bin').split(node_path_1.delimiter).map((dir) => (0, node_path_1.join)(dir, 'unshare')).find((p) => (0, fs_js_1.existsSync)(p)) : undefined;
    const works = unshare !== undefined && (0, child_process_js_1.spawnSync)(unshare, ['-rn', 'true'], { stdio: 'ignore', timeout: 10_000 }).status === 0;
    probed =
        works
            ? { kind: 'namespace', wrap: (node, nodeArgs) => [unshare, ['-rn', '--', node, ...nodeArgs]] }
            : { kind: 'none', wrap: (node, nodeArgs) => [node, nodeArgs] };
    return probed;
}
