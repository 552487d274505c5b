"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.capabilityOf = capabilityOf;
exports.runTraitInvestigation = runTraitInvestigation;
exports.extractTraitScore = extractTraitScore;
exports.nullScores = nullScores;
const interfaces_js_1 = require("../../config/interfaces.js");
const assemble_prompt_js_1 = require("../../prompts/assemble-prompt.js");
const agentic_rubric_prompts_js_1 = require("./agentic-rubric-prompts.js");
const judge_replies_js_1 = require("../../rubric/judge-replies.js");
const template_kind_record_js_1 = require("../../rubric/traits/template-kind-record.js");
const template_kind_js_1 = require("../../rubric/traits/template-kind.js");
const workspace_tools_js_1 = require("../../workspace-tools/workspace-tools.js");
const stage_support_js_1 = require("../stages/stage-support.js");
const extraction_input_js_1 = require("./extraction-input.js");
function capabilityOf(model, scope) {
    if (!scope.needsTools)
        return 'text';
    return (0, interfaces_js_1.agentTierOf)(model.interface) === 'deep_agent' ? 'execute' : 'files';
}
async function runTraitInvestigation(ctx, traitModel, prompt, scope) {
    const { model, ports } = traitModel;
    const messages = (0, assemble_prompt_js_1.assemblePrompt)(prompt, { interface: model.interface, promptConfig: ctx.settings.options.promptConfig });
    const question = { id: ctx.questionId, text: ctx.questionText };
    if (!scope.needsTools)
        return { trace: (await ports.llm.invoke({ messages, question }, (0, stage_support_js_1.callOptions)(ctx))).content, limitReached: false };
    if (ports.agent === undefined)
        throw new Error(`interface ${model.interface} has no agent port`);
    const timeout = AbortSignal.timeout(scope.timeoutSeconds * 1000);
    const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
    const deep = (0, interfaces_js_1.agentTierOf)(model.interface) === 'deep_agent';
    const result = await ports.agent.run({
        messages,
        tools: deep || scope.toolRoot === null ? [] : (0, workspace_tools_js_1.workspaceTools)(scope.toolRoot),
        maxTurns: scope.maxTurns,
        question,
        ...(scope.workspace !== null ? { workspacePath: scope.workspace } : {}),
    }, { ...(0, stage_support_js_1.callOptions)(ctx), signal });
    return { trace: result.rawTrace, limitReached: result.recursionLimitReached };
}
const SCALAR_SCHEMAS = {
    boolean: { name: 'SingleBooleanScore', schema: { type: 'object', properties: { result: { type: 'boolean' } }, required: ['result'] } },
    score: { name: 'SingleNumericScore', schema: { type: 'object', properties: { score: { type: 'integer' } }, required: ['score'] } },
    literal: { name: 'SingleLiteralClassification', schema: { type: 'object', properties: { classification: { type: 'string' } }, required: ['classification'] } },
};
function validateClassification(raw) {
    const value = raw?.classification;
    if (typeof value !== 'string')
        throw new Error('"classification": expected a string');
    return value;
}
function templateRecord(kind, raw) {
    return (0, template_kind_record_js_1.templateKindRecord)(kind).validate(raw);
}
async function extractTraitScore(ctx, traitModel, trait, trace) {
    const { model, ports } = traitModel;
    const parse = (schemaName, schema, validate, prompt) => ports.parser.parse({
        messages: (0, assemble_prompt_js_1.assemblePrompt)(prompt, { interface: model.interface, promptConfig: ctx.settings.options.promptConfig, supportsSystemPrompt: ports.parser.capabilities.supportsSystemPrompt }),
        schema,
        schemaName,
        validate,
        question: { id: ctx.questionId, text: ctx.questionText },
    }, (0, stage_support_js_1.callOptions)(ctx));
    if ((0, template_kind_js_1.isTemplateKind)(trait.kind)) {
        const kind = trait.kind;
        const flatten = (record) => Object.fromEntries((0, template_kind_js_1.templateKindFields)(kind).map((f) => [`${trait.name}.${f}`, record?.[f] ?? null]));
        const report = (0, extraction_input_js_1.prepareExtractionInput)(trace);
        let localError;
        try {
            const record = templateRecord(kind, (0, extraction_input_js_1.reportObject)(report) ?? (() => { throw new Error('no JSON object found in the investigation report'); })());
            return { scores: flatten(record), metadata: { method: 'local_json', local_json_error: null, parser_error: null } };
        }
        catch (error) {
            localError = (0, stage_support_js_1.errorMessage)(error);
        }
        try {
            const parsed = await parse('TemplateKind', kind.schema, (raw) => templateRecord(kind, raw), (0, agentic_rubric_prompts_js_1.buildTraitExtractionPrompt)(trait, report));
            return { scores: flatten(parsed.value), metadata: { method: 'parser_after_local_json_failed', local_json_error: localError, parser_error: null } };
        }
        catch (error) {
            return { scores: flatten(null), metadata: { method: 'failed', local_json_error: localError, parser_error: (0, stage_support_js_1.errorMessage)(error) } };
        }
    }
    const prompt = (0, agentic_rubric_prompts_js_1.buildTraitExtractionPrompt)(trait, trace);
    const spec = SCALAR_SCHEMAS[trait.kind];
    if (trait.kind === 'boolean')
        return { scores: { [trait.name]: (await parse(spec.name, spec.schema, judge_replies_js_1.validateSingleBoolean, prompt)).value }, metadata: null };
    if (trait.kind === 'score')
        return { scores: { [trait.name]: (await parse(spec.name, spec.schema, judge_replies_js_1.validateSingleScore, prompt)).value }, metadata: null };
    const classification = (await parse(spec.name, spec.schema, validateClassification, prompt)).value;
    return { scores: { [trait.name]: Object.keys(trait.classes ?? {}).indexOf(classification) }, metadata: null };
}
function nullScores(trait) {
    if ((0, template_kind_js_1.isTemplateKind)(trait.kind))
        return Object.fromEntries((0, template_kind_js_1.templateKindFields)(trait.kind).map((f) => [`${trait.name}.${f}`, null]));
    return { [trait.name]: null };
}
