"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.dumpResultLine = dumpResultLine;
exports.resultJsonValue = resultJsonValue;
exports.exportResultsChunks = exportResultsChunks;
exports.exportResults = exportResults;
exports.writeResultsExport = writeResultsExport;
exports.exportResultsArray = exportResultsArray;
const crypto_js_1 = require("../utils/lazy-node/crypto.js");
const node_events_1 = require("node:events");
const py_json_js_1 = require("../compat/py-json.js");
const validation_error_js_1 = require("../errors/validation-error.js");
const export_metadata_js_1 = require("./export-metadata.js");
const to_py_json_value_js_1 = require("./to-py-json-value.js");
const verification_result_js_1 = require("./verification-result.js");
const stored_result_set_js_1 = require("./stored-result-set.js");
const redact_result_js_1 = require("./redact-result.js");
const output_file_js_1 = require("../utils/output-file.js");
const dumps = (value) => (0, py_json_js_1.pyJsonDumps)(value, { ensureAscii: false });
function dumpResultLine(result) {
    return dumps(resultJsonValue((0, redact_result_js_1.redactResultErrors)(result)));
}
function resultJsonValue(result) {
    const value = (0, to_py_json_value_js_1.toPyJsonValue)(verification_result_js_1.VerificationResultSchema, result);
    if (value.extensions !== undefined && Object.keys(value.extensions).length === 0)
        delete value.extensions;
    return value;
}
function isResultSet(source) {
    return typeof source === 'object' && source !== null && 'sharedData' in source && 'results' in source;
}
function resolveHeader(source, options) {
    const set = isResultSet(source) ? source : undefined;
    let metadata = options.metadata ?? (options.job ? (0, export_metadata_js_1.buildExportMetadata)(options.job) : undefined);
    if (metadata === undefined && set && Object.keys(set.metadata).length > 0)
        metadata = set.metadata;
    const inHand = (set && (0, stored_result_set_js_1.summaryResultsOf)(set)) ?? (Array.isArray(source) ? source : undefined);
    if (metadata === undefined && inHand !== undefined) {
        metadata = (0, export_metadata_js_1.buildExportMetadata)((0, export_metadata_js_1.jobInfoFromResults)(inHand, inHand[0]?.metadata.run_name ?? `karenina-${(0, crypto_js_1.randomUUID)()}`));
    }
    if (metadata === undefined) {
        throw new validation_error_js_1.ValidationError(['metadata'], 'results arriving one by one need `job` (to build the export header) or `metadata`', 'exportResults');
    }
    const rubricDefinition = options.rubricDefinition !== undefined ? options.rubricDefinition : (set?.sharedData?.rubric_definition ?? null);
    const header = dumps({ format_version: '2.2', metadata, shared_data: { rubric_definition: rubricDefinition } });
    const scenarios = options.scenarioResults !== undefined ? options.scenarioResults : (set?.scenarioResults ?? null);
    return { head: `${header.slice(0, -1)},"results":[\n`, scenarios };
}
function* exportLines(results) {
    const stored = (0, stored_result_set_js_1.storedLinesOf)(results);
    if (stored)
        yield* stored;
    else
        for (const result of results)
            yield dumpResultLine(result);
}
async function* mapAsync(source, f) {
    for await (const item of source)
        yield f(item);
}
function* tail(scenarios) {
    yield '\n]';
    if (scenarios && scenarios.length > 0) {
        yield ',"scenario_results":[\n';
        yield scenarios.map(dumps).join(',\n');
        yield '\n]';
    }
    yield '}\n';
}
function* exportResultsChunks(results, options = {}) {
    const { head, scenarios } = resolveHeader(results, options);
    yield head;
    let first = true;
    for (const line of exportLines(results)) {
        yield first ? line : `,\n${line}`;
        first = false;
    }
    yield* tail(scenarios);
}
function exportResults(results, options = {}) {
    return [...exportResultsChunks(results, options)].join('');
}
async function writeChunk(stream, chunk) {
    if (!stream.write(chunk, 'utf8'))
        await (0, node_events_1.once)(stream, 'drain');
}
async function streamTo(write, results, options) {
    const { head, scenarios } = resolveHeader(results, options);
    await write(head);
    let first = true;
    const stored = (0, stored_result_set_js_1.storedLinesOf)(results);
    const lines = stored ?? mapAsync(results, dumpResultLine);
    for await (const line of lines) {
        await write(first ? line : `,\n${line}`);
        first = false;
    }
    for (const chunk of tail(scenarios))
        await write(chunk);
}
async function writeResultsExport(target, results, options = {}, output = {}) {
    if (typeof target !== 'string')
        return streamTo((chunk) => writeChunk(target, chunk), results, options);
    await (0, output_file_js_1.writeOutputFile)(target, (out) => streamTo((chunk) => out.write(chunk), results, options), output);
}
function exportResultsArray(results) {
    const rows = [...results].map((result, index) => {
        const row = resultJsonValue((0, redact_result_js_1.redactResultErrors)(result));
        row.row_index = index + 1;
        if (result.template?.abstention_detected && result.template.abstention_override_applied)
            row.success = 'abstained';
        return row;
    });
    return (0, py_json_js_1.pyJsonDumps)(rows, { indent: 2, ensureAscii: false });
}
