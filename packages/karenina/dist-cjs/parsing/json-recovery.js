"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.stripMarkdownFences = stripMarkdownFences;
exports.extractJsonFromText = extractJsonFromText;
exports.extractBalancedBraces = extractBalancedBraces;
exports.extractJsonFromResponse = extractJsonFromResponse;
const py_regex_js_1 = require("../compat/py-regex.js");
const py_whitespace_js_1 = require("../compat/py-whitespace.js");
const check_error_js_1 = require("../errors/check-error.js");
const py_json_loads_js_1 = require("./py-json-loads.js");
const FIRST_FENCE = (0, py_regex_js_1.compilePyRegex)('```(?:\\w+)?\\s*\\n?(.*?)\\n?```', { dotAll: true });
const LEADING_FENCE = (0, py_regex_js_1.compilePyRegex)('^```(?:\\w+)?\\s*\\n?');
const TRAILING_FENCE = (0, py_regex_js_1.compilePyRegex)('\\n?```$');
const JSON_FENCES = (0, py_regex_js_1.compilePyRegex)('```(?:json)?\\s*\\n?([\\s\\S]*?)\\n?```');
function removeAll(regex, text) {
    let out = '';
    let cursor = 0;
    for (const match of regex.finditer(text)) {
        out += text.slice(cursor, match.start);
        cursor = match.end;
    }
    return out + text.slice(cursor);
}
function stripMarkdownFences(text) {
    if (typeof text !== 'string')
        return text;
    const fenced = FIRST_FENCE.finditer(text).next();
    if (!fenced.done)
        return (0, py_whitespace_js_1.pyStrip)(fenced.value.groups[0] ?? '');
    const extracted = extractJsonFromText(text);
    if (extracted !== null)
        return extracted;
    return (0, py_whitespace_js_1.pyStrip)(removeAll(TRAILING_FENCE, removeAll(LEADING_FENCE, text)));
}
function extractJsonFromText(text) {
    if (typeof text !== 'string')
        throw new check_error_js_1.CheckError('type', `extract_json_from_text: expected a string, got ${text === null ? 'None' : typeof text}`);
    const chars = Array.from(text);
    const candidates = [];
    let i = 0;
    while (i < chars.length) {
        if (chars[i] === '{') {
            const candidate = balancedBraces(chars, i);
            if (candidate !== null) {
                candidates.push(candidate.text);
                i += candidate.length;
                continue;
            }
        }
        i++;
    }
    for (let k = candidates.length - 1; k >= 0; k--) {
        if ((0, py_json_loads_js_1.isPyJsonLoadable)(candidates[k]))
            return candidates[k];
    }
    return null;
}
function extractBalancedBraces(text, start) {
    if (typeof text !== 'string')
        throw new check_error_js_1.CheckError('type', `extract_balanced_braces: expected a string, got ${text === null ? 'None' : typeof text}`);
    const chars = Array.from(text);
    if (start >= chars.length)
        return null;
    if (start < -chars.length)
        throw new check_error_js_1.CheckError('runtime', 'extract_balanced_braces: string index out of range');
    return balancedBraces(chars, start)?.text ?? null;
}
function extractJsonFromResponse(text) {
    if (typeof text !== 'string')
        throw new check_error_js_1.CheckError('type', `extract_json_from_response: expected a string, got ${text === null ? 'None' : typeof text}`);
    const trimmed = (0, py_whitespace_js_1.pyStrip)(text);
    if ((trimmed.startsWith('{') || trimmed.startsWith('[')) && (0, py_json_loads_js_1.isPyJsonLoadable)(trimmed))
        return trimmed;
    for (const group of JSON_FENCES.findall(trimmed)) {
        const content = (0, py_whitespace_js_1.pyStrip)(group);
        if (content.startsWith('{') || content.startsWith('['))
            return content;
    }
    const extracted = extractJsonFromText(trimmed);
    if (extracted !== null)
        return extracted;
    throw new check_error_js_1.CheckError('value', `Could not extract JSON from response: ${Array.from(trimmed).slice(0, 200).join('')}...`);
}
function balancedBraces(chars, start) {
    const n = chars.length;
    const at = (i) => chars[i < 0 ? i + n : i];
    if (at(start) !== '{')
        return null;
    let depth = 0;
    let inString = false;
    let escapeNext = false;
    for (let i = start; i < n; i++) {
        const ch = at(i);
        if (escapeNext) {
            escapeNext = false;
            continue;
        }
        if (ch === '\\') {
            escapeNext = true;
            continue;
        }
        if (ch === '"') {
            inString = !inString;
            continue;
        }
        if (inString)
            continue;
        if (ch === '{')
            depth++;
        else if (ch === '}') {
            depth--;
            if (depth === 0) {
                const slice = pySlice(chars, start, i + 1);
                return { text: slice.join(''), length: slice.length };
            }
        }
    }
    return null;
}
function pySlice(chars, start, stop) {
    const n = chars.length;
    const norm = (k) => (k < 0 ? Math.max(0, k + n) : Math.min(k, n));
    return chars.slice(norm(start), norm(stop));
}
