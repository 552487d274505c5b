"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readBaseline = readBaseline;
exports.formatBaselineDiff = formatBaselineDiff;
const fs_js_1 = require("../utils/lazy-node/fs.js");
const karenina_error_js_1 = require("../errors/karenina-error.js");
const import_js_1 = require("../results/import.js");
const diff_results_js_1 = require("../results-diff/diff-results.js");
const format_diff_js_1 = require("../results-diff/format-diff.js");
const regression_gate_js_1 = require("../results-diff/regression-gate.js");
function readBaseline(path) {
    let text;
    try {
        text = (0, fs_js_1.readFileSync)(path, 'utf8');
    }
    catch (error) {
        return { problem: `cannot read results file ${path}: ${error.message}` };
    }
    try {
        return { results: (0, import_js_1.loadResults)(text, { source: path }).results };
    }
    catch (error) {
        return { problem: error instanceof Error ? error.message : String(error) };
    }
}
async function formatBaselineDiff(baseline, resultsPath, labels) {
    if ('problem' in baseline)
        return `Karenina baseline: not compared: ${baseline.problem}`;
    try {
        const { results } = await (0, import_js_1.readResultsFile)(resultsPath);
        const diff = (0, diff_results_js_1.diffResults)({ results: baseline.results, source: labels.baseline }, { results, source: labels.results });
        return (0, format_diff_js_1.formatDiff)(diff, { verdict: (0, regression_gate_js_1.checkRegression)(diff) });
    }
    catch (error) {
        if (!karenina_error_js_1.KareninaError.isInstance(error))
            throw error;
        return `Karenina baseline: not compared: ${error.message}`;
    }
}
