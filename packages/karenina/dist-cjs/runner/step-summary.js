"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.renderStepSummary = renderStepSummary;
exports.appendStepSummary = appendStepSummary;
const fs_promises_js_1 = require("../utils/lazy-node/fs-promises.js");
const result_metadata_js_1 = require("../results/result-metadata.js");
const run_summary_js_1 = require("./run-summary.js");
const percent = (n, d) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)}%`);
const cell = (text) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
function renderStepSummary(judged, options = {}) {
    const total = judged.length;
    const passed = judged.filter((j) => j.pass).length;
    const lines = [`### Karenina: ${passed}/${total} passed (${percent(passed, total)})`, ''];
    if (options.resultsFile)
        lines.push(`Results: \`${options.resultsFile}\``, '');
    if (total === 0)
        return lines.join('\n');
    const byModel = new Map();
    for (const { result, pass } of judged) {
        const row = byModel.get((0, result_metadata_js_1.answeringModel)(result.metadata)) ?? { passed: 0, total: 0 };
        row.total++;
        if (pass)
            row.passed++;
        byModel.set((0, result_metadata_js_1.answeringModel)(result.metadata), row);
    }
    lines.push('| Answering model | Passed | Total | Pass rate |', '| --- | ---: | ---: | ---: |');
    for (const [model, row] of byModel)
        lines.push(`| ${cell(model)} | ${row.passed} | ${row.total} | ${percent(row.passed, row.total)} |`);
    const failing = judged.filter((j) => !j.pass);
    if (failing.length > 0) {
        const max = options.maxFailures ?? 50;
        lines.push('', `**Failing (${failing.length})**`, '', '| Question | Answering model | Why |', '| --- | --- | --- |');
        for (const { result } of failing.slice(0, max)) {
            const rep = result.metadata.replicate !== null ? ` #${result.metadata.replicate}` : '';
            lines.push(`| ${cell(result.metadata.question_id + rep)} | ${cell((0, result_metadata_js_1.answeringModel)(result.metadata))} | ${cell((0, run_summary_js_1.failureNote)(result))} |`);
        }
        if (failing.length > max)
            lines.push('', `… and ${failing.length - max} more`);
    }
    return lines.join('\n');
}
async function appendStepSummary(judged, options = {}) {
    const file = (options.env ?? process.env)['GITHUB_STEP_SUMMARY']?.trim();
    if (!file)
        return null;
    try {
        await (0, fs_promises_js_1.appendFile)(file, `${renderStepSummary(judged, options)}\n\n`);
        return file;
    }
    catch (error) {
        process.stderr.write(`karenina: could not append the run summary to GITHUB_STEP_SUMMARY (${file}): ${error.message}\n`);
        return null;
    }
}
