"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RISK_LEVELS = void 0;
exports.riskLevel = riskLevel;
exports.maxRisk = maxRisk;
exports.RISK_LEVELS = ['none', 'low', 'medium', 'high'];
function riskLevel(value, unknown) {
    return typeof value === 'string' && exports.RISK_LEVELS.includes(value) ? value : unknown;
}
function maxRisk(risks, unknown, empty) {
    if (risks.length === 0)
        return empty;
    let best = 0;
    for (const risk of risks)
        best = Math.max(best, exports.RISK_LEVELS.indexOf(riskLevel(risk, unknown)));
    return exports.RISK_LEVELS[best];
}
