"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ParseTemplateStage = exports.PARSE_FAILURE_STAGE = void 0;
const compat_mode_js_1 = require("../../compat/compat-mode.js");
const env_js_1 = require("../../config/env.js");
const usage_js_1 = require("../../llm/usage.js");
const assemble_prompt_js_1 = require("../../prompts/assemble-prompt.js");
const parsing_js_1 = require("../../prompts/parsing.js");
const judge_output_js_1 = require("../../template/judge-output.js");
const shared_schemas_js_1 = require("../../template/shared-schemas.js");
const final_message_js_1 = require("../../trace/final-message.js");
const artifact_keys_js_1 = require("../artifact-keys.js");
const stage_js_1 = require("../stage.js");
const deep_judgment_template_js_1 = require("./deep-judgment-template.js");
const replay_errors_js_1 = require("../../replay-store/replay-errors.js");
const replay_answer_js_1 = require("./replay-answer.js");
const stage_support_js_1 = require("./stage-support.js");
exports.PARSE_FAILURE_STAGE = 'parse_template';
const NO_DEEP_JUDGMENT = {
    [artifact_keys_js_1.ArtifactKeys.EXTRACTED_EXCERPTS]: null,
    [artifact_keys_js_1.ArtifactKeys.ATTRIBUTE_REASONING]: null,
    [artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_STAGES_COMPLETED]: null,
    [artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_MODEL_CALLS]: 0,
    [artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_EXCERPT_RETRY_COUNT]: 0,
    [artifact_keys_js_1.ArtifactKeys.ATTRIBUTES_WITHOUT_EXCERPTS]: null,
    [artifact_keys_js_1.ArtifactKeys.HALLUCINATION_RISK_ASSESSMENT]: null,
};
class ParseTemplateStage extends stage_js_1.BaseStage {
    name = 'ParseTemplate';
    requires = [artifact_keys_js_1.ArtifactKeys.RAW_ANSWER, artifact_keys_js_1.ArtifactKeys.ANSWER, artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE];
    produces = [
        artifact_keys_js_1.ArtifactKeys.PARSED_ANSWER,
        artifact_keys_js_1.ArtifactKeys.PARSING_MODEL_STR,
        artifact_keys_js_1.ArtifactKeys.TEMPLATE_EVALUATOR,
        artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_PERFORMED,
        artifact_keys_js_1.ArtifactKeys.EXTRACTED_EXCERPTS,
        artifact_keys_js_1.ArtifactKeys.ATTRIBUTE_REASONING,
        artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_STAGES_COMPLETED,
        artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_MODEL_CALLS,
        artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_EXCERPT_RETRY_COUNT,
        artifact_keys_js_1.ArtifactKeys.ATTRIBUTES_WITHOUT_EXCERPTS,
        artifact_keys_js_1.ArtifactKeys.HALLUCINATION_RISK_ASSESSMENT,
    ];
    shouldRun(ctx) {
        return (0, stage_support_js_1.canParse)(ctx);
    }
    async execute(ctx) {
        const answer = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.ANSWER);
        const template = answer.template;
        const useFullTrace = ctx.settings.options.useFullTraceForTemplate;
        if (template.isRegexOnly) {
            this.#withoutJudge(ctx, answer.instantiate(), 'regex_only (no LLM)');
            return;
        }
        if (template.isTraceOnly) {
            if ((0, compat_mode_js_1.isPythonCompat)(ctx.settings.options.compat))
                throw pydanticMissingFields(template);
            const raw = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE);
            this.#withoutJudge(ctx, answer.instantiate({}, { rawTrace: raw }), 'trace_only (no LLM)');
            return;
        }
        const replayed = (0, replay_answer_js_1.replayEntryOf)(ctx)?.parsed_answer_fields;
        if (replayed) {
            try {
                this.#withoutJudge(ctx, (0, replay_answer_js_1.hydrateReplayFields)(ctx, answer, replayed, false), 'replay (no LLM)');
                return;
            }
            catch (error) {
                if (ctx.settings.options.replayParseOnHydrationMismatch === 'strict')
                    throw new replay_errors_js_1.ReplayHydrationError(ctx.questionId, (0, stage_support_js_1.errorMessage)(error), { cause: error });
                ctx.addWarning(`Replay parsed_answer_fields do not fit the template (${(0, stage_support_js_1.errorMessage)(error)}); parsing the replayed trace`);
            }
        }
        let parser;
        try {
            parser = (await ctx.settings.ports.parsing()).parser;
        }
        catch (error) {
            ctx.markError(`Failed to create TemplateEvaluator: ${(0, stage_support_js_1.errorLabel)(error)}`, { category: (0, stage_support_js_1.classifyTaskError)(ctx, error) });
            return;
        }
        const display = (0, stage_support_js_1.parsingDisplay)(ctx);
        const evaluator = { parsingModel: display, useFullTrace };
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.TEMPLATE_EVALUATOR, evaluator);
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.PARSING_MODEL_STR, display);
        ctx.setResultField(artifact_keys_js_1.ArtifactKeys.USED_FULL_TRACE, useFullTrace);
        const raw = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE);
        const input = (0, final_message_js_1.prepareEvaluationInput)(raw, useFullTrace);
        if (input.error !== null) {
            this.#fail(ctx, input.error, null);
            return;
        }
        if (ctx.settings.options.deepJudgmentMode !== 'disabled') {
            try {
                await (0, deep_judgment_template_js_1.parseWithDeepJudgment)(ctx, answer, parser, input.input, raw);
            }
            catch (error) {
                this.#fail(ctx, `Deep judgment parsing failed: ${(0, stage_support_js_1.errorMessage)(error)}`, error);
            }
            return;
        }
        let parsed;
        try {
            parsed = await judge(ctx, parser, template, input.input);
        }
        catch (error) {
            this.#fail(ctx, `Parsing failed: ${(0, stage_support_js_1.errorMessage)(error)}`, error);
            return;
        }
        if (!(0, usage_js_1.isUsageEmpty)(parsed.usage))
            (0, stage_support_js_1.usageTrackerOf)(ctx).track('parsing', parsed.usage, display);
        const { values, nullFields, extras } = parsed.value;
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.PARSED_ANSWER, answer.instantiate(values, { nullFields, extras }));
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_PERFORMED, false);
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.TRACE_EXTRACTION_ERROR, null);
        for (const [key, value] of Object.entries(NO_DEEP_JUDGMENT))
            ctx.setArtifact(key, value);
        ctx.setResultField(artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_MODE, ctx.settings.options.deepJudgmentMode);
        ctx.setResultField(artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_PERFORMED, false);
        for (const [key, value] of Object.entries(NO_DEEP_JUDGMENT))
            ctx.setResultField(key, value);
        ctx.setResultField(artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_SEARCH_ENABLED, false);
        ctx.setResultField(artifact_keys_js_1.ArtifactKeys.EVALUATION_INPUT, useFullTrace ? raw : null);
        ctx.setResultField(artifact_keys_js_1.ArtifactKeys.TRACE_EXTRACTION_ERROR, null);
    }
    #withoutJudge(ctx, instance, parsingModel) {
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.PARSED_ANSWER, instance);
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.TEMPLATE_EVALUATOR, null);
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.PARSING_MODEL_STR, parsingModel);
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_PERFORMED, false);
        ctx.setResultField(artifact_keys_js_1.ArtifactKeys.USED_FULL_TRACE, ctx.settings.options.useFullTraceForTemplate);
        ctx.setResultField(artifact_keys_js_1.ArtifactKeys.TRACE_EXTRACTION_ERROR, null);
    }
    #fail(ctx, message, error) {
        const compat = (0, compat_mode_js_1.isPythonCompat)(ctx.settings.options.compat);
        ctx.markError(message, {
            category: error === null ? 'permanent' : (0, stage_support_js_1.classifyTaskError)(ctx, error),
            ...(compat ? {} : { stage: exports.PARSE_FAILURE_STAGE }),
        });
        ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.TRACE_EXTRACTION_ERROR, message);
    }
}
exports.ParseTemplateStage = ParseTemplateStage;
async function judge(ctx, parser, template, response) {
    const { options, env, parsingModel } = ctx.settings;
    const jsonSchema = (0, shared_schemas_js_1.sharedJudgeSchema)(template);
    const groundTruth = (0, env_js_1.isGroundTruthExposed)(env) ? groundTruthOf(template) : null;
    const prompt = (0, parsing_js_1.buildParsingPrompt)({
        question: ctx.questionText,
        response,
        jsonSchema,
        extractionHints: (0, parsing_js_1.extractionHintsOf)(template.fields),
        includeExtractionHints: options.includeExtractionHints,
        groundTruth,
        env,
    });
    const messages = (0, assemble_prompt_js_1.assemblePrompt)(prompt, {
        interface: parsingModel.interface,
        promptConfig: options.promptConfig,
        supportsSystemPrompt: parser.capabilities.supportsSystemPrompt,
    });
    return parser.parse({
        messages,
        schema: jsonSchema,
        schemaName: template.name,
        validate: (raw) => (0, judge_output_js_1.parseJudgeOutput)(template, raw, { compat: options.compat }),
        question: { id: ctx.questionId, text: ctx.questionText },
    }, (0, stage_support_js_1.callOptions)(ctx));
}
function groundTruthOf(template) {
    try {
        return { ...(template.instantiate({}).groundTruths ?? {}) };
    }
    catch {
        return null;
    }
}
function pydanticMissingFields(template) {
    const missing = template.fields.filter((f) => !f.optional).map((f) => f.name);
    const count = missing.length;
    const error = new Error(`${count} validation error${count === 1 ? '' : 's'} for ${template.name}\n` + missing.map((name) => `${name}\n  Field required [type=missing]`).join('\n'));
    error.name = 'ValidationError';
    return error;
}
