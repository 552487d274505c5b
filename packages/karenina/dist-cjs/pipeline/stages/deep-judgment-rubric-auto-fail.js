"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DeepJudgmentRubricAutoFailStage = void 0;
const py_truthy_js_1 = require("../../compat/py-truthy.js");
const artifact_keys_js_1 = require("../artifact-keys.js");
const stage_js_1 = require("../stage.js");
class DeepJudgmentRubricAutoFailStage extends stage_js_1.BaseAutoFailStage {
    name = 'DeepJudgmentRubricAutoFail';
    requires = [artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE];
    shouldRun(ctx) {
        const missing = ctx.getResultField(artifact_keys_js_1.ArtifactKeys.TRAITS_WITHOUT_VALID_EXCERPTS);
        return ctx.error === null && (0, py_truthy_js_1.pyTruthy)(ctx.getResultField(artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_RUBRIC_PERFORMED)) && Array.isArray(missing) && missing.length > 0;
    }
    shouldSkipDueToPriorFailure(ctx) {
        return (0, py_truthy_js_1.pyTruthy)(ctx.getResultField(artifact_keys_js_1.ArtifactKeys.ABSTENTION_DETECTED));
    }
    autoFailReason(ctx) {
        const missing = ctx.getResultField(artifact_keys_js_1.ArtifactKeys.TRAITS_WITHOUT_VALID_EXCERPTS) ?? [];
        return `rubric deep judgment found no valid excerpt for: ${missing.join(', ')}`;
    }
}
exports.DeepJudgmentRubricAutoFailStage = DeepJudgmentRubricAutoFailStage;
