"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.diffResults = diffResults;
const karenina_error_js_1 = require("../errors/karenina-error.js");
const compare_code_points_js_1 = require("../compat/compare-code-points.js");
const proportion_stats_js_1 = require("./proportion-stats.js");
const result_cells_js_1 = require("./result-cells.js");
const KIND_ORDER = { regression: 0, improvement: 1, changed: 2 };
function flipKind(base, head) {
    if (base === 'pass')
        return 'regression';
    if (head === 'pass')
        return 'improvement';
    return 'changed';
}
function passRate(passed, total, alpha) {
    return { passed, total, rate: passed / total, ci: (0, proportion_stats_js_1.wilsonInterval)(passed, total, alpha) };
}
function traitDeltas(pairs) {
    const sums = new Map();
    for (const [base, head] of pairs) {
        for (const [trait, baseScore] of base.traits) {
            const headScore = head.traits.get(trait);
            if (headScore === undefined)
                continue;
            const acc = sums.get(trait) ?? { base: 0, head: 0, pairs: 0 };
            acc.base += baseScore;
            acc.head += headScore;
            acc.pairs++;
            sums.set(trait, acc);
        }
    }
    return [...sums]
        .sort(([a], [b]) => (0, compare_code_points_js_1.compareCodePoints)(a, b))
        .map(([trait, s]) => ({ trait, pairs: s.pairs, base_mean: s.base / s.pairs, head_mean: s.head / s.pairs, mean_delta: (s.head - s.base) / s.pairs }));
}
function unpaired(cells) {
    return [...cells].map((c) => ({ question_id: c.questionId, model: c.model, verdict: c.outcome.verdict }));
}
function diffResults(base, head, options = {}) {
    const alpha = options.alpha ?? 0.05;
    if (!(alpha > 0 && alpha < 1))
        throw new karenina_error_js_1.KareninaError('KARENINA_VALIDATION', `alpha: expected a number between 0 and 1, received ${alpha}`);
    const pairBy = options.pairBy ?? 'combo';
    const baseCells = (0, result_cells_js_1.resultCells)(base.results, pairBy);
    const headCells = (0, result_cells_js_1.resultCells)(head.results, pairBy);
    const byModel = new Map();
    const onlyInBase = [];
    for (const [key, baseCell] of baseCells) {
        const headCell = headCells.get(key);
        if (!headCell) {
            onlyInBase.push(baseCell);
            continue;
        }
        headCells.delete(key);
        const list = byModel.get(baseCell.model) ?? [];
        list.push([baseCell, headCell]);
        byModel.set(baseCell.model, list);
    }
    if (byModel.size === 0) {
        const models = (cells) => [...new Set([...cells].map((c) => c.model))].join(', ') || 'no results';
        throw new karenina_error_js_1.KareninaError('KARENINA_VALIDATION', `no common questions: ${base.source} (${models(baseCells.values())}) and ${head.source} (${models((0, result_cells_js_1.resultCells)(head.results, pairBy).values())}) share no question × model` +
            (pairBy === 'combo' && base.results.length > 0 && head.results.length > 0 ? '; if only the judge changed, pair by answering model (--by answering)' : ''));
    }
    const models = [];
    const flips = [];
    for (const [model, pairs] of [...byModel].sort(([a], [b]) => (0, compare_code_points_js_1.compareCodePoints)(a, b))) {
        const table = { both: 0, lost: 0, gained: 0, neither: 0 };
        for (const [b, h] of pairs) {
            const basePass = b.outcome.verdict === 'pass';
            const headPass = h.outcome.verdict === 'pass';
            if (basePass && headPass)
                table.both++;
            else if (basePass)
                table.lost++;
            else if (headPass)
                table.gained++;
            else
                table.neither++;
            if (b.outcome.verdict !== h.outcome.verdict) {
                flips.push({ question_id: b.questionId, question_text: h.questionText, model, kind: flipKind(b.outcome.verdict, h.outcome.verdict), base: b.outcome, head: h.outcome });
            }
        }
        const n = pairs.length;
        const baseRate = passRate(table.both + table.lost, n, alpha);
        const headRate = passRate(table.both + table.gained, n, alpha);
        const delta = headRate.rate - baseRate.rate;
        const pValue = (0, proportion_stats_js_1.mcnemarExactP)(table.lost, table.gained);
        models.push({
            model,
            questions: n,
            base: baseRate,
            head: headRate,
            delta,
            delta_ci: (0, proportion_stats_js_1.pairedDifferenceInterval)(table, alpha),
            lost: table.lost,
            gained: table.gained,
            p_value: pValue,
            significant_regression: delta < 0 && pValue < alpha,
            traits: traitDeltas(pairs),
        });
    }
    flips.sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (0, compare_code_points_js_1.compareCodePoints)(a.model, b.model) || (0, compare_code_points_js_1.compareCodePoints)(a.question_id, b.question_id));
    return {
        base: { source: base.source, results: base.results.length },
        head: { source: head.source, results: head.results.length },
        alpha,
        pair_by: pairBy,
        models,
        flips,
        only_in_base: unpaired(onlyInBase),
        only_in_head: unpaired(headCells.values()),
    };
}
