"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.renderBaselineSection = renderBaselineSection;
const regression_gate_js_1 = require("../results-diff/regression-gate.js");
const html_escape_js_1 = require("./html-escape.js");
const pct = (rate) => `${(rate * 100).toFixed(1)}%`;
const num = (value) => `${value < 0 ? '−' : ''}${Math.abs(value).toFixed(1)}`;
const range = (lower, upper) => `[${num(lower * 100)}, ${num(upper * 100)}]`;
const signed = (value, digits) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(digits)}`;
function badge(o) {
    const replicates = o.total > 1 ? ` <span class="qid">${o.passed}/${o.total} passed</span>` : '';
    return `<span class="badge ${o.verdict}">${o.verdict}</span>${replicates}`;
}
function renderBaselineSection(diff) {
    const confidence = `${Number(((1 - diff.alpha) * 100).toFixed(2))}%`;
    const models = diff.models
        .map((m) => `<tr><td>${(0, html_escape_js_1.escapeHtml)(m.model)}</td><td>${m.questions}</td><td>${pct(m.base.rate)} <span class="qid">${range(m.base.ci.lower, m.base.ci.upper)}</span></td>` +
        `<td>${pct(m.head.rate)} <span class="qid">${range(m.head.ci.lower, m.head.ci.upper)}</span></td>` +
        `<td class="${m.significant_regression ? 'bad' : ''}">${signed(m.delta * 100, 1)} <span class="qid">${range(m.delta_ci.lower, m.delta_ci.upper)}</span></td>` +
        `<td>${m.lost}</td><td>${m.gained}</td><td>${(0, regression_gate_js_1.formatP)(m.p_value)}${m.significant_regression ? ' *' : ''}</td></tr>`)
        .join('');
    const flips = diff.flips.length === 0
        ? '<p class="empty-note">No verdict changed.</p>'
        : `<table class="baseline-flips"><thead><tr><th>question</th><th>model</th><th>baseline</th><th>this run</th></tr></thead><tbody>${diff.flips
            .map((f) => `<tr data-flip="${f.kind}"><td class="q">${(0, html_escape_js_1.escapeHtml)(f.question_text)}<div class="qid">${(0, html_escape_js_1.escapeHtml)(f.question_id)}</div></td><td>${(0, html_escape_js_1.escapeHtml)(f.model)}</td><td>${badge(f.base)}</td><td>${badge(f.head)}</td></tr>`)
            .join('')}</tbody></table>`;
    const traitRows = diff.models.flatMap((m) => m.traits.map((t) => `<tr><td>${(0, html_escape_js_1.escapeHtml)(m.model)}</td><td>${(0, html_escape_js_1.escapeHtml)(t.trait)}</td><td>${t.pairs}</td><td>${t.base_mean.toFixed(3)}</td><td>${t.head_mean.toFixed(3)}</td><td>${signed(t.mean_delta, 3)}</td></tr>`));
    const traits = traitRows.length === 0
        ? ''
        : `<h3>Rubric traits (mean over questions scored in both runs)</h3><table><thead><tr><th>model</th><th>trait</th><th>questions</th><th>baseline</th><th>this run</th><th>change</th></tr></thead><tbody>${traitRows.join('')}</tbody></table>`;
    const worse = diff.flips.filter((f) => f.kind === 'regression').length;
    const better = diff.flips.filter((f) => f.kind === 'improvement').length;
    return (`<section class="card" id="baseline"><h2>Compared with baseline</h2>` +
        `<p class="qid">${(0, html_escape_js_1.escapeHtml)(diff.base.source)} → ${(0, html_escape_js_1.escapeHtml)(diff.head.source)}; ${confidence} intervals; p: exact McNemar test of questions lost vs gained (* significant drop at ${diff.alpha}); errors count as not passed</p>` +
        `<table class="baseline-models"><thead><tr><th>model</th><th>questions</th><th>baseline</th><th>this run</th><th>change (points)</th><th>lost</th><th>gained</th><th>p</th></tr></thead><tbody>${models}</tbody></table>` +
        `<h3>Verdicts that flipped: ${worse} worse, ${better} better</h3>${flips}${traits}</section>`);
}
