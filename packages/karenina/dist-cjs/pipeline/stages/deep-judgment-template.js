"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseWithDeepJudgment = parseWithDeepJudgment;
const env_js_1 = require("../../config/env.js");
const template_deep_judgment_js_1 = require("../../deep-judgment/template-deep-judgment.js");
const resolve_search_js_1 = require("../../llm/search/resolve-search.js");
const usage_js_1 = require("../../llm/usage.js");
const parsing_js_1 = require("../../prompts/parsing.js");
const artifact_keys_js_1 = require("../artifact-keys.js");
const stage_support_js_1 = require("./stage-support.js");
const shared_schemas_js_1 = require("../../template/shared-schemas.js");
function groundTruthOf(template) {
    try {
        return { ...(template.instantiate({}).groundTruths ?? {}) };
    }
    catch {
        return null;
    }
}
async function parseWithDeepJudgment(ctx, answer, parser, response, raw) {
    const { options, env, parsingModel, ports } = ctx.settings;
    const mode = options.deepJudgmentMode === 'reasoning_only' ? 'reasoning_only' : 'full';
    const template = answer.template;
    const { llm } = await ports.parsing();
    const display = (0, stage_support_js_1.parsingDisplay)(ctx);
    const tracker = (0, stage_support_js_1.usageTrackerOf)(ctx);
    const parsingPrompt = (0, parsing_js_1.buildParsingPrompt)({
        question: ctx.questionText,
        response,
        jsonSchema: (0, shared_schemas_js_1.sharedSufficiencySchema)(template),
        extractionHints: (0, parsing_js_1.extractionHintsOf)(template.fields),
        includeExtractionHints: options.includeExtractionHints,
        groundTruth: (0, env_js_1.isGroundTruthExposed)(env) ? groundTruthOf(template) : null,
        env,
    });
    const searchEnabled = mode === 'full' && options.deepJudgmentSearchEnabled;
    const dj = await (0, template_deep_judgment_js_1.runTemplateDeepJudgment)({ template, question: ctx.questionText, response }, {
        mode,
        llm,
        parser,
        interface: parsingModel.interface,
        promptConfig: options.promptConfig,
        parsingPrompt,
        maxExcerpts: options.deepJudgmentMaxExcerptsPerAttribute,
        fuzzyThreshold: options.deepJudgmentFuzzyMatchThreshold,
        retryAttempts: options.deepJudgmentExcerptRetryAttempts,
        search: searchEnabled ? () => (0, resolve_search_js_1.resolveSearchTool)(options.deepJudgmentSearchTool, env) : null,
        compat: options.compat,
        callOptions: (0, stage_support_js_1.callOptions)(ctx),
        question: { id: ctx.questionId, text: ctx.questionText },
        onUsage: (stage, usage) => {
            if (!(0, usage_js_1.isUsageEmpty)(usage))
                tracker.track(stage, usage, display);
        },
        onWarning: (message) => ctx.addWarning(message),
    });
    const { values, nullFields, extras } = dj.parsed;
    ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.PARSED_ANSWER, answer.instantiate(values, { nullFields, extras }));
    ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.TRACE_EXTRACTION_ERROR, null);
    if (mode === 'reasoning_only')
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_REASONING_ONLY, true);
    const fields = {
        [artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_PERFORMED]: true,
        [artifact_keys_js_1.ArtifactKeys.EXTRACTED_EXCERPTS]: dj.excerpts,
        [artifact_keys_js_1.ArtifactKeys.ATTRIBUTE_REASONING]: dj.reasoning,
        [artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_STAGES_COMPLETED]: dj.stagesCompleted,
        [artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_MODEL_CALLS]: dj.modelCalls,
        [artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_EXCERPT_RETRY_COUNT]: dj.excerptRetryCount,
        [artifact_keys_js_1.ArtifactKeys.ATTRIBUTES_WITHOUT_EXCERPTS]: dj.attributesWithoutExcerpts,
        [artifact_keys_js_1.ArtifactKeys.HALLUCINATION_RISK_ASSESSMENT]: dj.hallucinationRisk,
    };
    for (const [key, value] of Object.entries(fields))
        ctx.setArtifactAndResult(key, value);
    ctx.setResultField(artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_MODE, options.deepJudgmentMode);
    ctx.setResultField(artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_SEARCH_ENABLED, searchEnabled);
    ctx.setResultField(artifact_keys_js_1.ArtifactKeys.EVALUATION_INPUT, options.useFullTraceForTemplate ? raw : null);
    ctx.setResultField(artifact_keys_js_1.ArtifactKeys.TRACE_EXTRACTION_ERROR, null);
}
