"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.writeFileAtomic = writeFileAtomic;
const output_file_js_1 = require("./output-file.js");
async function writeFileAtomic(path, text) {
    await (0, output_file_js_1.writeOutputText)(path, text);
}
