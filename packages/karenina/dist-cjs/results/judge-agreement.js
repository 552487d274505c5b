"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.judgeAgreement = judgeAgreement;
const compare_code_points_js_1 = require("../compat/compare-code-points.js");
const model_identity_js_1 = require("../config/model-identity.js");
const result_metadata_js_1 = require("./result-metadata.js");
const OVERALL = '';
function answerKey(r) {
    const m = r.metadata;
    return JSON.stringify([m.question_id, (0, model_identity_js_1.modelCanonicalKey)(m.answering), m.replicate, m.scenario_id, m.scenario_node, m.scenario_turn]);
}
function verdictsOf(r) {
    const t = r.template;
    if (!t)
        return [];
    const out = [];
    if (t.template_verification_performed && t.verify_result !== null)
        out.push([OVERALL, t.verify_result]);
    for (const [field, value] of Object.entries(t.field_results ?? {}))
        out.push([field, value ?? null]);
    return out;
}
function emptyRow(question, field) {
    return { question_id: question, field, num_answers: 0, num_judges: 0, unanimous_answers: 0, unanimous_rate: null, agreeing_pairs: 0, total_pairs: 0, pairwise_agreement: null };
}
function judgeAgreement(results) {
    const answers = new Map();
    for (const r of results) {
        const key = answerKey(r);
        const answer = answers.get(key) ?? answers.set(key, { question: r.metadata.question_id, verdicts: new Map() }).get(key);
        const judge = (0, result_metadata_js_1.parsingModel)(r.metadata);
        for (const [field, verdict] of verdictsOf(r)) {
            const byJudge = answer.verdicts.get(field) ?? answer.verdicts.set(field, new Map()).get(field);
            if (!byJudge.has(judge))
                byJudge.set(judge, verdict);
        }
    }
    const perQuestion = new Map();
    const perField = new Map();
    const perPair = new Map();
    const rowFor = (map, question, field) => {
        const key = JSON.stringify([question, field]);
        return map.get(key) ?? map.set(key, { ...emptyRow(question, field === OVERALL ? null : field), judges: new Set() }).get(key);
    };
    for (const { question, verdicts } of answers.values()) {
        for (const [field, byJudge] of verdicts) {
            if (byJudge.size < 2)
                continue;
            const judges = [...byJudge.keys()].sort(compare_code_points_js_1.compareCodePoints);
            let agreeing = 0;
            let pairs = 0;
            for (let i = 0; i < judges.length; i++) {
                for (let j = i + 1; j < judges.length; j++) {
                    const same = byJudge.get(judges[i]) === byJudge.get(judges[j]);
                    pairs++;
                    if (same)
                        agreeing++;
                    const pairKey = JSON.stringify([judges[i], judges[j], field]);
                    const pair = perPair.get(pairKey) ??
                        perPair.set(pairKey, { judge_a: judges[i], judge_b: judges[j], field: field === OVERALL ? null : field, compared: 0, agreed: 0, agreement: null }).get(pairKey);
                    pair.compared++;
                    if (same)
                        pair.agreed++;
                }
            }
            for (const row of [rowFor(perQuestion, question, field), rowFor(perField, null, field)]) {
                row.num_answers++;
                if (agreeing === pairs)
                    row.unanimous_answers++;
                row.agreeing_pairs += agreeing;
                row.total_pairs += pairs;
                for (const judge of judges)
                    row.judges.add(judge);
            }
        }
    }
    const finish = (rows) => [...rows].map(({ judges, ...row }) => ({
        ...row,
        num_judges: judges.size,
        unanimous_rate: row.num_answers > 0 ? row.unanimous_answers / row.num_answers : null,
        pairwise_agreement: row.total_pairs > 0 ? row.agreeing_pairs / row.total_pairs : null,
    }));
    return {
        byQuestion: finish(perQuestion.values()),
        byField: finish(perField.values()),
        byJudgePair: [...perPair.values()].map((p) => ({ ...p, agreement: p.compared > 0 ? p.agreed / p.compared : null })),
    };
}
