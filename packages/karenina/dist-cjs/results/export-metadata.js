"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.modelConfigFromIdentity = modelConfigFromIdentity;
exports.jobInfoFromResults = jobInfoFromResults;
exports.formatExportTimestamp = formatExportTimestamp;
exports.buildExportMetadata = buildExportMetadata;
const own_package_js_1 = require("../utils/own-package.js");
const py_float_value_js_1 = require("../compat/py-float-value.js");
function modelConfigFromIdentity(identity) {
    return { provider: null, name: identity.model_name, temperature: null, interface: identity.interface };
}
function jobInfoFromResults(results, jobId) {
    const answering = new Map();
    const parsing = new Map();
    for (const { metadata } of results) {
        answering.set(JSON.stringify(metadata.answering), modelConfigFromIdentity(metadata.answering));
        parsing.set(JSON.stringify(metadata.parsing), modelConfigFromIdentity(metadata.parsing));
    }
    const failed = results.filter((r) => r.metadata.failure !== null).length;
    return {
        jobId,
        answeringModels: [...answering.values()],
        parsingModels: [...parsing.values()],
        totalQuestions: new Set(results.map((r) => r.metadata.question_id)).size,
        successfulCount: results.length - failed,
        failedCount: failed,
        isComplete: true,
    };
}
const kareninaVersion = () => (0, own_package_js_1.ownPackage)().version;
const pad = (n) => String(n).padStart(2, '0');
function formatExportTimestamp(date) {
    return (`${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
        `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} UTC`);
}
function modelEntry(model) {
    return { provider: model.provider, name: model.name, temperature: (0, py_float_value_js_1.asPyFloat)(model.temperature), interface: model.interface };
}
function buildExportMetadata(job) {
    const start = job.startTime ?? null;
    const end = job.endTime ?? null;
    return {
        export_timestamp: formatExportTimestamp((job.now ?? (() => new Date()))()),
        karenina_version: job.kareninaVersion ?? kareninaVersion(),
        job_id: job.jobId,
        verification_config: {
            answering_models: (job.answeringModels ?? []).map(modelEntry),
            parsing_models: (job.parsingModels ?? []).map(modelEntry),
        },
        job_summary: {
            total_questions: job.totalQuestions,
            successful_count: job.successfulCount,
            failed_count: job.failedCount,
            start_time: (0, py_float_value_js_1.asPyFloat)(start),
            end_time: (0, py_float_value_js_1.asPyFloat)(end),
            total_duration: start !== null && end !== null ? (0, py_float_value_js_1.asPyFloat)(end - start) : null,
            is_complete: job.isComplete ?? false,
        },
    };
}
