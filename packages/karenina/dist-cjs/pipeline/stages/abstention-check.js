"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AbstentionCheckStage = void 0;
const abstention_js_1 = require("../../prompts/abstention.js");
const final_message_js_1 = require("../../trace/final-message.js");
const artifact_keys_js_1 = require("../artifact-keys.js");
const stage_js_1 = require("../stage.js");
const check_stage_judge_js_1 = require("./check-stage-judge.js");
const stage_support_js_1 = require("./stage-support.js");
class AbstentionCheckStage extends stage_js_1.BaseCheckStage {
    name = 'AbstentionCheck';
    artifactPrefix = 'abstention';
    requires = [artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE];
    shouldRun(ctx) {
        return (ctx.error === null &&
            ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.RECURSION_LIMIT_REACHED) !== true &&
            ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL) !== true &&
            ctx.settings.options.abstentionEnabled);
    }
    async detect(ctx) {
        const raw = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE) ?? '';
        const input = (0, final_message_js_1.prepareEvaluationInput)(raw, ctx.settings.options.useFullTraceForTemplate);
        if (input.error !== null)
            return { detected: null, performed: false, reasoning: null };
        try {
            const prompt = (0, abstention_js_1.buildAbstentionPrompt)({ question: ctx.questionText, response: input.input });
            const verdict = await (0, check_stage_judge_js_1.askCheckJudge)(ctx, prompt, 'abstention_detected', false, 'abstention_check');
            return { detected: verdict.value, performed: true, reasoning: verdict.reasoning };
        }
        catch (error) {
            if (ctx.signal?.aborted)
                throw error;
            ctx.addWarning(`Abstention check failed: ${(0, stage_support_js_1.errorMessage)(error)}`);
            return { detected: false, performed: false, reasoning: null };
        }
    }
    shouldTriggerOverride(outcome) {
        return outcome.detected === true && outcome.performed;
    }
}
exports.AbstentionCheckStage = AbstentionCheckStage;
