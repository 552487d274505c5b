"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.renderHtmlReport = renderHtmlReport;
exports.writeHtmlReport = writeHtmlReport;
const html_escape_js_1 = require("./html-escape.js");
const pass_rate_chart_js_1 = require("./pass-rate-chart.js");
const scenario_paths_js_1 = require("./scenario-paths.js");
const report_data_js_1 = require("./report-data.js");
const report_script_js_1 = require("./report-script.js");
const report_style_js_1 = require("./report-style.js");
const summary_table_js_1 = require("./summary-table.js");
const verdict_matrix_js_1 = require("./verdict-matrix.js");
const redact_result_js_1 = require("../results/redact-result.js");
const baseline_section_js_1 = require("./baseline-section.js");
const format_count_js_1 = require("./format-count.js");
const output_file_js_1 = require("../utils/output-file.js");
function tile(kind, value, label) {
    return `<div class="tile ${kind}"><b>${(0, html_escape_js_1.escapeHtml)(value)}</b><span>${(0, html_escape_js_1.escapeHtml)(label)}</span></div>`;
}
function fieldsTable(row) {
    if (row.fields.length === 0)
        return '<p class="empty-note">No template fields (rubric-only or not parsed).</p>';
    const body = row.fields
        .map((f) => {
        const mark = f.ok === null ? '<td>—</td>' : f.ok ? '<td class="ok">✓</td>' : '<td class="bad">✗</td>';
        return `<tr><td><code>${(0, html_escape_js_1.escapeHtml)(f.name)}</code></td><td><code>${(0, html_escape_js_1.escapeHtml)(f.extracted)}</code></td><td><code>${(0, html_escape_js_1.escapeHtml)(f.expected)}</code></td>${mark}</tr>`;
    })
        .join('');
    return `<table class="inner fields"><thead><tr><th>field</th><th>extracted</th><th>ground truth</th><th></th></tr></thead><tbody>${body}</tbody></table>`;
}
function traitsTable(row) {
    if (row.traits.length === 0)
        return '<p class="empty-note">No rubric scores.</p>';
    const body = row.traits.map((t) => `<tr><td>${(0, html_escape_js_1.escapeHtml)(t.name)}</td><td>${(0, html_escape_js_1.escapeHtml)(t.kind)}</td><td><code>${(0, html_escape_js_1.escapeHtml)(t.score)}</code></td></tr>`).join('');
    return `<table class="inner traits"><thead><tr><th>trait</th><th>kind</th><th>score</th></tr></thead><tbody>${body}</tbody></table>`;
}
function detail(row) {
    const failure = row.failure
        ? `<div class="failure"><b>${(0, html_escape_js_1.escapeHtml)(row.failure.category)}</b> at <code>${(0, html_escape_js_1.escapeHtml)(row.failure.stage)}</code><br>${(0, html_escape_js_1.escapeHtml)(row.failure.reason)}</div>`
        : '<p class="empty-note">No failure.</p>';
    const tokens = row.tokens ? `${(0, format_count_js_1.formatCount)(row.tokens.input)} in · ${(0, format_count_js_1.formatCount)(row.tokens.output)} out · ${(0, format_count_js_1.formatCount)(row.tokens.total)} total` : 'not reported';
    const reference = row.referenceAnswer === null ? '' : `<h3>Reference answer</h3><pre class="answer reference">${(0, html_escape_js_1.escapeHtml)(row.referenceAnswer)}</pre>`;
    return (`<tr class="detail" hidden><td colspan="7"><div class="detail-grid">` +
        `<section><h3>Question</h3><p>${(0, html_escape_js_1.escapeHtml)(row.questionText)}</p><h3>Answer</h3><pre class="answer">${(0, html_escape_js_1.escapeHtml)(row.answer)}</pre>${reference}</section>` +
        `<section><h3>Extracted fields vs ground truth</h3>${fieldsTable(row)}<h3 style="margin-top:14px">Rubric</h3>${traitsTable(row)}</section>` +
        `<section><h3>Failure</h3>${failure}<h3 style="margin-top:14px">Tokens</h3><p>${(0, html_escape_js_1.escapeHtml)(tokens)}</p>` +
        `<h3>Run</h3><p class="qid">result ${(0, html_escape_js_1.escapeHtml)(row.resultId)}<br>question ${(0, html_escape_js_1.escapeHtml)(row.questionId)}${row.executionSeconds === null ? '' : `<br>${row.executionSeconds.toFixed(2)} s`}</p></section>` +
        `</div></td></tr>`);
}
function resultRow(row) {
    const search = [row.questionId, row.questionText, row.answer, row.answering, row.parsing, row.failure?.reason ?? '', row.failure?.category ?? '']
        .join('\n')
        .toLowerCase();
    return (`<tr class="result" tabindex="0" aria-expanded="false" data-verdict="${row.verdict}" data-question="${(0, html_escape_js_1.escapeHtml)(row.questionId)}" data-answering="${(0, html_escape_js_1.escapeHtml)(row.answering)}" data-parsing="${(0, html_escape_js_1.escapeHtml)(row.parsing)}" data-search="${(0, html_escape_js_1.escapeHtml)(search)}">` +
        `<td><span class="badge ${row.verdict}">${row.verdict}</span></td>` +
        `<td class="q">${(0, html_escape_js_1.escapeHtml)(row.questionText)}<div class="qid">${(0, html_escape_js_1.escapeHtml)(row.questionId)}</div></td>` +
        `<td>${(0, html_escape_js_1.escapeHtml)(row.answering)}</td><td>${(0, html_escape_js_1.escapeHtml)(row.parsing)}</td>` +
        `<td>${row.replicate ?? ''}</td>` +
        `<td>${row.granularScore === null ? '' : row.granularScore.toFixed(2)}</td>` +
        `<td>${row.tokens ? (0, format_count_js_1.formatCount)(row.tokens.total) : ''}</td></tr>` +
        detail(row));
}
function modelOptions(data) {
    const options = (names) => names.map((n) => `<option value="${(0, html_escape_js_1.escapeHtml)(n)}">${(0, html_escape_js_1.escapeHtml)(n)}</option>`).join('');
    return (`<option value="all">all models</option>` +
        `<optgroup label="answering models">${options(data.byAnsweringModel.map((g) => g.name))}</optgroup>` +
        `<optgroup label="judges">${options(data.byParsingModel.map((g) => g.name))}</optgroup>`);
}
function renderHtmlReport(input, options = {}) {
    const results = input.map(redact_result_js_1.redactResultErrors);
    const data = (0, report_data_js_1.buildReportData)(results);
    const title = options.title ?? 'Karenina verification report';
    const generated = (options.now ?? (() => new Date()))().toISOString().replace('T', ' ').slice(0, 19);
    const o = data.overall;
    const charts = [
        `<div>${(0, pass_rate_chart_js_1.renderPassRateChart)(data.byAnsweringModel, 'Pass rate per answering model')}</div>`,
        data.byParsingModel.length > 1 ? `<div>${(0, pass_rate_chart_js_1.renderPassRateChart)(data.byParsingModel, 'Pass rate per judge')}</div>` : '',
    ].join('');
    const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
    const counts = [plural(o.total, 'result'), plural(data.byQuestion.length, 'question'), plural(data.byAnsweringModel.length, 'answering model'), plural(data.byParsingModel.length, 'judge')].join(' · ');
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<title>${(0, html_escape_js_1.escapeHtml)(title)}</title>
<style>${report_style_js_1.REPORT_STYLE}</style>
</head>
<body>
<header><h1>${(0, html_escape_js_1.escapeHtml)(title)}</h1><div class="sub">${options.subtitle ? `${(0, html_escape_js_1.escapeHtml)(options.subtitle)} · ` : ''}${(0, html_escape_js_1.escapeHtml)(counts)} · generated ${(0, html_escape_js_1.escapeHtml)(generated)} UTC</div></header>
<main>
<section class="tiles" id="overview">
${tile('rate', (0, summary_table_js_1.formatPercent)(o.passRate), 'pass rate')}${tile('pass', String(o.passed), 'passed')}${tile('fail', String(o.failed), 'failed')}${tile('error', String(o.errors), 'errors')}${tile('', (0, format_count_js_1.formatCount)(data.tokens.total), 'tokens')}
</section>
${options.baseline ? `${(0, baseline_section_js_1.renderBaselineSection)(options.baseline)}\n` : ''}<section class="card" id="pass-rates"><h2>Pass rate per model</h2><div class="charts">${charts}</div></section>
<section class="card" id="matrix"><h2>Verdicts per question and model</h2>${results.length > 0 ? (0, verdict_matrix_js_1.renderVerdictMatrix)(data) : '<p class="empty-note">No results.</p>'}</section>
${scenarioSection(results)}<section class="card" id="results"><h2>Results</h2>
<div class="filters">
<input id="filter-text" type="search" placeholder="Filter by question, answer, model or failure…" aria-label="Text filter">
<select id="filter-verdict" aria-label="Verdict filter"><option value="all">all verdicts</option><option value="pass">pass</option><option value="fail">fail</option><option value="error">error</option></select>
<select id="filter-model" aria-label="Model filter">${modelOptions(data)}</select>
<button id="expand-all" type="button">expand / collapse</button>
<span class="count" id="filter-count">${o.total} of ${o.total} results</span>
</div>
<table id="results-table"><thead><tr><th>verdict</th><th>question</th><th>answering model</th><th>judge</th><th>rep</th><th>score</th><th>tokens</th></tr></thead>
<tbody>${data.rows.map(resultRow).join('')}</tbody></table>
<p class="empty-note" id="no-match" hidden>No result matches the filters.</p>
</section>
</main>
<footer>Self-contained report written by karenina: no network access needed. Verdicts: pass = no failure and the template did not fail; fail = judged wrong (content, abstention, auto-fail); error = could not be judged.</footer>
<script>${report_script_js_1.REPORT_SCRIPT}</script>
</body>
</html>
`;
}
function scenarioSection(results) {
    const section = (0, scenario_paths_js_1.renderScenarioPaths)(results);
    return section === '' ? '' : `${section}\n`;
}
async function writeHtmlReport(path, results, options = {}, output = {}) {
    await (0, output_file_js_1.writeOutputText)(path, renderHtmlReport(results, options), output);
}
