"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.RecursionLimitAutoFailStage = void 0;
const artifact_keys_js_1 = require("../artifact-keys.js");
const stage_js_1 = require("../stage.js");
class RecursionLimitAutoFailStage extends stage_js_1.BaseAutoFailStage {
    name = 'RecursionLimitAutoFail';
    requires = [artifact_keys_js_1.ArtifactKeys.RECURSION_LIMIT_REACHED];
    shouldRun(ctx) {
        return ctx.error === null && ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.RECURSION_LIMIT_REACHED) === true;
    }
    autoFailReason() {
        return 'the answering agent reached its recursion limit';
    }
}
exports.RecursionLimitAutoFailStage = RecursionLimitAutoFailStage;
