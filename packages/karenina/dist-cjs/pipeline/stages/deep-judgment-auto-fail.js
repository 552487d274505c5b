"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DeepJudgmentAutoFailStage = void 0;
const py_truthy_js_1 = require("../../compat/py-truthy.js");
const artifact_keys_js_1 = require("../artifact-keys.js");
const stage_js_1 = require("../stage.js");
class DeepJudgmentAutoFailStage extends stage_js_1.BaseAutoFailStage {
    name = 'DeepJudgmentAutoFail';
    requires = [
        artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_PERFORMED,
        artifact_keys_js_1.ArtifactKeys.ATTRIBUTES_WITHOUT_EXCERPTS,
        artifact_keys_js_1.ArtifactKeys.VERIFY_RESULT,
        artifact_keys_js_1.ArtifactKeys.FIELD_VERIFICATION_RESULT,
    ];
    shouldRun(ctx) {
        const missing = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.ATTRIBUTES_WITHOUT_EXCERPTS);
        return (ctx.error === null &&
            ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_REASONING_ONLY) !== true &&
            ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_PERFORMED) === true &&
            Array.isArray(missing) &&
            missing.length > 0);
    }
    shouldSkipDueToPriorFailure(ctx) {
        return (0, py_truthy_js_1.pyTruthy)(ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.ABSTENTION_DETECTED)) && (0, py_truthy_js_1.pyTruthy)(ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.ABSTENTION_CHECK_PERFORMED));
    }
    autoFailReason(ctx) {
        const missing = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.ATTRIBUTES_WITHOUT_EXCERPTS) ?? [];
        return `deep judgment found no supporting excerpt for: ${[...new Set(missing)].join(', ')}`;
    }
}
exports.DeepJudgmentAutoFailStage = DeepJudgmentAutoFailStage;
