"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.STAGES = void 0;
exports.buildStages = buildStages;
const stage_plan_js_1 = require("./stage-plan.js");
const abstention_check_js_1 = require("./stages/abstention-check.js");
const deep_judgment_auto_fail_js_1 = require("./stages/deep-judgment-auto-fail.js");
const deep_judgment_rubric_auto_fail_js_1 = require("./stages/deep-judgment-rubric-auto-fail.js");
const embedding_check_js_1 = require("./stages/embedding-check.js");
const finalize_result_js_1 = require("./stages/finalize-result.js");
const generate_answer_js_1 = require("./stages/generate-answer.js");
const agentic_parse_template_js_1 = require("./stages/agentic-parse-template.js");
const dynamic_parse_template_js_1 = require("./stages/dynamic-parse-template.js");
const agentic_rubric_evaluation_js_1 = require("./stages/agentic-rubric-evaluation.js");
const parse_template_js_1 = require("./stages/parse-template.js");
const placeholder_retry_auto_fail_js_1 = require("./stages/placeholder-retry-auto-fail.js");
const recursion_limit_auto_fail_js_1 = require("./stages/recursion-limit-auto-fail.js");
const rubric_evaluation_js_1 = require("./stages/rubric-evaluation.js");
const sufficiency_check_js_1 = require("./stages/sufficiency-check.js");
const trace_validation_auto_fail_js_1 = require("./stages/trace-validation-auto-fail.js");
const validate_template_js_1 = require("./stages/validate-template.js");
const verify_template_js_1 = require("./stages/verify-template.js");
exports.STAGES = {
    ValidateTemplate: () => new validate_template_js_1.ValidateTemplateStage(),
    GenerateAnswer: () => new generate_answer_js_1.GenerateAnswerStage(),
    RecursionLimitAutoFail: () => new recursion_limit_auto_fail_js_1.RecursionLimitAutoFailStage(),
    TraceValidationAutoFail: () => new trace_validation_auto_fail_js_1.TraceValidationAutoFailStage(),
    PlaceholderRetryAutoFail: () => new placeholder_retry_auto_fail_js_1.PlaceholderRetryAutoFailStage(),
    AbstentionCheck: () => new abstention_check_js_1.AbstentionCheckStage(),
    SufficiencyCheck: () => new sufficiency_check_js_1.SufficiencyCheckStage(),
    ParseTemplate: () => new parse_template_js_1.ParseTemplateStage(),
    AgenticParseTemplate: () => new agentic_parse_template_js_1.AgenticParseTemplateStage(),
    DynamicParseTemplate: () => new dynamic_parse_template_js_1.DynamicParseTemplateStage(),
    VerifyTemplate: () => new verify_template_js_1.VerifyTemplateStage(),
    EmbeddingCheck: () => new embedding_check_js_1.EmbeddingCheckStage(),
    DeepJudgmentAutoFail: () => new deep_judgment_auto_fail_js_1.DeepJudgmentAutoFailStage(),
    RubricEvaluation: () => new rubric_evaluation_js_1.RubricEvaluationStage(),
    DeepJudgmentRubricAutoFail: () => new deep_judgment_rubric_auto_fail_js_1.DeepJudgmentRubricAutoFailStage(),
    AgenticRubricEvaluation: () => new agentic_rubric_evaluation_js_1.AgenticRubricEvaluationStage(),
    FinalizeResult: () => new finalize_result_js_1.FinalizeResultStage(),
};
function buildStages(options = {}) {
    return (0, stage_plan_js_1.planStages)(options).map((name) => exports.STAGES[name]());
}
