"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.agenticParse = agenticParse;
const usage_js_1 = require("../../llm/usage.js");
const assemble_prompt_js_1 = require("../../prompts/assemble-prompt.js");
const agentic_parsing_js_1 = require("../../prompts/agentic-parsing.js");
const judge_output_js_1 = require("../../template/judge-output.js");
const artifact_keys_js_1 = require("../artifact-keys.js");
const stage_support_js_1 = require("../stages/stage-support.js");
const extraction_input_js_1 = require("./extraction-input.js");
const investigate_js_1 = require("./investigate.js");
function withUnanswered(raw, unanswered) {
    if (unanswered.length === 0 || typeof raw !== 'object' || raw === null || Array.isArray(raw))
        return raw;
    const record = raw;
    const own = Array.isArray(record._unanswered_fields) ? record._unanswered_fields : [];
    return { ...record, _unanswered_fields: [...own, ...unanswered] };
}
async function extract(ctx, parser, answer, report) {
    const { options, parsingModel } = ctx.settings;
    const template = answer.template;
    const jsonSchema = template.judgeSchema();
    const unanswered = (0, extraction_input_js_1.unansweredFieldsOf)((0, extraction_input_js_1.reportObject)(report), template);
    const messages = (0, assemble_prompt_js_1.assemblePrompt)((0, agentic_parsing_js_1.buildExtractionPrompt)(report, jsonSchema), {
        interface: parsingModel.interface,
        promptConfig: options.promptConfig,
        supportsSystemPrompt: parser.capabilities.supportsSystemPrompt,
    });
    const parsed = await parser.parse({
        messages,
        schema: jsonSchema,
        schemaName: template.name,
        validate: (raw) => (0, judge_output_js_1.parseJudgeOutput)(template, withUnanswered(raw, unanswered), { compat: options.compat }),
        question: { id: ctx.questionId, text: ctx.questionText },
    }, (0, stage_support_js_1.callOptions)(ctx));
    if (!(0, usage_js_1.isUsageEmpty)(parsed.usage))
        (0, stage_support_js_1.usageTrackerOf)(ctx).track('agentic_parsing_extraction', parsed.usage, (0, stage_support_js_1.parsingDisplay)(ctx));
    return parsed.value;
}
function recoverLocally(ctx, answer, report) {
    const data = (0, extraction_input_js_1.reportObject)(report);
    if (data === null)
        throw new Error('no JSON object found in the investigation report');
    return (0, judge_output_js_1.parseJudgeOutput)(answer.template, data, { compat: ctx.settings.options.compat });
}
async function agenticParse(ctx, answer, escalation = null) {
    const label = escalation === null ? 'Agentic' : 'Dynamic agentic';
    const screeningReasoning = escalation?.screeningReasoning ?? null;
    const display = (0, stage_support_js_1.parsingDisplay)(ctx);
    ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.PARSING_MODEL_STR, display);
    let parser;
    let investigation;
    try {
        parser = (await ctx.settings.ports.parsing()).parser;
        investigation = await (0, investigate_js_1.investigate)(ctx, answer.template.judgeSchema(), screeningReasoning);
    }
    catch (error) {
        const category = error instanceof investigate_js_1.InvestigationTimeout ? 'timeout' : (0, stage_support_js_1.classifyTaskError)(ctx, error);
        ctx.markError(`${label} investigation failed: ${(0, stage_support_js_1.errorLabel)(error)}`, { category });
        return false;
    }
    ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.INVESTIGATION_TRACE, investigation.trace);
    if (investigation.limitReached) {
        ctx.markError(`${label} investigation hit the turn limit before producing a reliable report`, { category: 'permanent' });
        return false;
    }
    const report = (0, extraction_input_js_1.prepareExtractionInput)(investigation.trace);
    let parsed;
    try {
        parsed = await extract(ctx, parser, answer, report);
    }
    catch (error) {
        const parserError = (0, stage_support_js_1.errorMessage)(error);
        ctx.setResultField(artifact_keys_js_1.ArtifactKeys.AGENTIC_EXTRACTION_ERROR, parserError);
        try {
            parsed = recoverLocally(ctx, answer, report);
        }
        catch (recovery) {
            ctx.markError(`${label} extraction failed: ${parserError}; local JSON recovery failed: ${(0, stage_support_js_1.errorMessage)(recovery)}`, {
                category: (0, stage_support_js_1.classifyTaskError)(ctx, error),
            });
            return false;
        }
        ctx.setResultField(artifact_keys_js_1.ArtifactKeys.AGENTIC_EXTRACTION_RECOVERY, 'local_json');
        ctx.addWarning(`${label} extraction recovered locally after parser error: ${parserError}`);
    }
    const { values, nullFields, extras } = parsed;
    ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.PARSED_ANSWER, answer.instantiate(values, { nullFields, extras }));
    ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.AGENTIC_PARSING_PERFORMED, true);
    ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.TEMPLATE_EVALUATOR, null);
    ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_PERFORMED, false);
    ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.ATTRIBUTES_WITHOUT_EXCERPTS, []);
    return true;
}
