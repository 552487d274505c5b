"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.formatPercent = formatPercent;
exports.formatSummary = formatSummary;
const util_js_1 = require("../utils/lazy-node/util.js");
const summaries_js_1 = require("../results/summaries.js");
const result_metadata_js_1 = require("../results/result-metadata.js");
const failed_traits_js_1 = require("./failed-traits.js");
const result_verdict_js_1 = require("../results/result-verdict.js");
const report_data_js_1 = require("./report-data.js");
const text_table_js_1 = require("../utils/text-table.js");
const format_count_js_1 = require("./format-count.js");
function formatPercent(rate) {
    return rate === null ? '—' : `${(rate * 100).toFixed(1)}%`;
}
function countCells(c) {
    return [String(c.total), String(c.passed), String(c.failed), String(c.errors), formatPercent(c.passRate)];
}
function formatSummary(results, options = {}) {
    const paint = (format, text) => (options.color ? (0, util_js_1.styleText)(format, text, { validateStream: false }) : text);
    const data = (0, report_data_js_1.buildReportData)(results);
    const combos = new Map();
    for (const r of results) {
        const answering = (0, result_metadata_js_1.answeringModel)(r.metadata);
        const parsing = (0, result_metadata_js_1.parsingModel)(r.metadata);
        const key = JSON.stringify([answering, parsing]);
        const combo = combos.get(key) ?? combos.set(key, { answering, parsing, results: [] }).get(key);
        combo.results.push(r);
    }
    const rateColor = (rate) => (rate === null ? 'dim' : rate >= 0.8 ? 'green' : rate >= 0.5 ? 'yellow' : 'red');
    const rows = [...combos.values()].map((c) => {
        const counts = (0, result_verdict_js_1.countVerdicts)(c.results);
        const cells = countCells(counts);
        cells[4] = paint(rateColor(counts.passRate), cells[4]);
        return [c.answering, c.parsing, ...cells];
    });
    const overall = countCells(data.overall);
    const questions = data.byQuestion.length;
    const lines = [
        paint('bold', `${options.title ?? 'Verification summary'}: ${results.length} result${results.length === 1 ? '' : 's'}, ${questions} question${questions === 1 ? '' : 's'}`),
        '',
        (0, text_table_js_1.formatTextTable)(['answering model', 'judge', 'results', 'pass', 'fail', 'error', 'pass rate'], rows.map((row) => row.map((cell) => stripAnsi(cell))), { align: ['left', 'left', 'right', 'right', 'right', 'right', 'right'], footer: ['overall', '', ...overall], indent: '  ' })
            .split('\n')
            .map((line, i) => (i >= 2 && i < 2 + rows.length ? repaint(line, rows[i - 2][6]) : line))
            .join('\n'),
    ];
    const failures = (0, summaries_js_1.failureCounts)(results);
    if (failures.length > 0)
        lines.push('', `  failures: ${failures.map((f) => `${f.category} ${f.count}`).join(', ')}`);
    const failedTraits = new Map();
    for (const r of results)
        for (const name of Object.keys((0, failed_traits_js_1.failedTraitsOf)(r)))
            failedTraits.set(name, (failedTraits.get(name) ?? 0) + 1);
    if (failedTraits.size > 0) {
        lines.push(`  failed rubric trait evaluations (not scored): ${[...failedTraits].map(([name, n]) => `${name} ${n}`).join(', ')}`);
    }
    if (data.tokens.total > 0) {
        lines.push(`  tokens: ${(0, format_count_js_1.formatCount)(data.tokens.input)} in, ${(0, format_count_js_1.formatCount)(data.tokens.output)} out, ${(0, format_count_js_1.formatCount)(data.tokens.total)} total`);
    }
    return lines.join('\n');
}
const ANSI = /\u001b\[[0-9;]*m/g;
function stripAnsi(text) {
    return text.replace(ANSI, '');
}
function repaint(line, painted) {
    const plain = stripAnsi(painted);
    return plain === painted || !line.endsWith(plain) ? line : line.slice(0, line.length - plain.length) + painted;
}
