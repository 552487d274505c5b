"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.failureNote = failureNote;
exports.renderRunSummary = renderRunSummary;
const result_metadata_js_1 = require("../results/result-metadata.js");
const summaries_js_1 = require("../results/summaries.js");
const format_count_js_1 = require("../report/format-count.js");
const modelOf = (j) => j.model ?? (0, result_metadata_js_1.answeringModel)(j.result.metadata);
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
function tally(judged) {
    const passed = judged.filter((j) => j.pass).length;
    const expected = judged.filter((j) => !j.pass && j.negated).length;
    const failed = judged.length - passed - expected;
    const parts = [`${passed} passed`];
    if (failed > 0 || expected === 0)
        parts.push(`${failed} failed`);
    if (expected > 0) {
        parts.push(`${plural(expected, 'wrong answer')}, ${expected === 1 ? 'asserted' : expected === 2 ? 'both asserted' : 'all asserted'} with .not`);
    }
    const unexpected = judged.filter((j) => j.pass && j.negated).length;
    if (unexpected > 0)
        parts.push(`${unexpected} passed but asserted with .not (${unexpected === 1 ? 'its test' : 'their tests'} failed)`);
    return parts.join(', ');
}
const percent = (n, d) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)}%`);
function failureNote(result) {
    const failure = result.metadata.failure;
    if (failure === null)
        return result.template?.verify_result === false ? 'wrong answer' : 'expectation not met';
    if (failure.category === 'content')
        return 'wrong answer';
    if (failure.category === 'parsing')
        return 'judge produced no valid object';
    return `${failure.category} at ${failure.stage}`;
}
function renderRunSummary(judged, options = {}) {
    const total = judged.length;
    const passed = judged.filter((j) => j.pass).length;
    const where = options.resultsFile ? ` → ${options.resultsFile}` : '';
    const lines = [`Karenina: ${total} result${total === 1 ? '' : 's'}, ${tally(judged)} (${percent(passed, total)})${where}`];
    if (total === 0)
        return lines.join('\n');
    const byModel = new Map();
    for (const j of judged) {
        const { pass } = j;
        const key = modelOf(j);
        const row = byModel.get(key) ?? { passed: 0, total: 0 };
        row.total++;
        if (pass)
            row.passed++;
        byModel.set(key, row);
    }
    const width = Math.max(...[...byModel.keys()].map((k) => k.length));
    for (const [model, row] of byModel)
        lines.push(`  ${model.padEnd(width)}  ${row.passed}/${row.total} passed (${percent(row.passed, row.total)})`);
    const max = options.maxFailures ?? 10;
    const list = (heading, mark, entries) => {
        if (entries.length === 0)
            return;
        lines.push(`  ${heading}:`);
        for (const j of entries.slice(0, max)) {
            const { result } = j;
            const rep = j.title === undefined && result.metadata.replicate !== null ? ` #${result.metadata.replicate}` : '';
            const note = j.pass ? 'passed, but the test asserted .not' : failureNote(result);
            lines.push(`    ${mark} ${j.title ?? result.metadata.question_id}${rep} (${modelOf(j)}): ${note}`);
        }
        if (entries.length > max)
            lines.push(`    … and ${entries.length - max} more`);
    };
    list('Failing', '✗', judged.filter((j) => !j.pass !== (j.negated === true)));
    list('Expected failures (asserted with .not)', '○', judged.filter((j) => !j.pass && j.negated === true));
    const results = judged.map((j) => j.result);
    const traits = (0, summaries_js_1.traitScoreAverages)(results);
    if (traits.length > 0) {
        const shown = traits.map((t) => {
            const name = t.metric_name ? `${t.trait_name}.${t.metric_name}` : t.trait_name;
            return `${name} ${t.mean.toFixed(2)} (n=${t.count})`;
        });
        lines.push(`  Traits: ${shown.join(', ')}`);
    }
    const tokens = options.tokens ?? (0, summaries_js_1.tokenUsage)(results).total;
    if (tokens.total_tokens > 0) {
        lines.push(`  Tokens: ${(0, format_count_js_1.formatCount)(tokens.input_tokens)} in, ${(0, format_count_js_1.formatCount)(tokens.output_tokens)} out (${(0, format_count_js_1.formatCount)(tokens.total_tokens)} total)`);
    }
    return lines.join('\n');
}
