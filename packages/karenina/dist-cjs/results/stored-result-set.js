"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.StoredResultSet = void 0;
exports.summaryResultsOf = summaryResultsOf;
exports.storedLinesOf = storedLinesOf;
const fs_js_1 = require("../utils/lazy-node/fs.js");
const parse_py_json_js_1 = require("../compat/parse-py-json.js");
const validation_error_js_1 = require("../errors/validation-error.js");
const packed_summary_views_js_1 = require("./packed-summary-views.js");
const stored_line_index_js_1 = require("./stored-line-index.js");
const result_set_summary_js_1 = require("./result-set-summary.js");
const verification_result_js_1 = require("./verification-result.js");
const verification_result_set_js_1 = require("./verification-result-set.js");
class StoredResultSet extends verification_result_set_js_1.VerificationResultSet {
    path;
    #lines;
    #views;
    constructor(path, lines, views, init = {}) {
        super([], init);
        this.path = path;
        if (lines.length !== views.length)
            throw new Error(`internal: ${lines.length} stored lines for ${views.length} summary views`);
        this.#lines = lines;
        this.#views = views;
    }
    get results() {
        return [...this];
    }
    get length() {
        return this.#lines.length;
    }
    *[Symbol.iterator]() {
        for (const line of this.lines())
            yield this.#parse(line.text, line.offset);
    }
    at(index) {
        const i = index < 0 ? this.#lines.length + index : index;
        const line = this.#lines instanceof stored_line_index_js_1.StoredLineIndex ? this.#lines.get(i) : this.#lines[i];
        if (line === undefined)
            return undefined;
        const [text] = this.#read([line]);
        return this.#parse(text.text, line.offset);
    }
    getSummary() {
        return (0, result_set_summary_js_1.summarizeResultSet)(this.#views instanceof packed_summary_views_js_1.PackedSummaryViews ? this.#views.each() : this.#views);
    }
    get summaryViews() {
        return this.#views instanceof packed_summary_views_js_1.PackedSummaryViews ? this.#views.all() : this.#views;
    }
    *lines() {
        yield* this.#read(this.#lines);
    }
    *#read(lines) {
        if (lines.length === 0)
            return;
        let fd;
        try {
            fd = (0, fs_js_1.openSync)(this.path, 'r');
        }
        catch (error) {
            throw new Error(`${this.path}: cannot read the results of this set (${error.message}); a set kept on disk (keepResults: false) reads its results from this file`, { cause: error });
        }
        try {
            let buffer = Buffer.alloc(64 * 1024);
            for (const { offset, length } of lines) {
                if (buffer.length < length)
                    buffer = Buffer.alloc(length);
                const read = (0, fs_js_1.readSync)(fd, buffer, 0, length, offset);
                if (read !== length)
                    throw new validation_error_js_1.ValidationError([`byte ${offset}`], `the file ended inside a result (it changed after the run wrote it)`, this.path);
                yield { text: buffer.toString('utf8', 0, length), offset };
            }
        }
        finally {
            (0, fs_js_1.closeSync)(fd);
        }
    }
    #parse(text, offset) {
        try {
            return (0, verification_result_js_1.parseVerificationResult)((0, parse_py_json_js_1.parsePyJson)(text));
        }
        catch (error) {
            const problem = error instanceof validation_error_js_1.ValidationError ? error.message : `not valid JSON (${error.message})`;
            throw new validation_error_js_1.ValidationError([`byte ${offset}`], `${problem} (the file changed after the run wrote it?)`, this.path);
        }
    }
}
exports.StoredResultSet = StoredResultSet;
function summaryResultsOf(set) {
    return set instanceof StoredResultSet ? set.summaryViews : set.results;
}
function storedLinesOf(source) {
    if (!(source instanceof StoredResultSet))
        return null;
    return (function* () {
        for (const line of source.lines())
            yield line.text;
    })();
}
