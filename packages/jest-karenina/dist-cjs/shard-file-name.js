"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.shardFileName = shardFileName;
const node_path_1 = require("node:path");
function shardFileName(file, shardIndex, shardCount) {
    const ext = (0, node_path_1.extname)(file);
    const stem = ext === '' ? file : file.slice(0, -ext.length);
    return `${stem}.shard-${shardIndex}-of-${shardCount}${ext}`;
}
