"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.runResults = runResults;
const packed_summary_views_js_1 = require("../results/packed-summary-views.js");
const stored_line_index_js_1 = require("../results/stored-line-index.js");
const stored_result_set_js_1 = require("../results/stored-result-set.js");
const summary_view_js_1 = require("../results/summary-view.js");
const verification_result_set_js_1 = require("../results/verification-result-set.js");
class WholeResults {
    #results = [];
    add(result) {
        this.#results.push(result);
    }
    get length() {
        return this.#results.length;
    }
    toSet() {
        return new verification_result_set_js_1.VerificationResultSet(this.#results);
    }
}
class StoredResults {
    path;
    #lines = new stored_line_index_js_1.StoredLineIndex();
    #views = new packed_summary_views_js_1.PackedSummaryViews();
    #interner = new summary_view_js_1.SummaryInterner();
    constructor(path) {
        this.path = path;
    }
    add(result, line) {
        if (line === undefined)
            throw new Error(`internal: a result kept on disk was not saved to ${this.path}`);
        this.#lines.push(line);
        this.#views.add((0, summary_view_js_1.summaryView)(result, this.#interner));
    }
    get length() {
        return this.#lines.length;
    }
    toSet() {
        return new stored_result_set_js_1.StoredResultSet(this.path, this.#lines, this.#views);
    }
}
function runResults(storedIn) {
    return storedIn === null ? new WholeResults() : new StoredResults(storedIn);
}
