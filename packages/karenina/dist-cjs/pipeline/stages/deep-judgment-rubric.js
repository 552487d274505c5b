"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.rubricDeepJudgmentSettings = rubricDeepJudgmentSettings;
exports.rubricWithoutDeepJudgment = rubricWithoutDeepJudgment;
exports.evaluateRubricDeepJudgment = evaluateRubricDeepJudgment;
const compat_mode_js_1 = require("../../compat/compat-mode.js");
const rubric_deep_judgment_js_1 = require("../../deep-judgment/rubric-deep-judgment.js");
const rubric_trait_settings_js_1 = require("../../deep-judgment/rubric-trait-settings.js");
const resolve_search_js_1 = require("../../llm/search/resolve-search.js");
const artifact_keys_js_1 = require("../artifact-keys.js");
const stage_support_js_1 = require("./stage-support.js");
function rubricDeepJudgmentSettings(ctx, rubric) {
    const { options } = ctx.settings;
    return (0, rubric_trait_settings_js_1.resolveRubricDeepJudgment)(rubric.llm_traits, {
        mode: options.deepJudgmentRubricMode,
        globalExcerpts: options.deepJudgmentRubricGlobalExcerpts,
        maxExcerptsDefault: options.deepJudgmentRubricMaxExcerptsDefault,
        fuzzyThresholdDefault: options.deepJudgmentRubricFuzzyMatchThresholdDefault,
        retryAttemptsDefault: options.deepJudgmentRubricExcerptRetryAttemptsDefault,
        custom: options.deepJudgmentRubricConfig,
        questionId: ctx.questionId,
        fallback: {
            maxExcerpts: options.deepJudgmentMaxExcerptsPerAttribute,
            fuzzyThreshold: options.deepJudgmentFuzzyMatchThreshold,
            retryAttempts: options.deepJudgmentExcerptRetryAttempts,
        },
    });
}
function rubricWithoutDeepJudgment(ctx, rubric, deepJudged) {
    const compat = (0, compat_mode_js_1.isPythonCompat)(ctx.settings.options.compat);
    return {
        ...rubric,
        llm_traits: rubric.llm_traits.filter((t) => !deepJudged.has(t.name)),
        regex_traits: compat ? [] : rubric.regex_traits,
        callable_traits: compat ? [] : rubric.callable_traits,
        metric_traits: [],
        agentic_traits: [],
    };
}
async function evaluateRubricDeepJudgment(ctx, rubric, settings, answer, standardScores, onUsage) {
    const { options, env, ports, parsingModel } = ctx.settings;
    const { parser, llm } = await ports.parsing();
    const dj = await (0, rubric_deep_judgment_js_1.runRubricDeepJudgment)(rubric.llm_traits, settings, { question: ctx.questionText, answer }, {
        parser,
        llm,
        interface: parsingModel.interface,
        promptConfig: options.promptConfig,
        search: () => (0, resolve_search_js_1.resolveSearchTool)(options.deepJudgmentSearchTool, env),
        compat: options.compat,
        callOptions: (0, stage_support_js_1.callOptions)(ctx),
        question: { id: ctx.questionId, text: ctx.questionText },
        onUsage,
    });
    const risks = Object.keys(dj.hallucinationRisk).length > 0 ? dj.hallucinationRisk : null;
    const fields = {
        [artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_RUBRIC_PERFORMED]: true,
        [artifact_keys_js_1.ArtifactKeys.EXTRACTED_RUBRIC_EXCERPTS]: dj.excerpts,
        [artifact_keys_js_1.ArtifactKeys.RUBRIC_TRAIT_REASONING]: dj.reasoning,
        [artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_RUBRIC_SCORES]: dj.scores,
        [artifact_keys_js_1.ArtifactKeys.STANDARD_RUBRIC_SCORES]: standardScores,
        [artifact_keys_js_1.ArtifactKeys.TRAIT_METADATA]: dj.traitMetadata,
        [artifact_keys_js_1.ArtifactKeys.TRAITS_WITHOUT_VALID_EXCERPTS]: dj.traitsWithoutValidExcerpts,
        [artifact_keys_js_1.ArtifactKeys.RUBRIC_HALLUCINATION_RISK_ASSESSMENT]: risks,
        [artifact_keys_js_1.ArtifactKeys.TOTAL_DEEP_JUDGMENT_MODEL_CALLS]: dj.totalModelCalls,
        [artifact_keys_js_1.ArtifactKeys.TOTAL_TRAITS_EVALUATED]: dj.totalTraitsEvaluated,
        [artifact_keys_js_1.ArtifactKeys.TOTAL_EXCERPT_RETRIES]: dj.totalExcerptRetries,
    };
    for (const [key, value] of Object.entries(fields))
        ctx.setResultField(key, value);
    return { ...dj.scores, ...standardScores };
}
