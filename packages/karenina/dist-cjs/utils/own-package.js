"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ownPackage = ownPackage;
const node_path_1 = require("node:path");
const node_url_1 = require("node:url");
const fs_js_1 = require("./lazy-node/fs.js");
let found;
function ownPackage() {
    if (found)
        return found;
    const here = new URL(require("node:url").pathToFileURL(__filename).href);
    for (let dir = new URL('.', here);;) {
        const manifest = readManifest(new URL('package.json', dir));
        if (manifest?.name === 'karenina' && typeof manifest.version === 'string') {
            const root = (0, node_url_1.fileURLToPath)(dir).replace(/[\\/]$/, '');
            const layout = (0, node_path_1.relative)(root, (0, node_url_1.fileURLToPath)(here)).split(node_path_1.sep)[0] ?? '';
            return (found = { root, layout, version: manifest.version });
        }
        const parent = new URL('..', dir);
        if (parent.href === dir.href)
            throw new Error(`karenina: no package.json of karenina above ${require("node:url").pathToFileURL(__filename).href}`);
        dir = parent;
    }
}
function readManifest(file) {
    try {
        return JSON.parse((0, fs_js_1.readFileSync)(file, 'utf8'));
    }
    catch {
        return undefined;
    }
}
