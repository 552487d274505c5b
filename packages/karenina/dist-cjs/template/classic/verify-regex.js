"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.assertRegexCheckKeys = assertRegexCheckKeys;
exports.verifyRegex = verifyRegex;
const py_eq_js_1 = require("../../compat/py-eq.js");
const py_float_value_js_1 = require("../../compat/py-float-value.js");
const py_set_js_1 = require("../../compat/py-set.js");
const py_str_js_1 = require("../../compat/py-str.js");
const py_truthy_js_1 = require("../../compat/py-truthy.js");
const py_tuple_js_1 = require("../../compat/py-tuple.js");
const check_error_js_1 = require("../../errors/check-error.js");
const regex_timeout_error_js_1 = require("../../regex-guard/regex-timeout-error.js");
const guarded_regex_js_1 = require("../../regex-guard/guarded-regex.js");
const validation_error_js_1 = require("../../errors/validation-error.js");
const did_you_mean_js_1 = require("../../utils/did-you-mean.js");
const keys_of_js_1 = require("../../utils/keys-of.js");
const REGEX_CHECK_KEYS = (0, keys_of_js_1.keysOf)()(['pattern', 'expected', 'matchType']);
function assertRegexCheckKeys(checks, subject = 'verifyRegex') {
    if (typeof checks !== 'object' || checks === null)
        return;
    for (const [name, check] of Object.entries(checks)) {
        const [key] = (0, did_you_mean_js_1.unknownKeys)(check, REGEX_CHECK_KEYS);
        if (key !== undefined)
            throw new validation_error_js_1.ValidationError([name, key], (0, did_you_mean_js_1.unknownKeyMessage)(key, `verifyRegex options of check "${name}"`, REGEX_CHECK_KEYS), subject);
    }
}
function isPyInt(value) {
    return typeof value === 'boolean' || typeof value === 'bigint' || (typeof value === 'number' && Number.isInteger(value) && !(0, py_float_value_js_1.isPyFloat)(value));
}
function pyTypeRepr(value) {
    if (value === null || value === undefined)
        return "<class 'NoneType'>";
    if (typeof value === 'boolean')
        return "<class 'bool'>";
    if ((0, py_float_value_js_1.isPyFloat)(value) || (typeof value === 'number' && !Number.isInteger(value)))
        return "<class 'float'>";
    if (typeof value === 'number' || typeof value === 'bigint')
        return "<class 'int'>";
    if (typeof value === 'string')
        return "<class 'str'>";
    if (value instanceof py_tuple_js_1.PyTuple)
        return "<class 'tuple'>";
    if (Array.isArray(value))
        return "<class 'list'>";
    return "<class 'dict'>";
}
function judge(matches, expected, matchType) {
    switch (matchType) {
        case 'exact':
            return matches.length === 1 && (0, py_eq_js_1.pyEq)(matches[0], expected)
                ? { success: true, reason: 'Single exact match found' }
                : { success: false, reason: `Expected exactly one match of '${pyStrOf(expected)}', got ${matches.length} matches: ${(0, py_str_js_1.pyRepr)(matches)}` };
        case 'contains':
            return matches.some((m) => (0, py_eq_js_1.pyEq)(m, expected))
                ? { success: true, reason: `Expected pattern '${pyStrOf(expected)}' found in matches` }
                : { success: false, reason: `Expected pattern '${pyStrOf(expected)}' not found in matches: ${(0, py_str_js_1.pyRepr)(matches)}` };
        case 'count':
            return isPyInt(expected) && (0, py_eq_js_1.pyEq)(matches.length, expected)
                ? { success: true, reason: `Found exactly ${pyStrOf(expected)} matches as expected` }
                : { success: false, reason: `Expected ${pyStrOf(expected)} matches, got ${matches.length}` };
        case 'all': {
            if (!Array.isArray(expected))
                return { success: false, reason: `Expected list for 'all' match type, got ${pyTypeRepr(expected)}` };
            const wanted = (0, py_set_js_1.pySet)(expected);
            const found = (0, py_set_js_1.pySet)(matches);
            if ((0, py_set_js_1.pySetIsSubset)(wanted, found))
                return { success: true, reason: 'All expected items found in matches' };
            const missing = wanted.filter((item) => !(0, py_set_js_1.pySetIsSubset)([item], found));
            return { success: false, reason: `Missing expected items: ${(0, py_str_js_1.pyRepr)(missing)}` };
        }
        default:
            return { success: false, reason: `Unknown match_type: ${matchType}` };
    }
}
function pyStrOf(value) {
    return typeof value === 'string' ? value : (0, py_str_js_1.pyRepr)(value);
}
function verifyRegex(checks, text) {
    const out = { success: true, results: {}, details: {} };
    if (!(0, py_truthy_js_1.pyTruthy)(checks ?? null))
        return out;
    assertRegexCheckKeys(checks);
    for (const [name, check] of Object.entries(checks)) {
        const pattern = check?.pattern ?? '';
        const expected = check?.expected ?? null;
        const matchType = check?.matchType ?? 'exact';
        try {
            if (typeof pattern !== 'string')
                throw new TypeError(`first argument must be string or compiled pattern, not ${pyTypeRepr(pattern)}`);
            const matches = (0, guarded_regex_js_1.guardedPyRegex)(pattern).findall(text);
            const { success, reason } = judge(matches, expected, matchType);
            out.results[name] = success;
            out.details[name] = {
                pattern,
                expected,
                match_type: matchType,
                matches_found: matches,
                match_count: matches.length,
                ...(success ? { success_reason: reason } : { failure_reason: reason }),
            };
            if (!success)
                out.success = false;
        }
        catch (error) {
            if (regex_timeout_error_js_1.RegexTimeoutError.isRegexTimeout(error))
                throw new check_error_js_1.CheckError('regex', `regex check '${name}': ${error.message}`, { cause: error });
            out.results[name] = false;
            out.details[name] = { error: error instanceof Error ? error.message : String(error), pattern, expected, match_type: matchType };
            out.success = false;
        }
    }
    return out;
}
