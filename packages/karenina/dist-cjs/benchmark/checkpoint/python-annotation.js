"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readFieldAnnotation = readFieldAnnotation;
const zod_1 = require("zod");
const py_float_value_js_1 = require("../../compat/py-float-value.js");
const py_str_js_1 = require("../../compat/py-str.js");
const python_tokenizer_js_1 = require("../../python-sandbox/python-tokenizer.js");
const SCALARS = { bool: () => zod_1.z.boolean(), int: () => zod_1.z.int(), float: () => zod_1.z.number(), str: () => zod_1.z.string() };
const LIST_NAMES = new Set(['list', 'List']);
const DICT_NAMES = new Set(['dict', 'Dict']);
const UNSUPPORTED = {
    set: 'a set (Pydantic builds a Python set)',
    Set: 'a set (Pydantic builds a Python set)',
    frozenset: 'a set (Pydantic builds a Python set)',
    tuple: 'a tuple (Pydantic builds a Python tuple)',
    Tuple: 'a tuple (Pydantic builds a Python tuple)',
    date: 'a date (Pydantic parses the judge value into a date object)',
    datetime: 'a datetime (Pydantic parses the judge value into a datetime object)',
    bytes: 'bytes',
    Decimal: 'a Decimal',
};
function lastSegment(name) {
    return name.slice(name.lastIndexOf('.') + 1);
}
function unsupported(expr, what) {
    throw new python_tokenizer_js_1.PythonSubsetError(expr.line, `the annotation ${what} is not supported by karenina-ts`);
}
function isNone(expr) {
    return (expr.kind === 'const' && expr.value === null) || (expr.kind === 'name' && expr.name === 'NoneType');
}
function literalSchema(expr) {
    const values = expr.index.map((item) => {
        if (item.kind !== 'const')
            unsupported(expr, 'Literal[...] with a value that is not a constant');
        return item.value instanceof py_float_value_js_1.PyFloat ? item.value.value : item.value;
    });
    if (values.length === 0)
        unsupported(expr, 'Literal[] without values');
    const present = values.filter((v) => v !== null);
    if (present.length === 0)
        return { schema: zod_1.z.null(), values };
    const base = present.every((v) => typeof v === 'string') ? zod_1.z.enum(present) : zod_1.z.literal(present);
    return { schema: present.length < values.length ? base.nullable() : base, values };
}
function schemaOf(expr) {
    switch (expr.kind) {
        case 'name': {
            const name = lastSegment(expr.name);
            if (Object.hasOwn(SCALARS, name))
                return SCALARS[name]();
            if (LIST_NAMES.has(name))
                return zod_1.z.array(zod_1.z.unknown());
            if (DICT_NAMES.has(name))
                return zod_1.z.record(zod_1.z.string(), zod_1.z.unknown());
            if (name === 'Any')
                return zod_1.z.unknown();
            return unsupported(expr, Object.hasOwn(UNSUPPORTED, name) ? `${expr.name} (${UNSUPPORTED[name]})` : expr.name);
        }
        case 'union':
            return unionOf(expr, expr.options);
        case 'subscript': {
            const name = lastSegment(expr.target);
            const shown = `${expr.target}[...]`;
            if (name === 'Literal')
                return literalSchema(expr).schema;
            if (name === 'Optional') {
                if (expr.index.length !== 1)
                    unsupported(expr, 'Optional[...] with more than one type');
                return schemaOf(expr.index[0]).nullable();
            }
            if (name === 'Union')
                return unionOf(expr, expr.index);
            if (LIST_NAMES.has(name)) {
                if (expr.index.length !== 1)
                    unsupported(expr, `${shown} with ${expr.index.length} types`);
                return zod_1.z.array(schemaOf(expr.index[0]));
            }
            if (DICT_NAMES.has(name)) {
                const [key, value] = expr.index;
                if (expr.index.length !== 2 || key === undefined || value === undefined)
                    unsupported(expr, `${shown} without a key and a value type`);
                if (!(key.kind === 'name' && lastSegment(key.name) === 'str'))
                    unsupported(expr, `${shown} with non-string keys`);
                return zod_1.z.record(zod_1.z.string(), schemaOf(value));
            }
            return unsupported(expr, Object.hasOwn(UNSUPPORTED, name) ? `${shown} (${UNSUPPORTED[name]})` : shown);
        }
        case 'const':
            if (expr.value === null)
                return zod_1.z.null();
            return unsupported(expr, (0, py_str_js_1.pyStr)(expr.value));
        default:
            return unsupported(expr, `of kind ${expr.kind}`);
    }
}
function unionOf(expr, options) {
    const rest = options.filter((o) => !isNone(o));
    if (rest.length === 0)
        return zod_1.z.null();
    if (rest.length > 1)
        unsupported(expr, 'a Union of several types (only X | None, Optional[X] and Union[X, None] are read)');
    const base = schemaOf(rest[0]);
    return rest.length < options.length ? base.nullable() : base;
}
function readFieldAnnotation(expr, field) {
    let schema;
    try {
        schema = schemaOf(expr);
    }
    catch (error) {
        if (error instanceof python_tokenizer_js_1.PythonSubsetError)
            throw new python_tokenizer_js_1.PythonSubsetError(error.line, `field "${field}": ${error.problem}`);
        throw error;
    }
    return { schema, ...specTypeOf(expr) };
}
function specTypeOf(annotation) {
    if (annotation.kind === 'name' && Object.hasOwn(SCALARS, annotation.name))
        return { specType: annotation.name, literalValues: null };
    if (annotation.kind === 'name' && LIST_NAMES.has(lastSegment(annotation.name)))
        return { specType: 'list_str', literalValues: null };
    if (annotation.kind === 'subscript') {
        const target = lastSegment(annotation.target);
        if (LIST_NAMES.has(target))
            return { specType: 'list_str', literalValues: null };
        if (target === 'Literal')
            return { specType: 'literal', literalValues: literalSchema(annotation).values.map(py_str_js_1.pyStr) };
    }
    return { specType: 'str', literalValues: null };
}
