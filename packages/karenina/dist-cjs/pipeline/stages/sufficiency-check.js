"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.SufficiencyCheckStage = void 0;
const sufficiency_js_1 = require("../../prompts/sufficiency.js");
const final_message_js_1 = require("../../trace/final-message.js");
const artifact_keys_js_1 = require("../artifact-keys.js");
const stage_js_1 = require("../stage.js");
const check_stage_judge_js_1 = require("./check-stage-judge.js");
const stage_support_js_1 = require("./stage-support.js");
const shared_schemas_js_1 = require("../../template/shared-schemas.js");
class SufficiencyCheckStage extends stage_js_1.BaseCheckStage {
    name = 'SufficiencyCheck';
    artifactPrefix = 'sufficiency';
    requires = [artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE, artifact_keys_js_1.ArtifactKeys.ANSWER];
    shouldRun(ctx) {
        return (ctx.error === null &&
            ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.RECURSION_LIMIT_REACHED) !== true &&
            ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL) !== true &&
            ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.TRACE_VALIDATION_FAILED) !== true &&
            ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.ABSTENTION_DETECTED) !== true &&
            ctx.settings.options.sufficiencyEnabled);
    }
    async detect(ctx) {
        const raw = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE) ?? '';
        const answer = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.ANSWER);
        const input = (0, final_message_js_1.prepareEvaluationInput)(raw, ctx.settings.options.useFullTraceForTemplate);
        if (input.error !== null || answer === null)
            return { detected: null, performed: false, reasoning: null };
        try {
            const prompt = (0, sufficiency_js_1.buildSufficiencyPrompt)({ question: ctx.questionText, response: input.input, jsonSchema: (0, shared_schemas_js_1.sharedSufficiencySchema)(answer.template) });
            const verdict = await (0, check_stage_judge_js_1.askCheckJudge)(ctx, prompt, 'sufficient', true, 'sufficiency_check');
            return { detected: verdict.value, performed: true, reasoning: verdict.reasoning };
        }
        catch (error) {
            if (ctx.signal?.aborted)
                throw error;
            ctx.addWarning(`Sufficiency check failed: ${(0, stage_support_js_1.errorMessage)(error)}`);
            return { detected: true, performed: false, reasoning: null };
        }
    }
    shouldTriggerOverride(outcome) {
        return outcome.performed && outcome.detected === false;
    }
}
exports.SufficiencyCheckStage = SufficiencyCheckStage;
