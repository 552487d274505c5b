"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.replayEntryOf = replayEntryOf;
exports.replayAnswer = replayAnswer;
exports.hydrateReplayFields = hydrateReplayFields;
const replay_miss_error_js_1 = require("../../errors/replay-miss-error.js");
const validation_error_js_1 = require("../../errors/validation-error.js");
const judge_output_js_1 = require("../../template/judge-output.js");
const artifact_keys_js_1 = require("../artifact-keys.js");
const usage_tracker_js_1 = require("../usage-tracker.js");
const stage_support_js_1 = require("./stage-support.js");
function replayEntryOf(ctx) {
    return ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.REPLAY_ENTRY) ?? null;
}
function replayAnswer(ctx, store) {
    const { scenario, replicate } = ctx.settings;
    const display = (0, stage_support_js_1.answeringDisplay)(ctx);
    let entry;
    try {
        entry = store.lookup({
            questionId: ctx.questionId,
            scenarioId: scenario.id,
            scenarioNode: scenario.node,
            answeringModelId: display,
            visitIndex: scenario.nodeVisitIndex,
            replicate,
        });
    }
    catch (error) {
        if (!(error instanceof replay_miss_error_js_1.ReplayMissError))
            throw error;
        ctx.markError(`Replay strict miss: ${error.message}`, { category: 'permanent' });
        return true;
    }
    if (entry === null)
        return false;
    const recursion = entry.agent_metrics?.limit_reached === true;
    ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE, entry.raw_trace);
    ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.TRACE_MESSAGES, entry.trace_messages ? entry.trace_messages.map(toChatMessage) : null);
    ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.RECURSION_LIMIT_REACHED, recursion);
    ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.ANSWERING_MODEL_STR, `${display} (replay)`);
    ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.REPLAY_ENTRY, entry);
    ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.USAGE_TRACKER, trackerOf(entry));
    return true;
}
function trackerOf(entry) {
    const tracker = new usage_tracker_js_1.UsageTracker();
    for (const [stage, summary] of Object.entries(entry.usage_metadata ?? {})) {
        if (stage === 'total' || typeof summary !== 'object' || summary === null)
            continue;
        const counts = summary;
        if (!['input_tokens', 'output_tokens', 'total_tokens'].some((k) => typeof counts[k] === 'number'))
            continue;
        tracker.track(stage, counts, typeof counts.model === 'string' ? counts.model : 'unknown');
    }
    if (entry.agent_metrics)
        tracker.setAgentMetrics(entry.agent_metrics);
    return tracker;
}
function toChatMessage(dict) {
    const { block_index: _index, ...rest } = dict;
    return structuredClone(rest);
}
function hydrateReplayFields(ctx, answer, fields, relaxed) {
    const { compat } = ctx.settings.options;
    if (!relaxed) {
        const missing = answer.template.fields
            .filter((f) => f.verification !== null && !f.verification.isTrace && !f.optional)
            .filter((f) => fields[f.name] === null || fields[f.name] === undefined)
            .map((f) => f.name);
        if (missing.length > 0)
            throw new validation_error_js_1.ValidationError([], `required field${missing.length === 1 ? '' : 's'} without a value: ${missing.join(', ')}`, `template ${answer.template.name} › parsed_answer_fields`);
    }
    const parsed = (0, judge_output_js_1.parseJudgeOutput)(answer.template, fields, { compat });
    return answer.instantiate(parsed.values, { nullFields: parsed.nullFields, extras: parsed.extras });
}
