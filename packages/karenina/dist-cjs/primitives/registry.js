"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PRIMITIVE_FIELD_TYPES = exports.NUMERIC_PRIMITIVE_TYPES = exports.TRACE_PRIMITIVE_TYPES = exports.PRIMITIVE_TYPES = exports.PRIMITIVES = void 0;
exports.isPrimitiveType = isPrimitiveType;
exports.primitiveFromJSON = primitiveFromJSON;
const py_float_value_js_1 = require("../compat/py-float-value.js");
const py_str_js_1 = require("../compat/py-str.js");
const py_tuple_js_1 = require("../compat/py-tuple.js");
const check_error_js_1 = require("../errors/check-error.js");
const boolean_match_js_1 = require("./boolean-match.js");
const contains_all_js_1 = require("./contains-all.js");
const contains_any_js_1 = require("./contains-any.js");
const date_match_js_1 = require("./date-match.js");
const date_range_js_1 = require("./date-range.js");
const date_tolerance_js_1 = require("./date-tolerance.js");
const exact_match_js_1 = require("./exact-match.js");
const literal_match_js_1 = require("./literal-match.js");
const numeric_exact_js_1 = require("./numeric-exact.js");
const numeric_graded_js_1 = require("./numeric-graded.js");
const numeric_maximum_js_1 = require("./numeric-maximum.js");
const numeric_minimum_js_1 = require("./numeric-minimum.js");
const numeric_range_graded_js_1 = require("./numeric-range-graded.js");
const numeric_range_js_1 = require("./numeric-range.js");
const numeric_threshold_graded_js_1 = require("./numeric-threshold-graded.js");
const numeric_tolerance_js_1 = require("./numeric-tolerance.js");
const ordered_match_js_1 = require("./ordered-match.js");
const regex_match_js_1 = require("./regex-match.js");
const semantic_match_js_1 = require("./semantic-match.js");
const set_containment_js_1 = require("./set-containment.js");
const trace_contains_js_1 = require("./trace-contains.js");
const trace_length_js_1 = require("./trace-length.js");
const trace_regex_js_1 = require("./trace-regex.js");
exports.PRIMITIVES = {
    BooleanMatch: boolean_match_js_1.booleanMatch,
    ExactMatch: exact_match_js_1.exactMatch,
    ContainsAny: contains_any_js_1.containsAny,
    ContainsAll: contains_all_js_1.containsAll,
    RegexMatch: regex_match_js_1.regexMatch,
    SemanticMatch: semantic_match_js_1.semanticMatch,
    LiteralMatch: literal_match_js_1.literalMatch,
    NumericExact: numeric_exact_js_1.numericExact,
    NumericTolerance: numeric_tolerance_js_1.numericTolerance,
    NumericRange: numeric_range_js_1.numericRange,
    NumericMinimum: numeric_minimum_js_1.numericMinimum,
    NumericMaximum: numeric_maximum_js_1.numericMaximum,
    NumericGraded: numeric_graded_js_1.numericGraded,
    NumericRangeGraded: numeric_range_graded_js_1.numericRangeGraded,
    NumericThresholdGraded: numeric_threshold_graded_js_1.numericThresholdGraded,
    SetContainment: set_containment_js_1.setContainment,
    OrderedMatch: ordered_match_js_1.orderedMatch,
    DateMatch: date_match_js_1.dateMatch,
    DateTolerance: date_tolerance_js_1.dateTolerance,
    DateRange: date_range_js_1.dateRange,
    TraceRegex: trace_regex_js_1.traceRegex,
    TraceContains: trace_contains_js_1.traceContains,
    TraceLength: trace_length_js_1.traceLength,
};
exports.PRIMITIVE_TYPES = Object.keys(exports.PRIMITIVES);
exports.TRACE_PRIMITIVE_TYPES = new Set(['TraceRegex', 'TraceContains', 'TraceLength']);
exports.NUMERIC_PRIMITIVE_TYPES = new Set([
    'NumericExact',
    'NumericTolerance',
    'NumericRange',
    'NumericMinimum',
    'NumericMaximum',
    'NumericGraded',
    'NumericRangeGraded',
    'NumericThresholdGraded',
]);
exports.PRIMITIVE_FIELD_TYPES = {
    BooleanMatch: ['bool'],
    ExactMatch: ['str', 'int', 'float'],
    ContainsAny: ['str'],
    ContainsAll: ['str'],
    RegexMatch: ['str'],
    SemanticMatch: ['str'],
    NumericExact: ['int', 'float'],
    NumericTolerance: ['float'],
    NumericRange: ['int', 'float'],
    SetContainment: ['list_str'],
    OrderedMatch: ['list_str'],
    LiteralMatch: ['literal', 'str'],
    DateMatch: ['date', 'str'],
    DateTolerance: ['date', 'str'],
    DateRange: ['date', 'str'],
    TraceRegex: ['bool'],
    TraceContains: ['bool'],
    TraceLength: ['bool'],
};
function isPrimitiveType(name) {
    return typeof name === 'string' && Object.hasOwn(exports.PRIMITIVES, name);
}
function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof py_float_value_js_1.PyFloat) && !(value instanceof py_tuple_js_1.PyTuple);
}
function primitiveFromJSON(serialized) {
    if (!isPlainObject(serialized)) {
        const kind = serialized == null || typeof serialized === 'number' || typeof serialized === 'boolean' ? 'type' : 'value';
        throw new check_error_js_1.CheckError(kind, `Primitive data must be a dict, received ${(0, py_str_js_1.pyRepr)(serialized)}`);
    }
    const { type, ...params } = serialized;
    if (type === undefined || type === null)
        throw new check_error_js_1.CheckError('value', "Primitive data missing 'type' key");
    if (Array.isArray(type) || isPlainObject(type)) {
        throw new check_error_js_1.CheckError('type', `unhashable type: '${Array.isArray(type) ? 'list' : 'dict'}'`);
    }
    if (!isPrimitiveType(type)) {
        throw new check_error_js_1.CheckError('value', `Unknown primitive type: ${(0, py_str_js_1.pyRepr)(type)} (expected one of ${exports.PRIMITIVE_TYPES.join(', ')})`);
    }
    return exports.PRIMITIVES[type].fromParams(params);
}
