"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.definitionProblem = definitionProblem;
const py_str_js_1 = require("../compat/py-str.js");
const py_regex_flags_js_1 = require("../compat/py-regex-flags.js");
const py_regex_js_1 = require("../compat/py-regex.js");
const normalizers_js_1 = require("../primitives/normalizers.js");
function definitionProblem(primitive) {
    const params = primitive.params;
    if (Array.isArray(params.normalize)) {
        const unknown = params.normalize.filter((n) => !(0, normalizers_js_1.isKnownNormalizer)(n));
        if (unknown.length > 0) {
            return (`${primitive.type} has an unknown normalizer ${unknown.map((n) => (0, py_str_js_1.pyRepr)(n)).join(', ')} ` +
                "(expected 'lowercase', 'strip', 'remove_punctuation', 'collapse_whitespace' or synonymMap({...}))");
        }
    }
    if (typeof params.pattern === 'string') {
        const flagNames = Array.isArray(params.flags) ? params.flags.filter((f) => typeof f === 'string') : [];
        let flags;
        try {
            flags = (0, py_regex_flags_js_1.resolvePyFlagNames)(flagNames);
        }
        catch (error) {
            return `${primitive.type} has an invalid flag: ${error.message}`;
        }
        try {
            (0, py_regex_js_1.compilePyRegex)(params.pattern, flags);
        }
        catch (error) {
            return `${primitive.type} has an invalid regular expression: ${error.message}`;
        }
    }
    return undefined;
}
