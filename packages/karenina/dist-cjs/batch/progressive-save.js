"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ProgressiveResultWriter = void 0;
exports.resultTaskKey = resultTaskKey;
exports.readProgressFile = readProgressFile;
exports.countProgressFile = countProgressFile;
const fs_js_1 = require("../utils/lazy-node/fs.js");
const fs_promises_js_1 = require("../utils/lazy-node/fs-promises.js");
const parse_py_json_js_1 = require("../compat/parse-py-json.js");
const verification_config_js_1 = require("../config/verification-config.js");
const config_error_js_1 = require("../errors/config-error.js");
const validation_error_js_1 = require("../errors/validation-error.js");
const model_identity_js_1 = require("../config/model-identity.js");
const result_line_bytes_js_1 = require("../results/result-line-bytes.js");
const verification_result_js_1 = require("../results/verification-result.js");
const name_file_in_error_js_1 = require("../utils/name-file-in-error.js");
function resultTaskKey(result) {
    const m = result.metadata;
    return (0, verification_config_js_1.skipTripleKey)(m.question_id, (0, model_identity_js_1.modelCanonicalKey)(m.answering), (0, model_identity_js_1.modelCanonicalKey)(m.parsing), m.replicate ?? null);
}
const NEWLINE = 0x0a;
async function readProgressFile(path) {
    const out = { results: [], lines: [], completeBytes: 0, truncatedBytes: 0 };
    const { completeBytes, truncatedBytes } = await scanProgressFile(path, (result, line) => {
        out.results.push(result);
        out.lines.push(line);
    });
    return { ...out, completeBytes, truncatedBytes };
}
async function countProgressFile(path) {
    let count = 0;
    await scanProgressFile(path, () => count++);
    return count;
}
async function scanProgressFile(path, visit) {
    const out = { completeBytes: 0, truncatedBytes: 0 };
    try {
        await (0, fs_promises_js_1.stat)(path);
    }
    catch {
        return out;
    }
    const seen = new Set();
    let pending = [];
    let pendingBytes = 0;
    let lineNumber = 0;
    const takeLine = (line) => {
        lineNumber++;
        const offset = out.completeBytes;
        out.completeBytes += line.length + 1;
        const text = line.toString('utf8').trim();
        if (text === '')
            return;
        let result;
        try {
            result = (0, verification_result_js_1.parseVerificationResult)((0, parse_py_json_js_1.parsePyJson)(text));
        }
        catch (error) {
            const problem = error instanceof validation_error_js_1.ValidationError ? error.message : `not valid JSON (${error.message})`;
            throw new validation_error_js_1.ValidationError([`line ${lineNumber}`], problem, path);
        }
        const key = resultTaskKey(result);
        if (seen.has(key))
            return;
        seen.add(key);
        visit(result, { offset, length: line.length });
    };
    for await (const chunk of (0, fs_js_1.createReadStream)(path)) {
        let start = 0;
        for (let i = chunk.indexOf(NEWLINE); i !== -1; i = chunk.indexOf(NEWLINE, start)) {
            const piece = chunk.subarray(start, i);
            takeLine(pending.length === 0 ? piece : Buffer.concat([...pending, piece]));
            pending = [];
            pendingBytes = 0;
            start = i + 1;
        }
        if (start < chunk.length) {
            pending.push(chunk.subarray(start));
            pendingBytes += chunk.length - start;
        }
    }
    out.truncatedBytes = pendingBytes;
    return out;
}
class ProgressiveResultWriter {
    handle;
    path;
    #queue = Promise.resolve();
    #closed = false;
    #size;
    constructor(handle, path, size) {
        this.handle = handle;
        this.path = path;
        this.#size = size;
    }
    static async open(options) {
        const path = options.jsonl;
        let prior = [];
        let priorLines = [];
        let size = 0;
        if (options.resume) {
            const file = await readProgressFile(path);
            if (file.truncatedBytes > 0)
                await (0, fs_promises_js_1.truncate)(path, file.completeBytes);
            prior = file.results;
            priorLines = file.lines;
            size = file.completeBytes;
        }
        else {
            const size = await (0, fs_promises_js_1.stat)(path).then((s) => s.size, () => 0);
            if (size > 0) {
                throw new config_error_js_1.ConfigError('output.jsonl', `${path} already holds results; pass resume: true to continue it, or choose another file`);
            }
        }
        const handle = await (0, fs_promises_js_1.open)(path, 'a');
        return { writer: new ProgressiveResultWriter(handle, path, size), prior, priorLines };
    }
    append(result) {
        if (this.#closed)
            return Promise.reject(new Error(`${this.path}: the results file is closed`));
        const line = (0, result_line_bytes_js_1.resultLineBytes)(result);
        const write = this.#queue.then(async () => {
            const offset = this.#size ?? (await this.handle.stat()).size;
            this.#size = null;
            try {
                await this.handle.appendFile(line);
            }
            catch (error) {
                throw (0, name_file_in_error_js_1.nameFileInError)(error, this.path);
            }
            this.#size = offset + line.length;
            return { offset, length: line.length - 1 };
        });
        this.#queue = write.then(() => { }, () => { });
        return write;
    }
    async close() {
        if (this.#closed)
            return;
        this.#closed = true;
        await this.#queue;
        await this.handle.close();
    }
}
exports.ProgressiveResultWriter = ProgressiveResultWriter;
