"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.satisfyTemplate = satisfyTemplate;
exports.satisfyTemplateAsync = satisfyTemplateAsync;
const did_you_mean_js_1 = require("../utils/did-you-mean.js");
const config_error_js_1 = require("../errors/config-error.js");
const py_json_js_1 = require("../compat/py-json.js");
const artifact_keys_js_1 = require("../pipeline/artifact-keys.js");
const orchestrator_js_1 = require("../pipeline/orchestrator.js");
const run_task_js_1 = require("../pipeline/run-task.js");
const stage_js_1 = require("../pipeline/stage.js");
const finalize_result_js_1 = require("../pipeline/stages/finalize-result.js");
const parse_template_js_1 = require("../pipeline/stages/parse-template.js");
const validate_template_js_1 = require("../pipeline/stages/validate-template.js");
const verify_template_js_1 = require("../pipeline/stages/verify-template.js");
const python_template_js_1 = require("../python-sandbox/python-template.js");
const judge_output_js_1 = require("../template/judge-output.js");
const failure_message_js_1 = require("./failure-message.js");
const response_input_js_1 = require("./response-input.js");
const verdict_js_1 = require("./verdict.js");
class GivenValuesStage extends stage_js_1.BaseStage {
    values;
    rawTrace;
    name = 'ParseTemplate';
    produces = [artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE, artifact_keys_js_1.ArtifactKeys.PARSED_ANSWER, artifact_keys_js_1.ArtifactKeys.TEMPLATE_EVALUATOR];
    constructor(values, rawTrace) {
        super();
        this.values = values;
        this.rawTrace = rawTrace;
    }
    shouldRun(ctx) {
        return ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.ANSWER) !== null;
    }
    execute(ctx) {
        const raw = this.rawTrace ?? (0, py_json_js_1.pyJsonDumps)(this.values, { ensureAscii: false });
        ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE, raw);
        ctx.setArtifactAndResult(artifact_keys_js_1.ArtifactKeys.RECURSION_LIMIT_REACHED, false);
        const answer = ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.ANSWER);
        const evaluator = { parsingModel: `${response_input_js_1.GIVEN_RESPONSE_MODEL.interface}:${response_input_js_1.GIVEN_RESPONSE_MODEL.model_name}`, useFullTrace: false };
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.TEMPLATE_EVALUATOR, evaluator);
        try {
            const { values, nullFields, extras } = (0, judge_output_js_1.parseJudgeOutput)(answer.template, this.values, { compat: ctx.settings.options.compat });
            ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.PARSED_ANSWER, answer.instantiate(values, { nullFields, extras, rawTrace: raw }));
        }
        catch (error) {
            ctx.markError(`Parsing failed: ${error instanceof Error ? error.message : String(error)}`, { stage: parse_template_js_1.PARSE_FAILURE_STAGE });
        }
    }
}
function runStages(ctx, stages, finalize, sync) {
    ctx.setResultField(artifact_keys_js_1.ArtifactKeys.TIMESTAMP, (0, orchestrator_js_1.formatLocalTimestamp)(ctx.now()));
    const fail = (stage, error) => ctx.markError(`Stage ${stage.name} raised exception: ${error instanceof Error ? error.message : String(error)}`, { stage: stage.name });
    const end = () => {
        ctx.beginStage(finalize.name);
        ctx.setResultField(artifact_keys_js_1.ArtifactKeys.EXECUTION_TIME, 0);
        void finalize.execute(ctx);
        return ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.FINAL_RESULT);
    };
    if (!sync) {
        return (async () => {
            for (const stage of stages) {
                ctx.beginStage(stage.name);
                if (!stage.shouldRun(ctx))
                    continue;
                try {
                    await stage.execute(ctx);
                }
                catch (error) {
                    fail(stage, error);
                }
            }
            return end();
        })();
    }
    for (const stage of stages) {
        ctx.beginStage(stage.name);
        if (!stage.shouldRun(ctx))
            continue;
        try {
            if (stage.execute(ctx) instanceof Promise)
                throw new Error(`stage ${stage.name} is asynchronous`);
        }
        catch (error) {
            fail(stage, error);
        }
    }
    return end();
}
const OPTION_KEYS = ['granular', 'rawTrace', 'questionId', 'question', 'now'];
function plan(values, template, options) {
    const [unknownKey] = (0, did_you_mean_js_1.unknownKeys)(options, OPTION_KEYS);
    if (unknownKey !== undefined)
        throw new config_error_js_1.ConfigError(unknownKey, (0, did_you_mean_js_1.unknownKeyMessage)(unknownKey, 'toSatisfyTemplate options', OPTION_KEYS));
    const ctx = (0, run_task_js_1.createTaskContext)({
        questionId: options.questionId ?? template.name,
        questionText: options.question ?? '',
        template,
        answeringModel: response_input_js_1.GIVEN_RESPONSE_MODEL,
        parsingModel: response_input_js_1.GIVEN_RESPONSE_MODEL,
    }, { now: options.now ?? (() => new Date()) });
    const stages = [new validate_template_js_1.ValidateTemplateStage(), new GivenValuesStage(values, options.rawTrace), new verify_template_js_1.VerifyTemplateStage()];
    return { ctx, stages, finalize: new finalize_result_js_1.FinalizeResultStage() };
}
function outcomeOf(result, template, options) {
    const criteria = { granular: options.granular ?? null };
    const verdict = (0, verdict_js_1.evaluateVerdict)(result, criteria);
    return {
        pass: verdict.pass,
        result,
        message: (how) => (0, failure_message_js_1.templateOutcomeMessage)(result, template, verdict, criteria, { isNot: how?.isNot ?? false, subject: 'the values', judged: false }),
    };
}
function satisfyTemplate(values, template, options = {}) {
    if ((0, python_template_js_1.isPythonTemplate)(template)) {
        const name = template.nameGiven ? `template ${template.name}` : 'the template';
        throw new config_error_js_1.ConfigError('template', `${name} is a classic Python template: its verify() runs in the Python sandbox, which is asynchronous, so it cannot be checked synchronously. ` +
            'Use `await expect(values).toSatisfyTemplateAsync(template)` in tests, or `await satisfyTemplateAsync(values, template)`');
    }
    const { ctx, stages, finalize } = plan(values, template, options);
    return outcomeOf(runStages(ctx, stages, finalize, true), template, options);
}
async function satisfyTemplateAsync(values, template, options = {}) {
    const { ctx, stages, finalize } = plan(values, template, options);
    return outcomeOf(await runStages(ctx, stages, finalize, false), template, options);
}
