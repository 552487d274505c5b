"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.VerifyTemplateStage = void 0;
const py_float_value_js_1 = require("../../compat/py-float-value.js");
const regex_timeout_error_js_1 = require("../../regex-guard/regex-timeout-error.js");
const py_truthy_js_1 = require("../../compat/py-truthy.js");
const python_template_js_1 = require("../../python-sandbox/python-template.js");
const artifact_keys_js_1 = require("../artifact-keys.js");
const stage_js_1 = require("../stage.js");
const stage_support_js_1 = require("./stage-support.js");
class VerifyTemplateStage extends stage_js_1.BaseStage {
    name = 'VerifyTemplate';
    requires = [artifact_keys_js_1.ArtifactKeys.PARSED_ANSWER, artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE];
    produces = [
        artifact_keys_js_1.ArtifactKeys.FIELD_VERIFICATION_RESULT,
        artifact_keys_js_1.ArtifactKeys.REGEX_VERIFICATION_RESULTS,
        artifact_keys_js_1.ArtifactKeys.REGEX_EXTRACTION_RESULTS,
        artifact_keys_js_1.ArtifactKeys.VERIFY_RESULT,
        artifact_keys_js_1.ArtifactKeys.VERIFY_GRANULAR_RESULT,
    ];
    shouldRun(ctx) {
        return (0, stage_support_js_1.canScore)(ctx) && (0, stage_support_js_1.hasValue)(ctx, artifact_keys_js_1.ArtifactKeys.PARSED_ANSWER) && (0, stage_support_js_1.hasValue)(ctx, artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE);
    }
    execute(ctx) {
        const parsed = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.PARSED_ANSWER);
        if (parsed && (0, python_template_js_1.isPythonTemplate)(parsed.template))
            return (0, python_template_js_1.evaluatePythonAnswer)(parsed, { compat: ctx.settings.options.compat }).then(() => this.#run(ctx));
        this.#run(ctx);
    }
    #run(ctx) {
        try {
            verify(ctx);
        }
        catch (error) {
            ctx.markError(`Verification failed: ${(0, stage_support_js_1.errorMessage)(error)}`);
        }
    }
}
exports.VerifyTemplateStage = VerifyTemplateStage;
function verify(ctx) {
    const parsed = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.PARSED_ANSWER);
    const raw = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE);
    if (parsed.rawTrace === null)
        parsed.setRawTrace(raw);
    if (ctx.hasArtifact(artifact_keys_js_1.ArtifactKeys.SCENARIO_NODE_RESULTS)) {
        parsed.setScenarioContext({ node_results: ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.SCENARIO_NODE_RESULTS) });
    }
    const withEvaluator = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.TEMPLATE_EVALUATOR) !== null;
    let fieldResult;
    let fieldError = null;
    try {
        fieldResult = parsed.template.hasVerify ? parsed.verify() : true;
    }
    catch (error) {
        if (couldNotRun(error)) {
            ctx.markError(`Verification could not run: ${(0, stage_support_js_1.errorMessage)(error)}`);
            return;
        }
        fieldResult = false;
        if (withEvaluator)
            fieldError = `Field verification failed: ${(0, stage_support_js_1.errorMessage)(error)}`;
    }
    if (typeof fieldResult !== 'boolean') {
        ctx.addWarning(`verify() returned a non-boolean value (${typeof fieldResult}); its truthiness is used`);
    }
    let regex;
    try {
        regex = parsed.verifyRegex(raw);
    }
    catch (error) {
        if (!couldNotRun(error))
            throw error;
        ctx.markError(`Verification could not run: ${(0, stage_support_js_1.errorMessage)(error)}`);
        return;
    }
    const extraction = Object.fromEntries(Object.entries(regex.details).map(([name, details]) => [name, details.matches_found ?? []]));
    const verifyResult = (0, py_truthy_js_1.pyTruthy)(fieldResult) ? regex.success : fieldResult === null || fieldResult === undefined ? null : false;
    ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.FIELD_VERIFICATION_RESULT, fieldResult);
    ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.REGEX_VERIFICATION_RESULTS, { success: regex.success, results: regex.results, details: regex.details });
    ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.REGEX_EXTRACTION_RESULTS, extraction);
    ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.VERIFY_RESULT, verifyResult);
    ctx.setResultField(artifact_keys_js_1.ArtifactKeys.REGEX_VALIDATIONS_PERFORMED, Object.keys(regex.results).length > 0);
    ctx.setResultField(artifact_keys_js_1.ArtifactKeys.REGEX_VALIDATION_RESULTS, regex.results);
    ctx.setResultField(artifact_keys_js_1.ArtifactKeys.REGEX_VALIDATION_DETAILS, regex.details);
    ctx.setResultField(artifact_keys_js_1.ArtifactKeys.REGEX_OVERALL_SUCCESS, regex.success);
    ctx.setResultField(artifact_keys_js_1.ArtifactKeys.REGEX_EXTRACTION_RESULTS, extraction);
    if (fieldError !== null) {
        ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.FIELD_VERIFICATION_ERROR, fieldError);
        return;
    }
    let granular = null;
    try {
        granular = parsed.template.hasVerifyGranular ? parsed.verifyGranular() : null;
        if (parsed.template.hooks.verifyGranular === undefined && typeof granular === 'number')
            granular = new py_float_value_js_1.PyFloat(granular);
    }
    catch (error) {
        ctx.addWarning(`verify_granular failed: ${(0, stage_support_js_1.errorMessage)(error)}`);
    }
    ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.VERIFY_GRANULAR_RESULT, granular);
}
function couldNotRun(error) {
    for (let cause = error, depth = 0; cause instanceof Error && depth < 8; cause = cause.cause, depth++) {
        if (regex_timeout_error_js_1.RegexTimeoutError.isRegexTimeout(cause))
            return true;
    }
    return false;
}
