"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.scenarioResultKey = exports.ScenarioProgressWriter = void 0;
exports.scenarioRunKey = scenarioRunKey;
const fs_promises_js_1 = require("../utils/lazy-node/fs-promises.js");
const parse_py_json_js_1 = require("../compat/parse-py-json.js");
const py_json_js_1 = require("../compat/py-json.js");
const validation_error_js_1 = require("../errors/validation-error.js");
const export_js_1 = require("../results/export.js");
const verification_result_js_1 = require("../results/verification-result.js");
const scenario_execution_result_js_1 = require("./scenario-execution-result.js");
const name_file_in_error_js_1 = require("../utils/name-file-in-error.js");
function scenarioRunKey(scenarioId, answering, parsing, replicate) {
    return JSON.stringify([scenarioId, answering, parsing, replicate]);
}
const keyOf = (r) => scenarioRunKey(r.scenarioId, r.answeringModel, r.parsingModel, r.replicate);
exports.scenarioResultKey = keyOf;
class ScenarioProgressWriter {
    handle;
    path;
    #queue = Promise.resolve();
    constructor(handle, path) {
        this.handle = handle;
        this.path = path;
    }
    static async open(options) {
        let prior = [];
        if (options.resume) {
            const text = await (0, fs_promises_js_1.readFile)(options.jsonl, 'utf8').catch(() => '');
            const complete = text.lastIndexOf('\n') + 1;
            if (Buffer.byteLength(text.slice(complete)) > 0)
                await (0, fs_promises_js_1.truncate)(options.jsonl, Buffer.byteLength(text.slice(0, complete)));
            prior = parseLines(text.slice(0, complete), options.jsonl);
        }
        else {
            const size = await (0, fs_promises_js_1.stat)(options.jsonl).then((s) => s.size, () => 0);
            if (size > 0)
                throw new validation_error_js_1.ValidationError([], 'the file already holds results (pass resume: true to continue it)', options.jsonl);
        }
        return { writer: new ScenarioProgressWriter(await (0, fs_promises_js_1.open)(options.jsonl, 'a'), options.jsonl), prior };
    }
    append(run) {
        const rows = run.turnResults.map(export_js_1.dumpResultLine).join(', ');
        const line = `{"scenario_result": ${(0, py_json_js_1.pyJsonDumps)(run, { ensureAscii: false })}, "turn_results": [${rows}]}\n`;
        const write = this.#queue.then(async () => {
            try {
                await this.handle.appendFile(line, 'utf8');
            }
            catch (error) {
                throw (0, name_file_in_error_js_1.nameFileInError)(error, this.path);
            }
        });
        this.#queue = write.catch(() => undefined);
        return write;
    }
    async close() {
        await this.#queue.catch(() => undefined);
        await this.handle.close();
    }
}
exports.ScenarioProgressWriter = ScenarioProgressWriter;
function parseLines(text, file) {
    const seen = new Set();
    const out = [];
    text.split('\n').forEach((line, i) => {
        if (line.trim() === '')
            return;
        let run;
        try {
            const data = (0, parse_py_json_js_1.parsePyJson)(line);
            run = scenario_execution_result_js_1.ScenarioExecutionResult.fromRecord(data.scenario_result, data.turn_results.map((r) => (0, verification_result_js_1.parseVerificationResult)(r)));
        }
        catch (error) {
            throw new validation_error_js_1.ValidationError([`line ${i + 1}`], `not a scenario run (${error.message})`, file);
        }
        if (seen.has(keyOf(run)))
            return;
        seen.add(keyOf(run));
        out.push(run);
    });
    return out;
}
