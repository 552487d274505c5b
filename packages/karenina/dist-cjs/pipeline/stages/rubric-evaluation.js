"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RubricEvaluationStage = void 0;
const compat_mode_js_1 = require("../../compat/compat-mode.js");
const env_js_1 = require("../../config/env.js");
const karenina_error_js_1 = require("../../errors/karenina-error.js");
const usage_js_1 = require("../../llm/usage.js");
const evaluate_metric_traits_js_1 = require("../../rubric/evaluate-metric-traits.js");
const evaluate_rubric_js_1 = require("../../rubric/evaluate-rubric.js");
const rubric_js_1 = require("../../rubric/rubric.js");
const final_message_js_1 = require("../../trace/final-message.js");
const artifact_keys_js_1 = require("../artifact-keys.js");
const stage_js_1 = require("../stage.js");
const deep_judgment_rubric_js_1 = require("./deep-judgment-rubric.js");
const stage_support_js_1 = require("./stage-support.js");
function sequentialConcurrency(ctx) {
    const env = ctx.settings.env;
    const enabled = env.KARENINA_ASYNC_ENABLED === undefined ? true : (0, env_js_1.parseEnvBoolean)(env.KARENINA_ASYNC_ENABLED);
    if (!enabled)
        return 1;
    const workers = env.KARENINA_ASYNC_MAX_WORKERS === undefined ? undefined : (0, env_js_1.parseEnvInt)(env.KARENINA_ASYNC_MAX_WORKERS);
    return workers !== undefined && workers > 0 ? workers : 2;
}
const RETRY_CATEGORIES = new Set(['timeout', 'connection', 'rate_limit', 'server_error']);
function traitFailureCategory(ctx, error) {
    if (error === null || (karenina_error_js_1.KareninaError.isInstance(error) && error.code === 'KARENINA_PARSE_FAILURE'))
        return 'parsing';
    if (karenina_error_js_1.KareninaError.isInstance(error) && error.code === 'KARENINA_CHECK_FAILED')
        return 'unexpected_error';
    const category = (0, stage_support_js_1.classifyTaskError)(ctx, error);
    return RETRY_CATEGORIES.has(category) ? category : 'unexpected_error';
}
function recordFailure(ctx, failure) {
    return { traits: failure.traits, category: traitFailureCategory(ctx, failure.error), message: failure.message };
}
class RubricEvaluationStage extends stage_js_1.BaseStage {
    name = 'RubricEvaluation';
    requires = [artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE];
    produces = [artifact_keys_js_1.ArtifactKeys.RUBRIC_RESULT, artifact_keys_js_1.ArtifactKeys.LLM_TRAIT_LABELS, artifact_keys_js_1.ArtifactKeys.METRIC_CONFUSION_LISTS, artifact_keys_js_1.ArtifactKeys.METRIC_RESULTS];
    shouldRun(ctx) {
        if (ctx.error !== null)
            return false;
        if ((0, rubric_js_1.hasNonAgenticTraits)(ctx.settings.dynamicRubric))
            return true;
        const traceFailed = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.TRACE_VALIDATION_FAILED) === true;
        return (0, rubric_js_1.hasNonAgenticTraits)(ctx.settings.rubric) && !(traceFailed && !ctx.settings.options.useFullTraceForRubric);
    }
    async execute(ctx) {
        const { settings } = ctx;
        const rubric = settings.rubric;
        const useFullTrace = settings.options.useFullTraceForRubric;
        const messages = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.TRACE_MESSAGES);
        const raw = messages && messages.length > 0 ? messages : (ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE) ?? '');
        const input = (0, final_message_js_1.prepareEvaluationInput)(raw, useFullTrace);
        if (input.error !== null) {
            ctx.markError(`Rubric evaluation: ${input.error}`, { category: 'permanent' });
            return;
        }
        if ((0, rubric_js_1.hasNonAgenticTraits)(settings.dynamicRubric))
            ctx.addWarning('Dynamic rubrics are not available yet in karenina-ts; their traits were not evaluated');
        let rubricResult = null;
        let labels = null;
        let confusionLists = null;
        let metricResults = null;
        const compat = (0, compat_mode_js_1.isPythonCompat)(settings.options.compat);
        const traitFailures = [];
        if (rubric !== null) {
            const display = (0, stage_support_js_1.parsingDisplay)(ctx);
            const judge = {
                parser: async () => (await settings.ports.parsing()).parser,
                interface: settings.parsingModel.interface,
                promptConfig: settings.options.promptConfig,
                callOptions: (0, stage_support_js_1.callOptions)(ctx),
                question: { id: ctx.questionId, text: ctx.questionText },
            };
            const onUsage = (usage) => {
                if (!(0, usage_js_1.isUsageEmpty)(usage))
                    (0, stage_support_js_1.usageTrackerOf)(ctx).track('rubric_evaluation', usage, display);
            };
            const deepJudgment = (0, deep_judgment_rubric_js_1.rubricDeepJudgmentSettings)(ctx, rubric);
            try {
                const standardRubric = deepJudgment.size > 0 ? (0, deep_judgment_rubric_js_1.rubricWithoutDeepJudgment)(ctx, rubric, deepJudgment) : rubric;
                const standard = await (0, evaluate_rubric_js_1.evaluateRubric)({ question: ctx.questionText, answer: input.input, rubric: standardRubric, groundTruth: settings.rawAnswer }, {
                    judge,
                    strategy: settings.options.rubricEvaluationStrategy,
                    callableRegistry: settings.callableRegistry ?? null,
                    concurrency: sequentialConcurrency(ctx),
                    onWarning: (message) => ctx.addWarning(message),
                    onUsage,
                    compat: settings.options.compat,
                });
                traitFailures.push(...standard.failures.map((failure) => recordFailure(ctx, failure)));
                let metrics = null;
                if (rubric.metric_traits.length > 0) {
                    metrics = await (0, evaluate_metric_traits_js_1.evaluateMetricTraits)({ question: ctx.questionText, answer: input.input, traits: rubric.metric_traits }, { judge, onUsage });
                }
                rubricResult = standard.scores;
                if (deepJudgment.size > 0)
                    rubricResult = await (0, deep_judgment_rubric_js_1.evaluateRubricDeepJudgment)(ctx, rubric, deepJudgment, input.input, standard.scores, onUsage);
                labels = standard.labels;
                confusionLists = metrics?.confusionLists ?? null;
                metricResults = metrics?.metrics ?? null;
            }
            catch (error) {
                if (ctx.signal?.aborted)
                    throw error;
                ctx.addWarning(`Rubric evaluation failed: ${(0, stage_support_js_1.errorMessage)(error)}`);
                const unscored = [...rubric.llm_traits, ...rubric.metric_traits].map((t) => t.name);
                if (!compat && unscored.length > 0)
                    traitFailures.push(recordFailure(ctx, { traits: unscored, message: (0, stage_support_js_1.errorMessage)(error), error }));
            }
        }
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.RUBRIC_TRAIT_FAILURES, traitFailures.length > 0 ? traitFailures : null);
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.RUBRIC_RESULT, rubricResult);
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.LLM_TRAIT_LABELS, labels);
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.METRIC_CONFUSION_LISTS, confusionLists);
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.METRIC_RESULTS, metricResults);
        ctx.setResultField(artifact_keys_js_1.ArtifactKeys.VERIFY_RUBRIC, rubricResult);
        ctx.setResultField(artifact_keys_js_1.ArtifactKeys.LLM_TRAIT_LABELS, labels);
        ctx.setResultField(artifact_keys_js_1.ArtifactKeys.METRIC_TRAIT_CONFUSION_LISTS, confusionLists);
        ctx.setResultField(artifact_keys_js_1.ArtifactKeys.METRIC_TRAIT_METRICS, metricResults);
        ctx.setResultField(artifact_keys_js_1.ArtifactKeys.RUBRIC_EVALUATION_STRATEGY, settings.options.rubricEvaluationStrategy);
    }
}
exports.RubricEvaluationStage = RubricEvaluationStage;
