"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.renderVerdictMatrix = renderVerdictMatrix;
const html_escape_js_1 = require("./html-escape.js");
const pass_rate_chart_js_1 = require("./pass-rate-chart.js");
const CELL_W = 64;
const CELL_H = 30;
const CHAR = 7;
function cellFill(passed, errors, total) {
    if (total === 0)
        return 'var(--empty)';
    if (errors === total)
        return 'var(--error)';
    const share = passed / total;
    return `hsl(${Math.round(share * 130)} 58% ${share === 1 ? 40 : 50}%)`;
}
function renderVerdictMatrix(data) {
    const columns = [];
    const columnIndex = new Map();
    for (const row of data.rows) {
        const key = JSON.stringify([row.answering, row.parsing]);
        if (!columnIndex.has(key)) {
            columnIndex.set(key, columns.length);
            columns.push({ answering: row.answering, parsing: row.parsing });
        }
    }
    const judgeCount = new Set(columns.map((c) => c.parsing)).size;
    const columnLabel = (c) => (judgeCount > 1 ? `${c.answering} ⟶ ${c.parsing}` : c.answering);
    const questions = data.byQuestion;
    const cells = new Map();
    for (const row of data.rows) {
        const key = JSON.stringify([row.questionId, columnIndex.get(JSON.stringify([row.answering, row.parsing]))]);
        const cell = cells.get(key) ?? cells.set(key, { passed: 0, errors: 0, total: 0 }).get(key);
        cell.total++;
        if (row.verdict === 'pass')
            cell.passed++;
        if (row.verdict === 'error')
            cell.errors++;
    }
    const labelWidth = Math.min(40, Math.max(10, ...questions.map((q) => [...q.text].length))) * CHAR + 12;
    const headerHeight = Math.min(30, Math.max(8, ...columns.map((c) => [...columnLabel(c)].length))) * 4 + 16;
    const width = labelWidth + columns.length * CELL_W + 20 + headerHeight * 0.8;
    const height = headerHeight + questions.length * CELL_H + 10;
    const headers = columns
        .map((c, i) => {
        const x = labelWidth + i * CELL_W + CELL_W / 2;
        const label = columnLabel(c);
        return `<text class="col-label" transform="translate(${x} ${headerHeight - 8}) rotate(-35)"><title>${(0, html_escape_js_1.escapeHtml)(label)}</title>${(0, html_escape_js_1.escapeHtml)((0, pass_rate_chart_js_1.truncate)(label, 30))}</text>`;
    })
        .join('');
    const body = questions
        .map((q, r) => {
        const y = headerHeight + r * CELL_H;
        const label = `<text class="row-label" x="${labelWidth - 8}" y="${y + CELL_H / 2 + 4}" text-anchor="end"><title>${(0, html_escape_js_1.escapeHtml)(q.name)}: ${(0, html_escape_js_1.escapeHtml)(q.text)}</title>${(0, html_escape_js_1.escapeHtml)((0, pass_rate_chart_js_1.truncate)(q.text, 40))}</text>`;
        const row = columns
            .map((c, i) => {
            const cell = cells.get(JSON.stringify([q.name, i]));
            const x = labelWidth + i * CELL_W;
            if (!cell)
                return `<rect class="cell empty" x="${x + 2}" y="${y + 2}" width="${CELL_W - 4}" height="${CELL_H - 4}" rx="4"/>`;
            const tip = `${q.text}\n${c.answering} judged by ${c.parsing}: ${cell.passed} of ${cell.total} passed${cell.errors ? `, ${cell.errors} errors` : ''}`;
            return (`<g class="cell" data-question="${(0, html_escape_js_1.escapeHtml)(q.name)}" data-answering="${(0, html_escape_js_1.escapeHtml)(c.answering)}" data-parsing="${(0, html_escape_js_1.escapeHtml)(c.parsing)}">` +
                `<rect x="${x + 2}" y="${y + 2}" width="${CELL_W - 4}" height="${CELL_H - 4}" rx="4" style="fill:${cellFill(cell.passed, cell.errors, cell.total)}"><title>${(0, html_escape_js_1.escapeHtml)(tip)}</title></rect>` +
                `<text x="${x + CELL_W / 2}" y="${y + CELL_H / 2 + 4}" text-anchor="middle">${cell.passed}/${cell.total}</text></g>`);
        })
            .join('');
        return label + row;
    })
        .join('');
    return (`<svg class="chart verdict-matrix" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${Math.ceil(width)} ${height}" width="${Math.ceil(width)}" role="img" aria-label="Verdicts per question and model">` +
        `<title>Verdicts per question and model</title>${headers}${body}</svg>`);
}
