"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.isLegacyResultRow = isLegacyResultRow;
exports.migrateLegacyResultRow = migrateLegacyResultRow;
const crypto_js_1 = require("../utils/lazy-node/crypto.js");
const result_id_js_1 = require("./result-id.js");
const LEGACY_METADATA_KEYS = ['answering_model', 'parsing_model', 'answering_replicate', 'parsing_replicate', 'completed_without_errors'];
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
function isLegacyResultRow(row) {
    if (!isObject(row) || !isObject(row.metadata))
        return false;
    const metadata = row.metadata;
    return LEGACY_METADATA_KEYS.some((key) => Object.hasOwn(metadata, key));
}
function legacyIdentity(value) {
    if (typeof value !== 'string' || value === '')
        return { interface: 'unknown', model_name: 'unknown', tools: [], config_id: null };
    const slash = value.indexOf('/');
    if (slash < 0)
        return { interface: 'unknown', model_name: value, tools: [], config_id: null };
    return { interface: value.slice(0, slash), model_name: value.slice(slash + 1), tools: [], config_id: null };
}
function migrateLegacyResultRow(row, index, seenIds) {
    const metadata = { ...(isObject(row.metadata) ? row.metadata : {}) };
    if (!isObject(metadata.answering))
        metadata.answering = legacyIdentity(metadata.answering_model);
    if (!isObject(metadata.parsing))
        metadata.parsing = legacyIdentity(metadata.parsing_model);
    if (metadata.replicate === undefined || metadata.replicate === null) {
        metadata.replicate = metadata.answering_replicate ?? metadata.parsing_replicate ?? null;
    }
    for (const key of [...LEGACY_METADATA_KEYS, 'error'])
        delete metadata[key];
    if (typeof metadata.result_id !== 'string' || metadata.result_id === '') {
        let id = (0, result_id_js_1.computeResultId)({
            questionId: String(metadata.question_id ?? ''),
            answering: metadata.answering,
            parsing: metadata.parsing,
            timestamp: String(metadata.timestamp ?? ''),
            replicate: typeof metadata.replicate === 'number' ? metadata.replicate : null,
        });
        if (seenIds.has(id))
            id = (0, crypto_js_1.createHash)('sha256').update(`${id}:${index}`, 'utf8').digest('hex').slice(0, 16);
        metadata.result_id = id;
    }
    seenIds.add(metadata.result_id);
    return { ...row, metadata };
}
