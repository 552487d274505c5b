"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.cellKey = void 0;
exports.pairingId = pairingId;
exports.resultCells = resultCells;
const result_verdict_js_1 = require("../results/result-verdict.js");
const model_keys_js_1 = require("../results/model-keys.js");
const result_rubric_js_1 = require("../results/result-rubric.js");
const stats_js_1 = require("../results/stats.js");
const cellKey = (questionId, model) => JSON.stringify([questionId, model]);
exports.cellKey = cellKey;
function numericScores(result) {
    if (!result.rubric)
        return [];
    const out = [];
    for (const [trait, value] of Object.entries((0, result_rubric_js_1.getAllTraitScores)(result.rubric))) {
        if (typeof value === 'boolean')
            out.push([trait, value ? 1 : 0]);
        else if (typeof value === 'object' && value !== null && result.rubric.metric_trait_scores?.[trait] === value) {
            for (const [metric, score] of Object.entries(value)) {
                const n = (0, stats_js_1.numberOrNull)(score);
                if (n !== null)
                    out.push([`${trait}.${metric}`, n]);
            }
        }
        else {
            const n = (0, stats_js_1.numberOrNull)(value);
            if (n !== null)
                out.push([trait, n]);
        }
    }
    return out;
}
function pairingId(result) {
    const m = result.metadata;
    if (m.scenario_id === null)
        return m.question_id;
    return `${m.scenario_id} › ${m.scenario_node ?? m.question_id}${m.scenario_turn === null ? '' : ` (turn ${m.scenario_turn})`}`;
}
function resultCells(results, pairBy) {
    const groups = new Map();
    for (const result of results) {
        const model = pairBy === 'answering' ? (0, model_keys_js_1.answeringGroupKey)(result) : (0, model_keys_js_1.comboKey)(result);
        const questionId = pairingId(result);
        const key = (0, exports.cellKey)(questionId, model);
        let group = groups.get(key);
        if (!group)
            groups.set(key, (group = { questionId, questionText: result.metadata.question_text, model, results: [] }));
        group.results.push(result);
    }
    const cells = new Map();
    for (const [key, group] of groups) {
        const verdicts = group.results.map(result_verdict_js_1.resultVerdict);
        const passed = verdicts.filter((v) => v === 'pass').length;
        const errors = verdicts.filter((v) => v === 'error').length;
        const total = verdicts.length;
        const verdict = passed * 2 > total ? 'pass' : errors === total ? 'error' : 'fail';
        const sums = new Map();
        for (const [trait, score] of group.results.flatMap(numericScores)) {
            const acc = sums.get(trait) ?? { sum: 0, count: 0 };
            acc.sum += score;
            acc.count++;
            sums.set(trait, acc);
        }
        const traits = new Map([...sums].map(([trait, { sum, count }]) => [trait, sum / count]));
        cells.set(key, { questionId: group.questionId, questionText: group.questionText, model: group.model, outcome: { verdict, passed, errors, total }, traits });
    }
    return cells;
}
