"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.truncate = truncate;
exports.renderPassRateChart = renderPassRateChart;
const html_escape_js_1 = require("./html-escape.js");
const summary_table_js_1 = require("./summary-table.js");
const ROW = 34;
const BAR = 420;
const CHAR = 7;
function truncate(text, max) {
    const chars = [...text];
    return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
function renderPassRateChart(groups, title) {
    const longest = Math.max(8, ...groups.map((g) => [...g.name].length));
    const labelWidth = Math.min(34, longest) * CHAR + 16;
    const top = 24;
    const width = labelWidth + BAR + 70;
    const height = top + groups.length * ROW + 8;
    const x = (fraction) => labelWidth + fraction * BAR;
    const grid = [0, 0.25, 0.5, 0.75, 1]
        .map((f) => `<line class="grid" x1="${x(f)}" x2="${x(f)}" y1="${top - 4}" y2="${height - 6}"/><text class="tick" x="${x(f)}" y="${top - 8}" text-anchor="middle">${f * 100}%</text>`)
        .join('');
    const rows = groups
        .map((g, i) => {
        const y = top + i * ROW;
        const total = Math.max(g.total, 1);
        let offset = 0;
        const segments = [
            ['pass', g.passed, 'passed'],
            ['fail', g.failed, 'failed'],
            ['error', g.errors, 'errors'],
        ]
            .filter(([, n]) => n > 0)
            .map(([kind, n, word]) => {
            const rect = `<rect class="seg-${kind}" x="${x(offset / total).toFixed(1)}" y="${y + 7}" width="${((n / total) * BAR).toFixed(1)}" height="${ROW - 14}" rx="3"><title>${(0, html_escape_js_1.escapeHtml)(g.name)}: ${n} ${word} of ${g.total}</title></rect>`;
            offset += n;
            return rect;
        })
            .join('');
        return (`<g class="bar-row" data-name="${(0, html_escape_js_1.escapeHtml)(g.name)}">` +
            `<text class="label" x="${labelWidth - 10}" y="${y + ROW / 2 + 4}" text-anchor="end"><title>${(0, html_escape_js_1.escapeHtml)(g.name)}</title>${(0, html_escape_js_1.escapeHtml)(truncate(g.name, 34))}</text>` +
            `<rect class="track" x="${labelWidth}" y="${y + 7}" width="${BAR}" height="${ROW - 14}" rx="3"/>` +
            segments +
            `<text class="value" x="${labelWidth + BAR + 8}" y="${y + ROW / 2 + 4}">${(0, summary_table_js_1.formatPercent)(g.passRate)}</text>` +
            `</g>`);
    })
        .join('');
    return (`<svg class="chart pass-rate-chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" role="img" aria-label="${(0, html_escape_js_1.escapeHtml)(title)}">` +
        `<title>${(0, html_escape_js_1.escapeHtml)(title)}</title>${grid}${rows}</svg>`);
}
