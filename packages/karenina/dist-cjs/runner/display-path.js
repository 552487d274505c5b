"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.displayPath = displayPath;
const node_path_1 = require("node:path");
function displayPath(path, cwd = process.cwd()) {
    const rel = (0, node_path_1.relative)(cwd, path);
    const inside = rel !== '' && rel !== '..' && !rel.startsWith(`..${node_path_1.sep}`) && !(0, node_path_1.isAbsolute)(rel);
    return inside ? rel : path;
}
