"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PlaceholderRetryAutoFailStage = exports.PLACEHOLDER_PREFIX = void 0;
const artifact_keys_js_1 = require("../artifact-keys.js");
const stage_js_1 = require("../stage.js");
exports.PLACEHOLDER_PREFIX = 'Model call failed after ';
class PlaceholderRetryAutoFailStage extends stage_js_1.BaseStage {
    name = 'PlaceholderRetryAutoFail';
    requires = [artifact_keys_js_1.ArtifactKeys.TRACE_MESSAGES];
    shouldRun(ctx) {
        return ctx.error === null && ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.TRACE_MESSAGES) !== null;
    }
    execute(ctx) {
        const last = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.TRACE_MESSAGES)?.at(-1);
        if (last?.role !== 'assistant' || !last.content.startsWith(exports.PLACEHOLDER_PREFIX))
            return;
        ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.VERIFY_RESULT, false);
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.FIELD_VERIFICATION_RESULT, false);
        ctx.setFailedStageOnce(this.name);
        ctx.markError(`Model retry exhausted in agent loop: ${Array.from(last.content).slice(0, 500).join('')}`, {
            category: 'connection',
            stage: 'generate_answer',
        });
    }
}
exports.PlaceholderRetryAutoFailStage = PlaceholderRetryAutoFailStage;
