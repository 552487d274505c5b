"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.errorLabel = errorLabel;
exports.errorMessage = errorMessage;
exports.classifyTaskError = classifyTaskError;
exports.callOptions = callOptions;
exports.usageTrackerOf = usageTrackerOf;
exports.answeringIdentity = answeringIdentity;
exports.parsingIdentity = parsingIdentity;
exports.taskTimestamp = taskTimestamp;
exports.taskResultId = taskResultId;
exports.answeringDisplay = answeringDisplay;
exports.parsingDisplay = parsingDisplay;
exports.canScore = canScore;
exports.canParse = canParse;
exports.hasValue = hasValue;
const model_config_js_1 = require("../../config/model-config.js");
const classify_error_js_1 = require("../../llm/classify-error.js");
const model_identity_js_1 = require("../../config/model-identity.js");
const result_id_js_1 = require("../../results/result-id.js");
const artifact_keys_js_1 = require("../artifact-keys.js");
const orchestrator_js_1 = require("../orchestrator.js");
function errorLabel(error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
function errorMessage(error) {
    return error instanceof Error ? error.message : String(error);
}
function classifyTaskError(ctx, error) {
    return (0, classify_error_js_1.classifyError)(error, ctx.settings.options.customErrorPatterns);
}
function callOptions(ctx) {
    const onModelCall = ctx.settings.onModelCall;
    return {
        ...(ctx.signal ? { signal: ctx.signal } : {}),
        onRetry: (attempt) => ctx.settings.retryTracker.record(attempt),
        ...(onModelCall
            ? {
                onAttempt: ({ attempt, timeoutMs }) => {
                    const stage = ctx.lastRunStage ?? 'unknown';
                    const answering = stage === 'GenerateAnswer';
                    const model = answering ? answeringIdentity(ctx) : parsingIdentity(ctx);
                    return onModelCall({ role: answering ? 'answering' : 'judge', model: `${model.interface}:${model.model_name}`, stage, attempt, timeoutMs });
                },
            }
            : {}),
    };
}
function usageTrackerOf(ctx) {
    return ctx.usageTracker();
}
function answeringIdentity(ctx) {
    return ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.ANSWERING_MODEL_IDENTITY) ?? (0, model_config_js_1.modelIdentityOf)(ctx.settings.answeringModel, 'answering');
}
function parsingIdentity(ctx) {
    return ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.PARSING_MODEL_IDENTITY) ?? (0, model_config_js_1.modelIdentityOf)(ctx.settings.parsingModel, 'parsing');
}
function taskTimestamp(ctx) {
    return ctx.getResultField(artifact_keys_js_1.ArtifactKeys.TIMESTAMP) ?? (0, orchestrator_js_1.formatLocalTimestamp)(ctx.now());
}
function taskResultId(ctx) {
    const { scenario, replicate } = ctx.settings;
    return (0, result_id_js_1.computeResultId)({
        questionId: ctx.questionId,
        answering: answeringIdentity(ctx),
        parsing: parsingIdentity(ctx),
        timestamp: taskTimestamp(ctx),
        replicate,
        scenarioId: scenario.id,
        scenarioNode: scenario.node,
        scenarioTurn: scenario.turn,
    });
}
function answeringDisplay(ctx) {
    return (0, model_identity_js_1.modelDisplayString)(answeringIdentity(ctx));
}
function parsingDisplay(ctx) {
    return (0, model_identity_js_1.modelDisplayString)(parsingIdentity(ctx));
}
function canScore(ctx) {
    const allow = ctx.settings.options.allowPartialTraceScoring;
    const partial = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL) === true;
    return ((ctx.error === null || ctx.canScorePartialTimeout(allow)) &&
        ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.RECURSION_LIMIT_REACHED) !== true &&
        !(partial && !allow) &&
        ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.ABSTENTION_DETECTED) !== true);
}
function canParse(ctx) {
    return (canScore(ctx) &&
        ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.TRACE_VALIDATION_FAILED) !== true &&
        !isVerdictOnlyReplay(ctx) &&
        ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.SUFFICIENCY_DETECTED) !== false &&
        hasValue(ctx, artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE) &&
        hasValue(ctx, artifact_keys_js_1.ArtifactKeys.ANSWER));
}
function isVerdictOnlyReplay(ctx) {
    const entry = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.REPLAY_ENTRY);
    return entry !== null && entry.verify_result !== null && entry.parsed_answer_fields === null;
}
function hasValue(ctx, key) {
    return ctx.getArtifact(key) !== null;
}
