"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.evaluateMetricTraits = evaluateMetricTraits;
const rubric_metric_trait_js_1 = require("../prompts/rubric-metric-trait.js");
const judge_replies_js_1 = require("./judge-replies.js");
const metrics_js_1 = require("./metrics.js");
const rubric_judge_js_1 = require("./rubric-judge.js");
const validateConfusion = (0, judge_replies_js_1.zodValidator)(rubric_metric_trait_js_1.MetricTraitReplySchema);
async function evaluateMetricTraits(input, options) {
    const session = new rubric_judge_js_1.RubricJudgeSession(options.judge, options.onUsage);
    const evidence = { question: input.question, answer: input.answer, taskEval: options.taskEval ?? false };
    const out = { confusionLists: {}, metrics: {}, usage: session.usage };
    for (const trait of input.traits) {
        try {
            const reply = await session.ask((0, rubric_metric_trait_js_1.buildMetricTraitPrompt)(trait, evidence), 'ConfusionMatrixOutput', validateConfusion);
            const computed = (0, metrics_js_1.computeConfusionMetrics)(reply, trait.metrics, { deduplicate: trait.repeated_extraction });
            out.confusionLists[trait.name] = computed.confusion;
            out.metrics[trait.name] = computed.metrics;
        }
        catch {
            out.confusionLists[trait.name] = { tp: [], tn: [], fp: [], fn: [] };
            out.metrics[trait.name] = {};
        }
    }
    return out;
}
