"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.FinalizeResultStage = void 0;
exports.verdictInputOf = verdictInputOf;
const zod_1 = require("zod");
const caveats_js_1 = require("../../results/caveats.js");
const classify_failure_js_1 = require("../../results/classify-failure.js");
const failure_js_1 = require("../../results/failure.js");
const verification_result_js_1 = require("../../results/verification-result.js");
const artifact_keys_js_1 = require("../artifact-keys.js");
const stage_js_1 = require("../stage.js");
const finalize_sections_js_1 = require("./finalize-sections.js");
const stage_support_js_1 = require("./stage-support.js");
const capture_workspace_js_1 = require("../workspace/capture-workspace.js");
const cleanup_workspace_js_1 = require("../workspace/cleanup-workspace.js");
function verdictInputOf(ctx, templateVerificationPerformed) {
    const field = (key) => ctx.getResultField(key);
    return {
        failedStage: field(artifact_keys_js_1.ArtifactKeys.FAILED_STAGE),
        templateVerificationPerformed,
        verifyResult: field(artifact_keys_js_1.ArtifactKeys.VERIFY_RESULT),
        error: ctx.error,
        errorCategory: ctx.errorCategory,
        errorStage: ctx.errorStage,
        lastRunStage: ctx.lastRunStage,
        retryCounts: ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.RETRY_COUNTS),
        abstentionDetected: field(artifact_keys_js_1.ArtifactKeys.ABSTENTION_DETECTED),
        abstentionReasoning: field(artifact_keys_js_1.ArtifactKeys.ABSTENTION_REASONING),
        sufficiencyDetected: field(artifact_keys_js_1.ArtifactKeys.SUFFICIENCY_DETECTED),
        sufficiencyReasoning: field(artifact_keys_js_1.ArtifactKeys.SUFFICIENCY_REASONING),
        templateValidationError: ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.TEMPLATE_VALIDATION_ERROR),
        responseTimeoutPartial: field(artifact_keys_js_1.ArtifactKeys.RESPONSE_TIMEOUT_PARTIAL),
        embeddingOverrideApplied: field(artifact_keys_js_1.ArtifactKeys.EMBEDDING_OVERRIDE_APPLIED),
        parseDecisionMalformed: field(artifact_keys_js_1.ArtifactKeys.PARSE_DECISION_MALFORMED),
        rubricTraitFailures: ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.RUBRIC_TRAIT_FAILURES),
    };
}
class FinalizeResultStage extends stage_js_1.BaseStage {
    name = 'FinalizeResult';
    produces = [artifact_keys_js_1.ArtifactKeys.FINAL_RESULT];
    shouldRun() {
        return true;
    }
    execute(ctx) {
        const settings = ctx.settings;
        const resultId = (0, stage_support_js_1.taskResultId)(ctx);
        keepAndCleanWorkspace(ctx, resultId);
        const fieldVerification = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.FIELD_VERIFICATION_RESULT);
        const templateVerificationPerformed = fieldVerification !== null && fieldVerification !== undefined;
        ctx.setResultField(artifact_keys_js_1.ArtifactKeys.TEMPLATE_VERIFICATION_PERFORMED, templateVerificationPerformed);
        const verdict = verdictInputOf(ctx, templateVerificationPerformed);
        const answering = (0, stage_support_js_1.answeringIdentity)(ctx);
        const parsing = (0, stage_support_js_1.parsingIdentity)(ctx);
        const timestamp = (0, stage_support_js_1.taskTimestamp)(ctx);
        const { scenario } = settings;
        const metadata = {
            question_id: ctx.questionId,
            template_id: ctx.templateId,
            failure: (0, classify_failure_js_1.classifyFailure)(verdict, { compat: settings.options.compat }),
            caveats: (0, caveats_js_1.collectCaveats)(verdict),
            warnings: [...ctx.warnings],
            partial_content: null,
            retry_counts: verdict.retryCounts ?? null,
            question_text: ctx.questionText,
            raw_answer: settings.rawAnswer,
            keywords: settings.keywords ? [...settings.keywords] : null,
            answering,
            parsing,
            answering_system_prompt: settings.answeringModel.system_prompt,
            parsing_system_prompt: settings.parsingModel.system_prompt,
            execution_time: ctx.getResultField(artifact_keys_js_1.ArtifactKeys.EXECUTION_TIME) ?? 0,
            timestamp,
            result_id: resultId,
            run_name: settings.runName,
            replicate: settings.replicate,
            few_shot_enabled: settings.options.fewShotEnabled,
            few_shot_example_count: settings.fewShotExamples?.length ?? 0,
            evaluation_mode: ctx.getResultField(artifact_keys_js_1.ArtifactKeys.EVALUATION_MODE),
            scenario_id: scenario.id,
            scenario_node: scenario.node,
            scenario_turn: scenario.turn,
            scenario_path: scenario.path ? [...scenario.path] : null,
        };
        const extensions = (0, finalize_sections_js_1.buildExtensions)(ctx);
        const result = {
            metadata,
            template: (0, finalize_sections_js_1.buildTemplateSection)(ctx, templateVerificationPerformed),
            rubric: (0, finalize_sections_js_1.buildRubricSection)(ctx),
            deep_judgment: (0, finalize_sections_js_1.buildDeepJudgmentSection)(ctx),
            deep_judgment_rubric: (0, finalize_sections_js_1.buildDeepJudgmentRubricSection)(ctx),
            evaluation_input: ctx.getResultField(artifact_keys_js_1.ArtifactKeys.EVALUATION_INPUT),
            used_full_trace: ctx.getResultField(artifact_keys_js_1.ArtifactKeys.USED_FULL_TRACE) ?? true,
            trace_extraction_error: ctx.getResultField(artifact_keys_js_1.ArtifactKeys.TRACE_EXTRACTION_ERROR),
            ...(extensions ? { extensions } : {}),
        };
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.FINAL_RESULT, validated(result));
    }
}
exports.FinalizeResultStage = FinalizeResultStage;
function keepAndCleanWorkspace(ctx, resultId) {
    const { options } = ctx.settings;
    const workspace = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.WORKSPACE_PATH) ?? null;
    if (options.workspaceOutputMode !== 'none' && options.workspaceOutputDir !== null) {
        const captureWarning = (0, capture_workspace_js_1.captureWorkspace)({
            mode: options.workspaceOutputMode,
            workspace,
            target: (0, capture_workspace_js_1.workspaceOutputPath)(options.workspaceOutputDir, ctx.questionId, resultId),
            baseline: ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.WORKSPACE_OUTPUT_BASELINE) ?? null,
            excludePatterns: options.workspaceOutputExcludePatterns,
        });
        if (captureWarning !== null)
            ctx.addWarning(captureWarning);
    }
    const cleanupWarning = (0, cleanup_workspace_js_1.cleanupWorkspace)({
        path: workspace,
        cleanup: options.workspaceCleanup,
        isCopy: ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.WORKSPACE_IS_COPY) === true,
    });
    if (cleanupWarning !== null)
        ctx.addWarning(cleanupWarning);
}
let compiledResultSchema = null;
function validated(result) {
    compiledResultSchema ??= zod_1.z.compile(verification_result_js_1.VerificationResultSchema);
    const parsed = compiledResultSchema.safeParse(result);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const reason = `the result failed validation at ${issue.path.map(String).join('.')}: ${issue.message}`;
    return verification_result_js_1.VerificationResultSchema.parse({
        metadata: { ...result.metadata, failure: (0, failure_js_1.makeFailure)('unexpected_error', 'FinalizeResult', reason, { error_message: reason }) },
    });
}
