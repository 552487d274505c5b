"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.KARENINA_META_KEY = void 0;
exports.encodeResult = encodeResult;
exports.attachResultToMeta = attachResultToMeta;
exports.attachScenarioToMeta = attachScenarioToMeta;
exports.carriedRecordsOf = carriedRecordsOf;
exports.hasKareninaRecords = hasKareninaRecords;
exports.forEachPackedRecord = forEachPackedRecord;
exports.encodedResultsOf = encodedResultsOf;
exports.decodeResults = decodeResults;
exports.decodeResultLines = decodeResultLines;
exports.scenarioRecordsOf = scenarioRecordsOf;
const validation_error_js_1 = require("../errors/validation-error.js");
const parse_py_json_js_1 = require("../compat/parse-py-json.js");
const py_json_js_1 = require("../compat/py-json.js");
const export_js_1 = require("../results/export.js");
const import_js_1 = require("../results/import.js");
const result_line_bytes_js_1 = require("../results/result-line-bytes.js");
const migrate_legacy_result_js_1 = require("../results/migrate-legacy-result.js");
const verification_result_js_1 = require("../results/verification-result.js");
const packed_record_js_1 = require("./packed-record.js");
const result_summary_view_js_1 = require("./result-summary-view.js");
exports.KARENINA_META_KEY = 'karenina';
function annotationsOf(source) {
    const annotations = {};
    if (typeof source.title === 'string')
        annotations.title = source.title;
    if (typeof source.model === 'string')
        annotations.model = source.model;
    if (source.negated === true)
        annotations.negated = true;
    return annotations;
}
function encodeResult(result, pass, annotations = {}) {
    return { result: (0, export_js_1.dumpResultLine)(result), pass, ...annotationsOf(annotations) };
}
function packedEntry(meta) {
    const current = meta[exports.KARENINA_META_KEY];
    return Array.isArray(current) ? current : [];
}
function encodeRecord(header, body, options) {
    return options.packing === 'plain' ? (0, packed_record_js_1.plainRecord)(header, body) : (0, packed_record_js_1.packRecord)(header, body);
}
function attachResultToMeta(meta, result, pass, annotations = {}, options = {}) {
    const entry = packedEntry(meta);
    entry.push(encodeRecord({ pass, ...annotationsOf(annotations), view: (0, result_summary_view_js_1.resultSummaryView)(result) }, (0, result_line_bytes_js_1.resultLineText)(result), options));
    meta[exports.KARENINA_META_KEY] = entry;
}
function attachScenarioToMeta(meta, record, options = {}) {
    const entry = packedEntry(meta);
    entry.push(encodeRecord({ scenario: true }, (0, py_json_js_1.pyJsonDumps)(record, { ensureAscii: false }), options));
    meta[exports.KARENINA_META_KEY] = entry;
}
function carriedRecordsOf(meta, source = 'test metadata') {
    if (typeof meta !== 'object' || meta === null)
        return { results: [], scenarios: [] };
    const entry = meta[exports.KARENINA_META_KEY];
    if (entry === undefined)
        return { results: [], scenarios: [] };
    if (!Array.isArray(entry))
        throw new validation_error_js_1.ValidationError([exports.KARENINA_META_KEY], 'expected an array of packed karenina records (written by this version of karenina-ts)', source);
    const carried = { results: [], scenarios: [] };
    entry.forEach((packed, index) => {
        const { header, body } = (0, packed_record_js_1.unpackRecord)(packed, `${source}, ${exports.KARENINA_META_KEY}[${index}]`);
        if (header.scenario === true)
            carried.scenarios.push(body);
        else {
            const view = typeof header.view === 'object' && header.view !== null ? { view: header.view } : {};
            carried.results.push({ result: body, pass: header.pass === true, ...annotationsOf(header), ...view });
        }
    });
    return carried;
}
function hasKareninaRecords(meta) {
    const entry = typeof meta === 'object' && meta !== null ? meta[exports.KARENINA_META_KEY] : undefined;
    return Array.isArray(entry) ? entry.length > 0 : entry !== undefined;
}
function forEachPackedRecord(meta, source, visit) {
    const entry = typeof meta === 'object' && meta !== null ? meta[exports.KARENINA_META_KEY] : undefined;
    if (!Array.isArray(entry))
        return false;
    for (let i = 0; i < entry.length; i++) {
        const { header, body } = (0, packed_record_js_1.unpackRecordBytes)(entry[i], () => `${typeof source === 'string' ? source : source()}, ${exports.KARENINA_META_KEY}[${i}]`);
        const view = typeof header.view === 'object' && header.view !== null ? header.view : undefined;
        const record = header.scenario === true ? { scenario: true, body } : { scenario: false, pass: header.pass === true, annotations: annotationsOf(header), view, body };
        if (!visit(record))
            return false;
    }
    return true;
}
function encodedResultsOf(meta) {
    return carriedRecordsOf(meta).results.map(({ view: _view, ...encoded }) => encoded);
}
function decodeResults(encoded, source = 'test metadata') {
    if (encoded.length === 0)
        return [];
    const set = (0, import_js_1.loadResults)(`[${encoded.map((e) => e.result).join(',')}]`, { source });
    return set.results.map((result, i) => ({ result, pass: encoded[i].pass, ...annotationsOf(encoded[i]) }));
}
function decodeResultLines(encoded, source = 'test metadata') {
    const decoded = [];
    for (const e of encoded) {
        let result;
        if (e.view !== undefined) {
            decoded.push({ result: e.view, pass: e.pass, line: e.result, ...annotationsOf(e) });
            continue;
        }
        try {
            const raw = JSON.parse(e.result);
            if ((0, migrate_legacy_result_js_1.isLegacyResultRow)(raw))
                return decodeResults(encoded, source);
            result = (0, verification_result_js_1.parseVerificationResult)(raw);
        }
        catch {
            return decodeResults(encoded, source);
        }
        decoded.push({ result, pass: e.pass, line: e.result, ...annotationsOf(e) });
    }
    return decoded;
}
function scenarioRecordsOf(meta) {
    return carriedRecordsOf(meta).scenarios.map((s) => (0, parse_py_json_js_1.parsePyJson)(s));
}
