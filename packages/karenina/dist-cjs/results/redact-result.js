"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.redactResultErrors = redactResultErrors;
const redact_secrets_js_1 = require("../utils/redact-secrets.js");
function redactResultErrors(result) {
    const m = result.metadata;
    const metadata = {
        ...m,
        failure: m.failure === null ? null : { ...m.failure, reason: (0, redact_secrets_js_1.redactSecrets)(m.failure.reason), details: (0, redact_secrets_js_1.redactSecretsDeep)(m.failure.details) },
        warnings: m.warnings.map(redact_secrets_js_1.redactSecrets),
    };
    const template = result.template && {
        ...result.template,
        field_verification_error: nullableRedact(result.template.field_verification_error),
        agentic_extraction_error: nullableRedact(result.template.agentic_extraction_error),
    };
    const rubric = result.rubric && {
        ...result.rubric,
        llm_trait_labels: (0, redact_secrets_js_1.redactSecretsDeep)(result.rubric.llm_trait_labels),
        agentic_trait_extraction_metadata: (0, redact_secrets_js_1.redactSecretsDeep)(result.rubric.agentic_trait_extraction_metadata),
    };
    const redacted = {
        ...result,
        metadata,
        template,
        rubric,
        trace_extraction_error: nullableRedact(result.trace_extraction_error),
    };
    return redacted;
}
function nullableRedact(value) {
    return (typeof value === 'string' ? (0, redact_secrets_js_1.redactSecrets)(value) : value);
}
