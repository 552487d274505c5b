"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AgenticParseTemplateStage = void 0;
const agentic_parse_js_1 = require("../agentic/agentic-parse.js");
const artifact_keys_js_1 = require("../artifact-keys.js");
const stage_js_1 = require("../stage.js");
const stage_support_js_1 = require("./stage-support.js");
class AgenticParseTemplateStage extends stage_js_1.BaseStage {
    name = 'AgenticParseTemplate';
    requires = [artifact_keys_js_1.ArtifactKeys.RAW_ANSWER, artifact_keys_js_1.ArtifactKeys.ANSWER, artifact_keys_js_1.ArtifactKeys.RAW_LLM_RESPONSE];
    produces = [
        artifact_keys_js_1.ArtifactKeys.PARSED_ANSWER,
        artifact_keys_js_1.ArtifactKeys.PARSING_MODEL_STR,
        artifact_keys_js_1.ArtifactKeys.TEMPLATE_EVALUATOR,
        artifact_keys_js_1.ArtifactKeys.DEEP_JUDGMENT_PERFORMED,
        artifact_keys_js_1.ArtifactKeys.ATTRIBUTES_WITHOUT_EXCERPTS,
        artifact_keys_js_1.ArtifactKeys.INVESTIGATION_TRACE,
        artifact_keys_js_1.ArtifactKeys.AGENTIC_PARSING_PERFORMED,
    ];
    shouldRun(ctx) {
        return ctx.settings.options.agenticParsing && (0, stage_support_js_1.canParse)(ctx);
    }
    async execute(ctx) {
        await (0, agentic_parse_js_1.agenticParse)(ctx, ctx.getArtifact(artifact_keys_js_1.ArtifactKeys.ANSWER));
    }
}
exports.AgenticParseTemplateStage = AgenticParseTemplateStage;
