"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.loadResults = loadResults;
exports.readResultsFile = readResultsFile;
const fs_promises_js_1 = require("../utils/lazy-node/fs-promises.js");
const parse_py_json_js_1 = require("../compat/parse-py-json.js");
const karenina_error_js_1 = require("../errors/karenina-error.js");
const validation_error_js_1 = require("../errors/validation-error.js");
const migrate_legacy_result_js_1 = require("./migrate-legacy-result.js");
const verification_result_js_1 = require("./verification-result.js");
const verification_result_set_js_1 = require("./verification-result-set.js");
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const LEGACY_FORMATS = new Set(['2.0', '2.1']);
function locateRows(data, source) {
    const base = { metadata: {}, sharedData: null, scenarioResults: null, legacy: false };
    if (Array.isArray(data))
        return { ...base, rows: data, path: [] };
    if (!isObject(data))
        throw new validation_error_js_1.ValidationError([], 'expected a JSON object or array of results', source);
    if (Object.hasOwn(data, '@context') || Object.hasOwn(data, 'dataFeedElement')) {
        throw new karenina_error_js_1.KareninaError('KARENINA_VALIDATION', `${source}: this is a JSON-LD checkpoint (a benchmark), not a results file; results come from \`karenina verify -o results.json\` or the test reporter`);
    }
    const legacy = typeof data.format_version === 'string' && LEGACY_FORMATS.has(data.format_version);
    if (Object.hasOwn(data, 'results')) {
        const results = data.results;
        if (!Array.isArray(results) && !isObject(results))
            throw new validation_error_js_1.ValidationError(['results'], 'expected an array or object of results', source);
        return {
            rows: Array.isArray(results) ? results : Object.values(results),
            path: ['results'],
            ...(Array.isArray(results) ? {} : { keys: Object.keys(results) }),
            metadata: isObject(data.metadata) ? data.metadata : {},
            sharedData: isObject(data.shared_data) ? data.shared_data : null,
            scenarioResults: Array.isArray(data.scenario_results) ? data.scenario_results : null,
            legacy,
        };
    }
    if (isObject(data.runs)) {
        const runs = data.runs;
        const rows = [];
        for (const [name, runRows] of Object.entries(runs)) {
            if (!Array.isArray(runRows))
                throw new validation_error_js_1.ValidationError(['runs', name], 'expected an array of results', source);
            rows.push(...runRows);
        }
        return { ...base, rows, path: ['runs'], metadata: { run_names: Object.keys(runs) }, legacy };
    }
    return { ...base, rows: Object.values(data), path: [], keys: Object.keys(data), legacy };
}
function loadResults(text, options = {}) {
    const source = options.source ?? 'results';
    let data;
    try {
        data = (0, parse_py_json_js_1.parsePyJson)(text);
    }
    catch (error) {
        throw new validation_error_js_1.ValidationError([], `not valid JSON: ${error.message}`, source);
    }
    const located = locateRows(data, source);
    const seenIds = new Set();
    const results = located.rows.map((raw, index) => {
        const where = [...located.path, located.keys?.[index] ?? index];
        if (!isObject(raw))
            throw new validation_error_js_1.ValidationError(where, 'expected a result object', source);
        let row = raw;
        if (Object.hasOwn(row, 'row_index')) {
            row = { ...row };
            delete row.row_index;
        }
        if (located.legacy || (0, migrate_legacy_result_js_1.isLegacyResultRow)(row))
            row = (0, migrate_legacy_result_js_1.migrateLegacyResultRow)(row, index, seenIds);
        try {
            return (0, verification_result_js_1.parseVerificationResult)(row);
        }
        catch (error) {
            if (error instanceof validation_error_js_1.ValidationError)
                throw new validation_error_js_1.ValidationError([...where, ...error.path], error.problem, source);
            throw error;
        }
    });
    return new verification_result_set_js_1.VerificationResultSet(results, {
        metadata: located.metadata,
        sharedData: located.sharedData,
        scenarioResults: located.scenarioResults,
    });
}
async function readResultsFile(path) {
    let text;
    try {
        text = await (0, fs_promises_js_1.readFile)(path, 'utf8');
    }
    catch (error) {
        throw new karenina_error_js_1.KareninaError('KARENINA_VALIDATION', `cannot read results file ${path}: ${error.message}`, { cause: error });
    }
    return loadResults(text, { source: path });
}
