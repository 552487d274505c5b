"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.describeModelChange = describeModelChange;
exports.formatP = formatP;
exports.checkRegression = checkRegression;
const pct = (rate) => `${(rate * 100).toFixed(1)}%`;
const points = (delta) => `${delta > 0 ? '+' : delta < 0 ? '−' : '±'}${Math.abs(delta * 100).toFixed(1)} points`;
function describeModelChange(m) {
    return `${m.model}: pass rate ${pct(m.base.rate)} → ${pct(m.head.rate)} (${points(m.delta)}), ${m.lost} lost vs ${m.gained} gained, McNemar p = ${formatP(m.p_value)}`;
}
function formatP(p) {
    if (p >= 1)
        return '1';
    if (p < 0.0001)
        return '< 0.0001';
    return Number(p.toPrecision(3)).toString();
}
function checkRegression(diff, options = {}) {
    const failOn = options.failOn ?? 'significant';
    const maxDrop = options.maxDrop ?? 0;
    const dropped = (m) => -m.delta > maxDrop + 1e-12;
    const limit = maxDrop > 0 ? `, more than the tolerated ${(maxDrop * 100).toFixed(1)} points` : '';
    let reasons = [];
    if (failOn === 'significant') {
        reasons = diff.models.filter((m) => m.significant_regression && dropped(m)).map((m) => `${describeModelChange(m)} < alpha ${diff.alpha}${limit}`);
    }
    else if (failOn === 'drop') {
        reasons = diff.models.filter(dropped).map((m) => `${describeModelChange(m)}${limit}`);
    }
    else if (failOn === 'flip') {
        reasons = diff.flips.filter((f) => f.kind === 'regression').map((f) => `${f.model}: ${f.question_id} went from ${f.base.verdict} to ${f.head.verdict}`);
    }
    const beyond = maxDrop > 0 ? ` of more than ${(maxDrop * 100).toFixed(1)} points` : '';
    const rule = {
        significant: `a significant drop${beyond} (exact McNemar p < ${diff.alpha})`,
        drop: `a drop${beyond || ' of any size'}`,
        flip: 'any question going from pass to fail or error',
        never: 'nothing (--fail-on never)',
    }[failOn];
    return { regressed: reasons.length > 0, reasons, rule };
}
