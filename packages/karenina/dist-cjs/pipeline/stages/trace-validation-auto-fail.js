"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.TraceValidationAutoFailStage = void 0;
const final_message_js_1 = require("../../trace/final-message.js");
const artifact_keys_js_1 = require("../artifact-keys.js");
const stage_js_1 = require("../stage.js");
const replay_answer_js_1 = require("./replay-answer.js");
class TraceValidationAutoFailStage extends stage_js_1.BaseStage {
    name = 'TraceValidationAutoFail';
    requires = [artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE];
    produces = [artifact_keys_js_1.ArtifactKeys.TRACE_VALIDATION_FAILED, artifact_keys_js_1.ArtifactKeys.TRACE_VALIDATION_ERROR, artifact_keys_js_1.ArtifactKeys.MCP_ENABLED];
    shouldRun(ctx) {
        return ctx.error === null && ctx.hasArtifact(artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE);
    }
    execute(ctx) {
        const model = ctx.settings.answeringModel;
        const mcpEnabled = model.mcp_urls_dict !== null;
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.MCP_ENABLED, mcpEnabled);
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.TRACE_VALIDATION_FAILED, false);
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.TRACE_VALIDATION_ERROR, null);
        const entry = (0, replay_answer_js_1.replayEntryOf)(ctx);
        if (entry !== null && entry.verify_result !== null) {
            ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.FIELD_VERIFICATION_RESULT, entry.verify_result);
            ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.VERIFY_RESULT, entry.verify_result);
            return;
        }
        if (entry?.parsed_answer_fields)
            return;
        if (!mcpEnabled || model.interface === 'manual')
            return;
        const messages = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.TRACE_MESSAGES);
        const trace = messages && messages.length > 0 ? messages : (ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE) ?? '');
        const { error } = (0, final_message_js_1.extractFinalAiMessage)(trace);
        if (error === null)
            return;
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.TRACE_VALIDATION_FAILED, true);
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.TRACE_VALIDATION_ERROR, error);
        ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.VERIFY_RESULT, false);
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.FIELD_VERIFICATION_RESULT, false);
        ctx.setFailedStageOnce(this.name);
        ctx.setResultField(artifact_keys_js_1.ArtifactKeys.TRACE_EXTRACTION_ERROR, error);
    }
}
exports.TraceValidationAutoFailStage = TraceValidationAutoFailStage;
