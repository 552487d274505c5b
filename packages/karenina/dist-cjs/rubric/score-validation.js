"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MISSING_FROM_RESPONSE = void 0;
exports.validateLlmScore = validateLlmScore;
exports.classifyLiteral = classifyLiteral;
exports.evaluationErrorLabel = evaluationErrorLabel;
const py_float_value_js_1 = require("../compat/py-float-value.js");
const py_lower_js_1 = require("../compat/py-lower.js");
const py_str_js_1 = require("../compat/py-str.js");
const py_truthy_js_1 = require("../compat/py-truthy.js");
const py_type_name_js_1 = require("../compat/py-type-name.js");
const FALSE_WORDS = new Set(['false', '0', 'no']);
const PY_INT_TEXT = /^\s*[+-]?\d+(?:_\d+)*\s*$/u;
function pyIntOf(value, traitName) {
    if (typeof value === 'string' && PY_INT_TEXT.test(value))
        return Number(value.replace(/_/g, '').trim());
    throw new TypeError(`Invalid score type for trait ${traitName}: <class '${(0, py_type_name_js_1.pyTypeName)(value)}'>`);
}
function validateLlmScore(trait, value) {
    if (trait.kind === 'boolean') {
        if (typeof value === 'boolean')
            return value;
        const isInt = typeof value === 'number' && Number.isInteger(value);
        if (isInt || typeof value === 'string')
            return (0, py_truthy_js_1.pyTruthy)(value) && !FALSE_WORDS.has((0, py_lower_js_1.pyLower)((0, py_str_js_1.pyStr)(value)));
        return (0, py_truthy_js_1.pyTruthy)(value);
    }
    let score;
    if (typeof value === 'boolean')
        score = value ? 1 : 0;
    else if (value instanceof py_float_value_js_1.PyFloat)
        score = value.value;
    else if (typeof value === 'number')
        score = value;
    else
        score = pyIntOf(value, trait.name);
    if (!Number.isFinite(score))
        throw new RangeError(`cannot convert float ${(0, py_str_js_1.pyRepr)(score)} to integer (trait ${trait.name})`);
    const min = trait.min_score || 1;
    const max = trait.max_score || 5;
    const truncated = Math.trunc(score);
    return Math.max(min, Math.min(max, truncated === 0 ? 0 : truncated));
}
function classifyLiteral(trait, className) {
    if (trait.kind !== 'literal' || trait.classes === null)
        return { score: -1, label: `[NOT_LITERAL_TRAIT: ${className}]` };
    const names = Object.keys(trait.classes);
    const exact = names.indexOf(className);
    if (exact !== -1)
        return { score: exact, label: className };
    const byLower = new Map(names.map((name) => [(0, py_lower_js_1.pyLower)(name), name]));
    const canonical = byLower.get((0, py_lower_js_1.pyLower)(className));
    if (canonical === undefined)
        return { score: -1, label: className };
    return { score: names.indexOf(canonical), label: canonical };
}
exports.MISSING_FROM_RESPONSE = '[MISSING_FROM_RESPONSE]';
function evaluationErrorLabel(error) {
    return `[EVALUATION_ERROR: ${error instanceof Error ? error.message : String(error)}]`;
}
