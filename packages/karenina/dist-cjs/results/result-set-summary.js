"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.summarizeResultSet = summarizeResultSet;
const compare_code_points_js_1 = require("../compat/compare-code-points.js");
const py_truthy_js_1 = require("../compat/py-truthy.js");
const model_keys_js_1 = require("./model-keys.js");
const result_metadata_js_1 = require("./result-metadata.js");
const stats_js_1 = require("./stats.js");
const TRAIT_FIELDS = [
    ['llm', 'llm_trait_scores'],
    ['regex', 'regex_trait_scores'],
    ['callable', 'callable_trait_scores'],
    ['metric', 'metric_trait_scores'],
    ['agentic', 'agentic_trait_scores'],
];
const sum = (values) => values.reduce((a, b) => a + b, 0);
const pct = (part, total) => (total > 0 ? (part / total) * 100 : 0);
function stageTokens(usage, stage) {
    const entry = usage[stage];
    if (!entry)
        return [null, null];
    const get = (key) => (Object.hasOwn(entry, key) ? (0, stats_js_1.numberOrNull)(entry[key]) : 0);
    const inp = get('input_tokens');
    const out = get('output_tokens');
    return [inp === null ? null : Math.trunc(inp), out === null ? null : Math.trunc(out)];
}
class TokenLists {
    totalIn = [];
    totalOut = [];
    templateIn = [];
    templateOut = [];
    rubricIn = [];
    rubricOut = [];
    byCombo = new Map();
    add(r) {
        const usage = r.template?.usage_metadata;
        if (!usage || Object.keys(usage).length === 0)
            return;
        if (Object.hasOwn(usage, 'total')) {
            const [inp, out] = stageTokens(usage, 'total');
            const key = (0, model_keys_js_1.comboKey)(r);
            const combo = () => this.byCombo.get(key) ?? this.byCombo.set(key, { input: 0, output: 0 }).get(key);
            if (inp !== null) {
                this.totalIn.push(inp);
                combo().input += inp;
            }
            if (out !== null) {
                this.totalOut.push(out);
                combo().output += out;
            }
        }
        let tIn = 0;
        let tOut = 0;
        for (const stage of ['answer_generation', 'parsing']) {
            const [inp, out] = stageTokens(usage, stage);
            tIn += inp ?? 0;
            tOut += out ?? 0;
        }
        if (tIn > 0 || tOut > 0) {
            this.templateIn.push(tIn);
            this.templateOut.push(tOut);
        }
        const [rIn, rOut] = stageTokens(usage, 'rubric_evaluation');
        if (rIn !== null && rIn > 0)
            this.rubricIn.push(rIn);
        if (rOut !== null && rOut > 0)
            this.rubricOut.push(rOut);
    }
}
function tokenStats(lists, numWithJudgment) {
    const { totalIn, totalOut, templateIn, templateOut, rubricIn, rubricOut } = lists;
    const std = (v) => (0, stats_js_1.populationStd)(v) ?? 0;
    const med = (v) => (0, stats_js_1.median)(v) ?? 0;
    const dj = numWithJudgment > 0 ? 0 : null;
    const tokens = {
        total_input: sum(totalIn),
        total_input_std: std(totalIn),
        total_output: sum(totalOut),
        total_output_std: std(totalOut),
        template_input: sum(templateIn),
        template_input_std: std(templateIn),
        template_output: sum(templateOut),
        template_output_std: std(templateOut),
        rubric_input: sum(rubricIn),
        rubric_input_std: std(rubricIn),
        rubric_output: sum(rubricOut),
        rubric_output_std: std(rubricOut),
        deep_judgment_input: dj,
        deep_judgment_input_std: dj,
        deep_judgment_output: dj,
        deep_judgment_output_std: dj,
        median_per_question_input: med(totalIn),
        median_per_question_input_std: std(totalIn),
        median_per_question_output: med(totalOut),
        median_per_question_output_std: std(totalOut),
    };
    const tokensByCombo = Object.fromEntries([...lists.byCombo].map(([k, s]) => [k, { input: s.input, output: s.output, total: s.input + s.output }]));
    return { tokens, tokensByCombo };
}
const zeroKinds = () => ({ llm: { count: 0 }, regex: { count: 0 }, callable: { count: 0 }, metric: { count: 0 }, agentic: { count: 0 } });
class RubricTraitCounts {
    #evaluated = 0;
    #questionsByTrait = new Map();
    #occurrences = new Map();
    add(r) {
        if (!r.rubric?.rubric_evaluation_performed)
            return;
        this.#evaluated++;
        TRAIT_FIELDS.forEach(([, field], k) => {
            for (const name of Object.keys(r.rubric[field] ?? {})) {
                const qs = this.#questionsByTrait.get(name) ?? this.#questionsByTrait.set(name, new Set()).get(name);
                qs.add(r.metadata.question_id);
                const counts = this.#occurrences.get(name) ?? this.#occurrences.set(name, [0, 0, 0, 0, 0]).get(name);
                counts[k]++;
            }
        });
    }
    result(numQuestions) {
        if (this.#evaluated === 0)
            return null;
        const global = zeroKinds();
        const specific = zeroKinds();
        for (const [name, counts] of this.#occurrences) {
            const into = this.#questionsByTrait.get(name).size === numQuestions ? global : specific;
            TRAIT_FIELDS.forEach(([kind], k) => (into[kind].count += counts[k]));
        }
        return { global_traits: global, question_specific_traits: specific };
    }
}
function countPass(counts, key, passed) {
    const s = counts.get(key) ?? counts.set(key, { total: 0, passed: 0 }).get(key);
    s.total++;
    if (passed)
        s.passed++;
}
function templatePass(combos, verified) {
    if (verified === 0)
        return { byCombo: null, overall: null };
    const byCombo = Object.fromEntries([...combos].map(([k, s]) => [k, { ...s, pass_pct: pct(s.passed, s.total) }]));
    const passed = sum([...combos.values()].map((s) => s.passed));
    return { byCombo, overall: { total: verified, passed, pass_pct: pct(passed, verified) } };
}
function replicateStats(reps, replicates) {
    if (replicates.size <= 1)
        return null;
    if (reps.size === 0)
        return null;
    const rates = [...reps.values()].map((s) => (s.total > 0 ? s.passed / s.total : 0));
    return {
        replicate_pass_rates: Object.fromEntries([...reps].map(([rep, s]) => [String(rep), { ...s, pass_pct: pct(s.passed, s.total), pass_rate: s.total > 0 ? s.passed / s.total : 0 }])),
        replicate_summary: { mean: (0, stats_js_1.mean)(rates), std: (0, stats_js_1.sampleStd)(rates) ?? 0 },
    };
}
class ToolUsage {
    #totals = new Map();
    #traces = new Map();
    #withTools = 0;
    add(r) {
        const counts = r.template?.agent_metrics?.tool_call_counts;
        if (typeof counts !== 'object' || counts === null || Object.keys(counts).length === 0)
            return;
        this.#withTools++;
        for (const [tool, n] of Object.entries(counts)) {
            this.#totals.set(tool, (this.#totals.get(tool) ?? 0) + ((0, stats_js_1.numberOrNull)(n) ?? 0));
            this.#traces.set(tool, (this.#traces.get(tool) ?? 0) + 1);
        }
    }
    result() {
        const withTools = this.#withTools;
        if (withTools === 0)
            return null;
        const totals = this.#totals;
        const names = [...totals.keys()].sort(compare_code_points_js_1.compareCodePoints);
        return {
            tools: Object.fromEntries(names.map((n) => [n, { total_calls: totals.get(n), traces_using: this.#traces.get(n), avg_calls_per_trace: totals.get(n) / withTools }])),
            total_traces_with_tools: withTools,
            total_tool_calls: sum([...totals.values()]),
        };
    }
}
function traceLengths(iterations) {
    if (iterations.length === 0)
        return null;
    return {
        median_iterations: (0, stats_js_1.median)(iterations),
        mean_iterations: (0, stats_js_1.mean)(iterations),
        std_iterations: (0, stats_js_1.populationStd)(iterations),
        min_iterations: Math.min(...iterations),
        max_iterations: Math.max(...iterations),
        num_traces: iterations.length,
    };
}
function summarizeResultSet(results) {
    let count = 0;
    let numCompleted = 0;
    let numWithTemplate = 0;
    let numWithRubric = 0;
    let numWithJudgment = 0;
    let executionTime = 0;
    const questions = new Set();
    const replicates = new Set();
    const answering = new Set();
    const parsing = new Set();
    const tokens = new TokenLists();
    const completion = new Map();
    const traits = new RubricTraitCounts();
    const passByCombo = new Map();
    const passByReplicate = new Map();
    const tools = new ToolUsage();
    const iterations = [];
    for (const r of results) {
        count++;
        const m = r.metadata;
        questions.add(m.question_id);
        if (m.replicate !== null)
            replicates.add(m.replicate);
        const verified = r.template?.template_verification_performed;
        if (verified)
            numWithTemplate++;
        if (r.deep_judgment?.deep_judgment_performed)
            numWithJudgment++;
        tokens.add(r);
        const key = (0, model_keys_js_1.comboKey)(r);
        const s = completion.get(key) ?? completion.set(key, { total: 0, completed: 0 }).get(key);
        s.total++;
        if (m.failure === null)
            s.completed++;
        if (verified)
            countPass(passByCombo, key, (0, py_truthy_js_1.pyTruthy)(r.template.verify_result));
        if (m.failure === null)
            numCompleted++;
        if (r.rubric?.rubric_evaluation_performed)
            numWithRubric++;
        answering.add((0, result_metadata_js_1.answeringModel)(m));
        parsing.add((0, result_metadata_js_1.parsingModel)(m));
        executionTime = executionTime + m.execution_time;
        traits.add(r);
        if (verified && m.replicate !== null)
            countPass(passByReplicate, m.replicate, (0, py_truthy_js_1.pyTruthy)(r.template.verify_result));
        tools.add(r);
        const n = (0, stats_js_1.numberOrNull)(r.template?.agent_metrics?.iterations);
        if (n !== null)
            iterations.push(n);
    }
    const { tokens: tokenFigures, tokensByCombo } = tokenStats(tokens, numWithJudgment);
    const pass = templatePass(passByCombo, numWithTemplate);
    return {
        num_results: count,
        num_completed: numCompleted,
        num_with_template: numWithTemplate,
        num_with_rubric: numWithRubric,
        num_with_judgment: numWithJudgment,
        num_questions: questions.size,
        num_models: answering.size,
        num_parsing_models: parsing.size,
        num_replicates: replicates.size,
        total_execution_time: executionTime,
        tokens: tokenFigures,
        tokens_by_combo: tokensByCombo,
        completion_by_combo: Object.fromEntries([...completion].map(([k, s]) => [k, { ...s, completion_pct: pct(s.completed, s.total) }])),
        rubric_traits: traits.result(questions.size),
        template_pass_by_combo: pass.byCombo,
        template_pass_overall: pass.overall,
        replicate_stats: numWithTemplate === 0 ? null : replicateStats(passByReplicate, replicates),
        tool_usage_stats: tools.result(),
        trace_length_stats: traceLengths(iterations),
    };
}
