"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.laxBool = exports.laxStr = exports.laxPyFloat = exports.laxFloat = exports.laxPyInt = exports.laxInt = void 0;
exports.describeReceived = describeReceived;
exports.coerceLaxPyInt = coerceLaxPyInt;
exports.coerceLaxInt = coerceLaxInt;
exports.coerceLaxFloat = coerceLaxFloat;
exports.coerceLaxBool = coerceLaxBool;
exports.laxList = laxList;
exports.laxLiteral = laxLiteral;
const zod_1 = require("zod");
const py_float_value_js_1 = require("./py-float-value.js");
const py_tuple_js_1 = require("./py-tuple.js");
const RUST_WS = '\\t\\n\\x0b\\f\\r \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const TRIM = new RegExp(`^[${RUST_WS}]+|[${RUST_WS}]+$`, 'gu');
const FLOAT_TEXT = /^[+-]?(?:inf|infinity|nan|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)$/i;
const INT_TEXT = /^[+-]?\d+$/;
const UNDERSCORES = /(?<=\d)_(?=\d)/g;
const BOOL_TRUE = new Set(['1', 't', 'y', 'on', 'yes', 'true']);
const BOOL_FALSE = new Set(['0', 'f', 'n', 'no', 'off', 'false']);
function describeReceived(value) {
    if (value === undefined)
        return 'nothing (missing)';
    if (value === null)
        return 'None';
    if (typeof value === 'string') {
        const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
        return `${JSON.stringify(shown)} (str)`;
    }
    if (typeof value === 'boolean')
        return `${value ? 'True' : 'False'} (bool)`;
    if ((0, py_float_value_js_1.isPyFloat)(value))
        return `${Math.abs(value.value) < 1e16 ? `${value.value}.0` : value.value} (float)`;
    if (typeof value === 'number')
        return `${value} (${Number.isInteger(value) ? 'int' : 'float'})`;
    if (Array.isArray(value) || value instanceof py_tuple_js_1.PyTuple)
        return `a ${Array.isArray(value) ? 'list' : 'tuple'}`;
    if (typeof value === 'object')
        return 'an object (dict)';
    return typeof value;
}
function laxSchema(coerce, inner) {
    return zod_1.z.preprocess((value, ctx) => {
        const result = coerce(value);
        if (result.ok)
            return result.value;
        const message = value === undefined ? `required: expected ${result.expected}` : `expected ${result.expected}, received ${describeReceived(value)}`;
        ctx.addIssue({ code: 'custom', input: value, message });
        return zod_1.z.NEVER;
    }, inner);
}
function parseFloatText(text) {
    const trimmed = text.replace(TRIM, '');
    const candidate = FLOAT_TEXT.test(trimmed) ? trimmed : trimmed.replace(UNDERSCORES, '');
    if (!FLOAT_TEXT.test(candidate))
        return undefined;
    const lower = candidate.toLowerCase().replace(/^[+-]/, '');
    const negative = candidate.startsWith('-');
    if (lower === 'nan')
        return Number.NaN;
    if (lower === 'inf' || lower === 'infinity')
        return negative ? -Infinity : Infinity;
    return Number(candidate);
}
function parseIntText(text) {
    let candidate = text.replace(TRIM, '').replace(UNDERSCORES, '');
    const dot = candidate.indexOf('.');
    if (dot >= 0 && /^0*$/.test(candidate.slice(dot + 1)))
        candidate = candidate.slice(0, dot);
    if (!INT_TEXT.test(candidate))
        return undefined;
    const value = Number(candidate);
    return value === 0 ? 0 : value;
}
const INT_EXPECTED = 'an integer (int, integral float, numeric string or bool)';
function coerceLaxPyInt(value) {
    if (typeof value === 'bigint')
        return { ok: true, value };
    if (typeof value === 'string') {
        let candidate = value.replace(TRIM, '').replace(UNDERSCORES, '');
        const dot = candidate.indexOf('.');
        if (dot >= 0 && /^0*$/.test(candidate.slice(dot + 1)))
            candidate = candidate.slice(0, dot);
        if (INT_TEXT.test(candidate) && !Number.isSafeInteger(Number(candidate)))
            return { ok: true, value: BigInt(candidate) };
    }
    if ((0, py_float_value_js_1.isPyFloat)(value) && Number.isInteger(value.value) && !Number.isSafeInteger(value.value))
        return { ok: true, value: BigInt(value.value) };
    if (typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value)) {
        return { ok: false, expected: `an integer read exactly (${value} is beyond 2^53 and was parsed lossily, so it may be rounded: karenina-ts refuses rather than round)` };
    }
    return coerceLaxInt(value);
}
function coerceLaxInt(value) {
    if (typeof value === 'boolean')
        return { ok: true, value: value ? 1 : 0 };
    const number = (0, py_float_value_js_1.isPyFloat)(value) ? value.value : typeof value === 'number' ? value : undefined;
    if (number !== undefined) {
        if (!Number.isFinite(number))
            return { ok: false, expected: 'a finite number' };
        if (!Number.isInteger(number))
            return { ok: false, expected: 'an integer (got a fractional number)' };
        return { ok: true, value: number === 0 ? 0 : number };
    }
    if (typeof value === 'string') {
        const parsed = parseIntText(value);
        return parsed === undefined ? { ok: false, expected: 'a string holding an integer' } : { ok: true, value: parsed };
    }
    return { ok: false, expected: INT_EXPECTED };
}
function coerceLaxFloat(value) {
    if (typeof value === 'boolean')
        return { ok: true, value: value ? 1 : 0 };
    if ((0, py_float_value_js_1.isPyFloat)(value))
        return { ok: true, value: value.value };
    if (typeof value === 'number')
        return { ok: true, value };
    if (typeof value === 'string') {
        const parsed = parseFloatText(value);
        return parsed === undefined ? { ok: false, expected: 'a string holding a number' } : { ok: true, value: parsed };
    }
    return { ok: false, expected: 'a number (int, float, numeric string or bool)' };
}
function coerceLaxBool(value) {
    if (typeof value === 'boolean')
        return { ok: true, value };
    if (typeof value === 'string') {
        const lower = /^[\x00-\x7f]*$/.test(value) ? value.toLowerCase() : value;
        if (BOOL_TRUE.has(lower))
            return { ok: true, value: true };
        if (BOOL_FALSE.has(lower))
            return { ok: true, value: false };
        return { ok: false, expected: 'a boolean string (true/false, yes/no, on/off, 1/0, t/f, y/n)' };
    }
    const number = (0, py_float_value_js_1.isPyFloat)(value) ? value.value : typeof value === 'number' ? value : undefined;
    if (number === 0)
        return { ok: true, value: false };
    if (number === 1)
        return { ok: true, value: true };
    if (number !== undefined)
        return { ok: false, expected: 'a boolean (0 or 1 for numbers)' };
    return { ok: false, expected: 'a boolean (bool, 0/1 or a boolean string)' };
}
function coercedType(is, jsonSchema) {
    const schema = zod_1.z.custom(is);
    schema._zod.toJSONSchema = () => ({ ...jsonSchema });
    return schema;
}
const isNumber = (value) => typeof value === 'number';
const isNumberOrBox = (value) => typeof value === 'number' || (0, py_float_value_js_1.isPyFloat)(value);
exports.laxInt = laxSchema(coerceLaxInt, coercedType(isNumber, { type: 'integer' }));
exports.laxPyInt = laxSchema(coerceLaxPyInt, coercedType((value) => typeof value === 'number' || typeof value === 'bigint', { type: 'integer' }));
exports.laxFloat = laxSchema(coerceLaxFloat, coercedType(isNumber, { type: 'number' }));
exports.laxPyFloat = laxSchema((value) => {
    const result = coerceLaxFloat(value);
    return result.ok && Number.isInteger(result.value) ? { ok: true, value: new py_float_value_js_1.PyFloat(result.value) } : result;
}, coercedType(isNumberOrBox, { type: 'number' }));
exports.laxStr = laxSchema((value) => (typeof value === 'string' ? { ok: true, value } : { ok: false, expected: 'a string' }), zod_1.z.string());
exports.laxBool = laxSchema(coerceLaxBool, zod_1.z.boolean());
function laxList(item) {
    return laxSchema((value) => {
        if (Array.isArray(value))
            return { ok: true, value };
        if (value instanceof py_tuple_js_1.PyTuple)
            return { ok: true, value: [...value.items] };
        return { ok: false, expected: 'a list' };
    }, zod_1.z.array(item));
}
function laxLiteral(values) {
    const shown = values.map((v) => JSON.stringify(v)).join(', ');
    return laxSchema((value) => values.includes(value) ? { ok: true, value: value } : { ok: false, expected: `one of ${shown}` }, zod_1.z.literal(values));
}
