"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DynamicParseTemplateStage = void 0;
const py_whitespace_js_1 = require("../../compat/py-whitespace.js");
const usage_js_1 = require("../../llm/usage.js");
const json_recovery_js_1 = require("../../parsing/json-recovery.js");
const assemble_prompt_js_1 = require("../../prompts/assemble-prompt.js");
const agentic_parsing_js_1 = require("../../prompts/agentic-parsing.js");
const judge_output_js_1 = require("../../template/judge-output.js");
const final_message_js_1 = require("../../trace/final-message.js");
const agentic_parse_js_1 = require("../agentic/agentic-parse.js");
const artifact_keys_js_1 = require("../artifact-keys.js");
const stage_js_1 = require("../stage.js");
const stage_support_js_1 = require("./stage-support.js");
const replay_errors_js_1 = require("../../replay-store/replay-errors.js");
const replay_answer_js_1 = require("./replay-answer.js");
const ANSWERER_API_ERROR_PATTERNS = ['api error: unable to connect to api', 'connectionrefused'];
function isAnswererConnectionError(message) {
    const normalized = (0, py_whitespace_js_1.pyStrip)(message).toLowerCase().split(/\s+/).filter(Boolean).join(' ');
    return normalized !== '' && ANSWERER_API_ERROR_PATTERNS.every((p) => normalized.includes(p));
}
function parseDecision(content) {
    const cleaned = (0, json_recovery_js_1.stripMarkdownFences)(content);
    try {
        const data = JSON.parse(cleaned);
        return typeof data === 'object' && data !== null && !Array.isArray(data) ? data : null;
    }
    catch {
        return null;
    }
}
class DynamicParseTemplateStage extends stage_js_1.BaseStage {
    name = 'DynamicParseTemplate';
    requires = [artifact_keys_js_1.ArtifactKeys.RAW_ANSWER, artifact_keys_js_1.ArtifactKeys.ANSWER, artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE];
    produces = [
        artifact_keys_js_1.ArtifactKeys.PARSED_ANSWER,
        artifact_keys_js_1.ArtifactKeys.PARSING_MODEL_STR,
        artifact_keys_js_1.ArtifactKeys.DYNAMIC_PARSING_PERFORMED,
        artifact_keys_js_1.ArtifactKeys.DYNAMIC_PARSE_DECISION,
        artifact_keys_js_1.ArtifactKeys.DYNAMIC_DECISION_REASONING,
        artifact_keys_js_1.ArtifactKeys.TEMPLATE_EVALUATOR,
        artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_PERFORMED,
        artifact_keys_js_1.ArtifactKeys.ATTRIBUTES_WITHOUT_EXCERPTS,
        artifact_keys_js_1.ArtifactKeys.TRACE_EXTRACTION_ERROR,
        artifact_keys_js_1.ArtifactKeys.PARSE_DECISION_MALFORMED,
        artifact_keys_js_1.ArtifactKeys.INVESTIGATION_TRACE,
        artifact_keys_js_1.ArtifactKeys.AGENTIC_PARSING_PERFORMED,
    ];
    shouldRun(ctx) {
        const { options } = ctx.settings;
        return (options.agenticParsing &&
            options.agenticParsingTrigger === 'dynamic' &&
            (0, stage_support_js_1.canParse)(ctx));
    }
    async execute(ctx) {
        const answer = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.ANSWER);
        const raw = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE);
        ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.DYNAMIC_PARSING_PERFORMED, true);
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.PARSING_MODEL_STR, (0, stage_support_js_1.parsingDisplay)(ctx));
        if (replayDecision(ctx, answer))
            return;
        const final = (0, final_message_js_1.prepareEvaluationInput)(raw, false);
        ctx.setResultField(artifact_keys_js_1.ArtifactKeys.USED_FULL_TRACE, false);
        ctx.setResultField(artifact_keys_js_1.ArtifactKeys.EVALUATION_INPUT, null);
        ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.TRACE_EXTRACTION_ERROR, final.error);
        if (final.error !== null)
            return escalate(ctx, answer, final.error);
        if (isAnswererConnectionError(final.input))
            return answerErrorNull(ctx, answer);
        let response;
        try {
            response = await decide(ctx, final.input, answer);
        }
        catch (error) {
            const category = (0, stage_support_js_1.classifyTaskError)(ctx, error);
            if (category === 'permanent') {
                ctx.markError(`Dynamic parsing decision failed: ${(0, stage_support_js_1.errorMessage)(error)}`, { category });
                return;
            }
            const reasoning = `Dynamic parsing decision failed with retryable parser error (${category}): ${(0, stage_support_js_1.errorMessage)(error)}; escalating to agentic parsing.`;
            ctx.addWarning(reasoning);
            ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.DYNAMIC_DECISION_REASONING, reasoning);
            return escalate(ctx, answer, reasoning);
        }
        if (!response.usageUnavailable && !(0, usage_js_1.isUsageEmpty)(response.usage))
            (0, stage_support_js_1.usageTrackerOf)(ctx).track('dynamic_parsing_decision', response.usage, (0, stage_support_js_1.parsingDisplay)(ctx));
        const decision = parseDecision(response.content);
        const reasoning = typeof decision?.reasoning === 'string' && decision.reasoning !== '' ? decision.reasoning : null;
        if (reasoning !== null)
            ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.DYNAMIC_DECISION_REASONING, reasoning);
        if (decision === null)
            return malformed(ctx, answer, reasoning);
        if (decision.sufficient === false)
            return escalate(ctx, answer, reasoning);
        const payload = decision.answer;
        if (decision.sufficient !== true || typeof payload !== 'object' || payload === null || Array.isArray(payload))
            return malformed(ctx, answer, reasoning);
        let parsed;
        try {
            parsed = (0, judge_output_js_1.parseJudgeOutput)(answer.template, payload, { compat: ctx.settings.options.compat });
        }
        catch {
            return malformed(ctx, answer, reasoning);
        }
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.PARSED_ANSWER, answer.instantiate(parsed.values, { nullFields: parsed.nullFields, extras: parsed.extras }));
        finishDirect(ctx, 'direct');
    }
}
exports.DynamicParseTemplateStage = DynamicParseTemplateStage;
async function decide(ctx, finalMessage, answer) {
    const { options, parsingModel } = ctx.settings;
    const llm = (await ctx.settings.ports.parsing()).llm;
    const messages = (0, assemble_prompt_js_1.assemblePrompt)((0, agentic_parsing_js_1.buildDecisionPrompt)(ctx.questionText, finalMessage, answer.template.judgeSchema()), {
        interface: parsingModel.interface,
        promptConfig: options.promptConfig,
        supportsSystemPrompt: llm.capabilities.supportsSystemPrompt,
    });
    return llm.invoke({ messages, question: { id: ctx.questionId, text: ctx.questionText } }, (0, stage_support_js_1.callOptions)(ctx));
}
function replayDecision(ctx, answer) {
    const fields = (0, replay_answer_js_1.replayEntryOf)(ctx)?.parsed_answer_fields;
    if (!fields)
        return false;
    try {
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.PARSED_ANSWER, (0, replay_answer_js_1.hydrateReplayFields)(ctx, answer, fields, true));
    }
    catch (error) {
        if (ctx.settings.options.replayParseOnHydrationMismatch === 'strict')
            throw new replay_errors_js_1.ReplayHydrationError(ctx.questionId, (0, stage_support_js_1.errorMessage)(error), { cause: error });
        ctx.addWarning(`Replay parsed_answer_fields do not fit the template (${(0, stage_support_js_1.errorMessage)(error)}); deciding on the replayed trace`);
        return false;
    }
    finishDirect(ctx, 'replay');
    return true;
}
function finishDirect(ctx, decision) {
    ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.TEMPLATE_EVALUATOR, null);
    ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_PERFORMED, false);
    ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.ATTRIBUTES_WITHOUT_EXCERPTS, []);
    ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.DYNAMIC_PARSE_DECISION, decision);
}
async function escalate(ctx, answer, screeningReasoning) {
    ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.DYNAMIC_PARSE_DECISION, 'escalated');
    await (0, agentic_parse_js_1.agenticParse)(ctx, answer, { screeningReasoning });
}
async function malformed(ctx, answer, reasoning) {
    ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.PARSE_DECISION_MALFORMED, true);
    await escalate(ctx, answer, reasoning);
}
function answerErrorNull(ctx, answer) {
    const verified = answer.template.fields.filter((f) => f.verification !== null).map((f) => f.name);
    const reasoning = 'The answerer produced only an API/connection error instead of task results; ' +
        'all verified fields are marked unanswered so template verification can score the trial.';
    ctx.addWarning(reasoning);
    ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.PARSED_ANSWER, answer.instantiate({}, { nullFields: new Set(verified), extras: {} }));
    finishDirect(ctx, 'answer_error_null');
    ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.DYNAMIC_DECISION_REASONING, reasoning);
}
