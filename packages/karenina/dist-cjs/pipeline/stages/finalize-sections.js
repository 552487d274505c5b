"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.messageDicts = messageDicts;
exports.buildTemplateSection = buildTemplateSection;
exports.buildRubricSection = buildRubricSection;
exports.buildDeepJudgmentSection = buildDeepJudgmentSection;
exports.buildDeepJudgmentRubricSection = buildDeepJudgmentRubricSection;
exports.buildExtensions = buildExtensions;
const py_truthy_js_1 = require("../../compat/py-truthy.js");
const clone_plain_js_1 = require("../../utils/clone-plain.js");
const strategy_node_js_1 = require("../../composition/strategy-node.js");
const messages_to_raw_trace_js_1 = require("../../trace/messages-to-raw-trace.js");
const result_deep_judgment_rubric_js_1 = require("../../results/result-deep-judgment-rubric.js");
const result_deep_judgment_js_1 = require("../../results/result-deep-judgment.js");
const result_metadata_js_1 = require("../../results/result-metadata.js");
const result_rubric_js_1 = require("../../results/result-rubric.js");
const result_template_js_1 = require("../../results/result-template.js");
const verification_result_js_1 = require("../../results/verification-result.js");
const split_parsed_response_js_1 = require("../../template/split-parsed-response.js");
const artifact_keys_js_1 = require("../artifact-keys.js");
const usage_tracker_js_1 = require("../usage-tracker.js");
function messageDicts(messages) {
    return (messages ?? []).map((message, index) => {
        const { role, content, ...rest } = message;
        delete rest.block_index;
        for (const _ in rest)
            return { role, content, block_index: index, ...(0, clone_plain_js_1.clonePlain)(rest) };
        return { role, content, block_index: index };
    });
}
function fromResultFields(ctx, keys) {
    const out = {};
    const fields = ctx.resultFields;
    for (const key of keys) {
        const value = fields.get(key);
        if (value !== undefined || fields.has(key))
            out[key] = value;
    }
    return out;
}
const TEMPLATE_KEYS = Object.keys(result_template_js_1.VerificationResultTemplateSchema.shape);
const RUBRIC_KEYS = Object.keys(result_rubric_js_1.VerificationResultRubricSchema.shape);
function buildTemplateSection(ctx, templateVerificationPerformed) {
    const section = fromResultFields(ctx, TEMPLATE_KEYS);
    const traceMessages = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.TRACE_MESSAGES);
    const raw = ctx.getResultField(artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE) ?? '';
    section.raw_llm_response = raw === '' && traceMessages && traceMessages.length > 0 ? (0, messages_to_raw_trace_js_1.messagesToRawTrace)(traceMessages) : raw;
    section.trace_messages = messageDicts(traceMessages);
    section.conversation_context = messageDicts(ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.CONVERSATION_CONTEXT));
    section.template_verification_performed = templateVerificationPerformed;
    Object.assign(section, parsedAnswerFields(ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.PARSED_ANSWER)));
    const tracker = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.USAGE_TRACKER);
    if (tracker instanceof usage_tracker_js_1.UsageTracker) {
        section.usage_metadata = tracker.totalSummary();
        section.agent_metrics = tracker.agentMetrics;
    }
    return section;
}
function parsedAnswerFields(parsed) {
    if (parsed === null)
        return {};
    const out = {};
    try {
        const split = (0, split_parsed_response_js_1.splitParsedResponse)(parsed, { mergeResolvedGroundTruths: true });
        out.parsed_gt_response = split.parsedGtResponse;
        out.parsed_llm_response = split.parsedLlmResponse;
    }
    catch {
    }
    try {
        const results = Object.entries(parsed.fieldResults());
        if (results.length > 0) {
            out.field_results = Object.fromEntries(results.map(([name, r]) => [name, r.result]));
            out.field_scores = Object.fromEntries(results.map(([name, r]) => [name, r.score]));
        }
    }
    catch {
    }
    if (parsed.template.strategy !== null)
        out.composition_strategy = (0, strategy_node_js_1.strategyLabel)(parsed.template.strategy);
    return out;
}
function traitNames(rubric, kind) {
    const names = new Set();
    if (typeof rubric !== 'object' || rubric === null)
        return names;
    const record = rubric;
    const list = record[`${kind}_traits`] ?? record[`${kind}Traits`];
    if (Array.isArray(list))
        for (const trait of list)
            if (typeof trait?.name === 'string')
                names.add(trait.name);
    return names;
}
function buildRubricSection(ctx) {
    const scores = ctx.getResultField(artifact_keys_js_1.ArtifactKeys.VERIFY_RUBRIC);
    const performed = scores !== null;
    if (!performed && !(0, py_truthy_js_1.pyTruthy)(ctx.getResultField(artifact_keys_js_1.ArtifactKeys.AGENTIC_RUBRIC_EVALUATION_PERFORMED)))
        return null;
    const section = fromResultFields(ctx, RUBRIC_KEYS);
    section.rubric_evaluation_performed = performed;
    const rubrics = [ctx.settings.rubric, ctx.settings.dynamicRubric];
    const split = { llm: {}, regex: {}, callable: {} };
    for (const [key, value] of Object.entries(scores ?? {})) {
        if (value === null || value === undefined)
            continue;
        const base = key.split('.')[0];
        const kind = ['llm', 'regex', 'callable'].find((k) => rubrics.some((r) => traitNames(r, k).has(base)));
        if (kind)
            split[kind][key] = value;
    }
    const orNull = (s) => (Object.keys(s).length > 0 ? s : null);
    section.llm_trait_scores = orNull(split.llm);
    section.regex_trait_scores = orNull(split.regex);
    section.callable_trait_scores = orNull(split.callable);
    section.metric_trait_scores = ctx.getResultField(artifact_keys_js_1.ArtifactKeys.METRIC_TRAIT_METRICS) ?? null;
    section.trait_provenance = ctx.settings.traitProvenance ?? null;
    return section;
}
function buildDeepJudgmentSection(ctx) {
    const mode = ctx.getResultField(artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_MODE);
    if (mode === null || mode === 'disabled')
        return null;
    return fromResultFields(ctx, Object.keys(result_deep_judgment_js_1.VerificationResultDeepJudgmentSchema.shape));
}
function buildDeepJudgmentRubricSection(ctx) {
    if (!(0, py_truthy_js_1.pyTruthy)(ctx.getResultField(artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_RUBRIC_PERFORMED)))
        return null;
    return fromResultFields(ctx, Object.keys(result_deep_judgment_rubric_js_1.VerificationResultDeepJudgmentRubricSchema.shape));
}
const KNOWN_RESULT_FIELDS = new Set([
    ...Object.values(artifact_keys_js_1.ArtifactKeys),
    ...TEMPLATE_KEYS,
    ...RUBRIC_KEYS,
    ...Object.keys(result_deep_judgment_js_1.VerificationResultDeepJudgmentSchema.shape),
    ...Object.keys(result_deep_judgment_rubric_js_1.VerificationResultDeepJudgmentRubricSchema.shape),
    ...Object.keys(result_metadata_js_1.VerificationResultMetadataSchema.shape),
    ...Object.keys(verification_result_js_1.VerificationResultSchema.shape),
]);
function buildExtensions(ctx) {
    const out = {};
    for (const [key, value] of ctx.resultFields)
        if (!KNOWN_RESULT_FIELDS.has(key))
            out[key] = value;
    for (const [key, value] of ctx.extensions)
        out[key] = value;
    return Object.keys(out).length > 0 ? out : undefined;
}
