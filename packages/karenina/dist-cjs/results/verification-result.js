"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.VerificationResultSchema = void 0;
exports.parseVerificationResult = parseVerificationResult;
const zod_1 = require("zod");
const validation_error_js_1 = require("../errors/validation-error.js");
const result_deep_judgment_rubric_js_1 = require("./result-deep-judgment-rubric.js");
const result_deep_judgment_js_1 = require("./result-deep-judgment.js");
const result_metadata_js_1 = require("./result-metadata.js");
const result_rubric_js_1 = require("./result-rubric.js");
const result_template_js_1 = require("./result-template.js");
exports.VerificationResultSchema = zod_1.z.object({
    metadata: result_metadata_js_1.VerificationResultMetadataSchema,
    template: result_template_js_1.VerificationResultTemplateSchema.nullable().default(null),
    rubric: result_rubric_js_1.VerificationResultRubricSchema.nullable().default(null),
    deep_judgment: result_deep_judgment_js_1.VerificationResultDeepJudgmentSchema.nullable().default(null),
    deep_judgment_rubric: result_deep_judgment_rubric_js_1.VerificationResultDeepJudgmentRubricSchema.nullable().default(null),
    evaluation_input: zod_1.z.string().nullable().default(null),
    used_full_trace: zod_1.z.boolean().default(true),
    trace_extraction_error: zod_1.z.string().nullable().default(null),
    extensions: zod_1.z.record(zod_1.z.string(), zod_1.z.unknown()).optional(),
});
function parseVerificationResult(input, subject = 'VerificationResult') {
    const parsed = exports.VerificationResultSchema.safeParse(input);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const path = issue.path.filter((part) => typeof part !== 'symbol');
    throw new validation_error_js_1.ValidationError(path, issue.message, subject);
}
