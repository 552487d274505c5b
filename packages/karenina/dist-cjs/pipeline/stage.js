"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.BaseCheckStage = exports.BaseAutoFailStage = exports.BaseStage = void 0;
exports.checkStageProduces = checkStageProduces;
const artifact_keys_js_1 = require("./artifact-keys.js");
class BaseStage {
    requires = [];
    produces = [];
    shouldRun(context) {
        return context.error === null;
    }
}
exports.BaseStage = BaseStage;
class BaseAutoFailStage extends BaseStage {
    produces = [];
    shouldSkipDueToPriorFailure(_context) {
        return false;
    }
    setAdditionalFailureFields(_context) { }
    execute(context) {
        if (this.shouldSkipDueToPriorFailure(context))
            return;
        context.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.VERIFY_RESULT, false);
        context.setArtifact(artifact_keys_js_1.ArtifactKeys.FIELD_VERIFICATION_RESULT, false);
        context.setFailedStageOnce(this.name);
        this.setAdditionalFailureFields(context);
    }
}
exports.BaseAutoFailStage = BaseAutoFailStage;
class BaseCheckStage extends BaseStage {
    constructor() {
        super();
        Object.defineProperty(this, 'produces', {
            get: () => checkStageProduces(this.artifactPrefix),
            enumerable: true,
            configurable: true,
        });
    }
    get usageStage() {
        return `${this.artifactPrefix}_check`;
    }
    async execute(context) {
        const outcome = await this.detect(context);
        if (outcome.usage !== undefined)
            context.usageTracker().track(this.usageStage, outcome.usage, outcome.usageModel);
        const override = this.shouldTriggerOverride(outcome);
        if (override) {
            context.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.VERIFY_RESULT, false);
            context.setFailedStageOnce(this.name);
        }
        const p = this.artifactPrefix;
        context.setArtifactAndResult(`${p}_check_performed`, outcome.performed);
        context.setArtifactAndResult(`${p}_detected`, outcome.detected);
        context.setArtifactAndResult(`${p}_override_applied`, override);
        context.setArtifactAndResult(`${p}_reasoning`, outcome.reasoning);
    }
}
exports.BaseCheckStage = BaseCheckStage;
function checkStageProduces(prefix) {
    return [`${prefix}_check_performed`, `${prefix}_detected`, `${prefix}_override_applied`, `${prefix}_reasoning`];
}
