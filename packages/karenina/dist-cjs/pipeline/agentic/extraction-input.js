"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_EXTRACTION_REPORT_CHARS = void 0;
exports.truncateExtractionInput = truncateExtractionInput;
exports.prepareExtractionInput = prepareExtractionInput;
exports.reportObject = reportObject;
exports.unansweredFieldsOf = unansweredFieldsOf;
const json_recovery_js_1 = require("../../parsing/json-recovery.js");
const final_message_js_1 = require("../../trace/final-message.js");
exports.MAX_EXTRACTION_REPORT_CHARS = 60_000;
function truncateExtractionInput(text, max = exports.MAX_EXTRACTION_REPORT_CHARS) {
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    const marker = `\n\n[... investigation report truncated; omitted ${chars.length - max} characters ...]\n\n`;
    const markerLength = Array.from(marker).length;
    if (markerLength >= max)
        return chars.slice(0, max).join('');
    const head = Math.floor(max / 3);
    const tail = max - head - markerLength;
    return `${chars.slice(0, head).join('')}${marker}${chars.slice(chars.length - tail).join('')}`;
}
function prepareExtractionInput(investigationTrace) {
    const final = (0, final_message_js_1.extractFinalAiMessage)(investigationTrace);
    if (final.error === null && final.message.trim() !== '')
        return truncateExtractionInput(final.message);
    return truncateExtractionInput(investigationTrace);
}
function reportObject(report) {
    const cleaned = (0, json_recovery_js_1.stripMarkdownFences)(report);
    if (cleaned === '')
        return null;
    try {
        const data = JSON.parse(cleaned);
        return typeof data === 'object' && data !== null && !Array.isArray(data) ? data : null;
    }
    catch {
        return null;
    }
}
function unansweredFieldsOf(data, template) {
    const raw = data?._unanswered_fields;
    if (!Array.isArray(raw))
        return [];
    const verified = new Set(template.fields.filter((f) => f.verification !== null).map((f) => f.name));
    return raw.filter((name) => typeof name === 'string' && verified.has(name));
}
