"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ValidateTemplateStage = void 0;
exports.bindAnswerClass = bindAnswerClass;
const python_template_js_1 = require("../../python-sandbox/python-template.js");
const artifact_keys_js_1 = require("../artifact-keys.js");
const stage_js_1 = require("../stage.js");
class BoundAnswerClass {
    template;
    questionId;
    constructor(template, questionId) {
        this.template = template;
        this.questionId = questionId;
    }
    instantiate(values, options) {
        return this.template.instantiate(values, { ...options, questionId: this.questionId });
    }
}
function bindAnswerClass(template, questionId) {
    return new BoundAnswerClass(template, questionId);
}
class ValidateTemplateStage extends stage_js_1.BaseStage {
    name = 'ValidateTemplate';
    produces = [artifact_keys_js_1.ArtifactKeys.RAW_ANSWER, artifact_keys_js_1.ArtifactKeys.ANSWER, artifact_keys_js_1.ArtifactKeys.TEMPLATE_VALIDATION_ERROR, artifact_keys_js_1.ArtifactKeys.TEMPLATE_MODE];
    shouldRun() {
        return true;
    }
    execute(ctx) {
        const { template } = ctx.settings;
        if (template !== null && ctx.settings.templateProblem === null && (0, python_template_js_1.isPythonTemplate)(template)) {
            return (0, python_template_js_1.definePythonTemplate)(template, { compat: ctx.settings.options.compat }).then(() => this.#validate(ctx, null), (error) => this.#validate(ctx, `the Python template ${template.name} failed to load in the sandbox: ${error instanceof Error ? error.message : String(error)}`));
        }
        this.#validate(ctx, null);
    }
    #validate(ctx, pythonProblem) {
        const { template, templateProblem } = ctx.settings;
        const problem = pythonProblem ??
            templateProblem ??
            (template === null
                ? `no answer template for question ${ctx.questionId}`
                : !template.hasVerify && !template.isRegexOnly
                    ? `template ${template.name} does not have a 'verify' method`
                    : null);
        if (problem !== null || template === null) {
            const message = `Template validation failed: ${problem}`;
            ctx.markError(message);
            ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.TEMPLATE_VALIDATION_ERROR, message);
            return;
        }
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.RAW_ANSWER, template);
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.ANSWER, bindAnswerClass(template, ctx.questionId));
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.TEMPLATE_VALIDATION_ERROR, null);
        ctx.setArtifact(artifact_keys_js_1.ArtifactKeys.TEMPLATE_MODE, template.mode);
    }
}
exports.ValidateTemplateStage = ValidateTemplateStage;
