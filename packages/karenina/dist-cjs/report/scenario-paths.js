"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.scenarioPathRows = scenarioPathRows;
exports.renderScenarioPaths = renderScenarioPaths;
const result_metadata_js_1 = require("../results/result-metadata.js");
const html_escape_js_1 = require("./html-escape.js");
const result_verdict_js_1 = require("../results/result-verdict.js");
function scenarioPathRows(results) {
    const runs = new Map();
    for (const r of results) {
        const m = r.metadata;
        if (m.scenario_id === null || m.scenario_turn === null)
            continue;
        const key = JSON.stringify([m.scenario_id, (0, result_metadata_js_1.answeringModel)(m), (0, result_metadata_js_1.parsingModel)(m), m.replicate ?? null]);
        let run = runs.get(key);
        if (!run)
            runs.set(key, (run = { scenarioId: m.scenario_id, answeringModel: (0, result_metadata_js_1.answeringModel)(m), parsingModel: (0, result_metadata_js_1.parsingModel)(m), replicate: m.replicate ?? null, turns: [], order: new Map() }));
        run.order.set(m.scenario_turn, { node: m.scenario_node ?? '?', verdict: (0, result_verdict_js_1.resultVerdict)(r) });
    }
    return [...runs.values()].map(({ order, ...run }) => ({ ...run, turns: [...order.entries()].sort((a, b) => a[0] - b[0]).map(([, t]) => t) }));
}
function renderScenarioPaths(results) {
    const rows = scenarioPathRows(results);
    if (rows.length === 0)
        return '';
    const mark = { pass: '✓', fail: '✗', error: '!' };
    const body = rows
        .map((run) => {
        const path = run.turns.map((t) => `<span class="path-${t.verdict}" title="${t.verdict}">${(0, html_escape_js_1.escapeHtml)(t.node)} ${mark[t.verdict]}</span>`).join(' → ');
        return `<tr><td>${(0, html_escape_js_1.escapeHtml)(run.scenarioId)}</td><td>${(0, html_escape_js_1.escapeHtml)(run.answeringModel)}</td><td>${(0, html_escape_js_1.escapeHtml)(run.parsingModel)}</td><td>${run.replicate ?? ''}</td><td>${run.turns.length}</td><td class="scenario-path">${path}</td></tr>`;
    })
        .join('');
    return `<section class="card" id="scenarios"><h2>Scenario paths</h2><table><thead><tr><th>scenario</th><th>answering model</th><th>judge</th><th>rep</th><th>turns</th><th>path (node and verdict per turn)</th></tr></thead><tbody>${body}</tbody></table></section>`;
}
