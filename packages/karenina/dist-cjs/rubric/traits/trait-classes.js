"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.TraitClassesSchema = void 0;
exports.traitClassesProblem = traitClassesProblem;
exports.classNames = classNames;
exports.classIndex = classIndex;
const zod_1 = require("zod");
const pydantic_lax_js_1 = require("../../compat/pydantic-lax.js");
const py_lower_js_1 = require("../../compat/py-lower.js");
const py_whitespace_js_1 = require("../../compat/py-whitespace.js");
exports.TraitClassesSchema = zod_1.z.record(zod_1.z.string(), pydantic_lax_js_1.laxStr).nullable().default(null);
function traitClassesProblem(classes) {
    const entries = Object.entries(classes);
    if (entries.length < 2)
        return 'Literal trait must have at least 2 classes';
    if (entries.length > 20)
        return 'Literal trait cannot have more than 20 classes';
    const seen = new Set();
    for (const [name, description] of entries) {
        if ((0, py_whitespace_js_1.pyStrip)(name) === '')
            return 'Class names cannot be empty';
        if ((0, py_whitespace_js_1.pyStrip)(description) === '')
            return `Description for class '${name}' cannot be empty`;
        const lower = (0, py_lower_js_1.pyLower)(name);
        if (seen.has(lower))
            return `Duplicate class name (case-insensitive): '${name}'`;
        seen.add(lower);
    }
    return null;
}
function classNames(classes) {
    return classes === null ? [] : Object.keys(classes);
}
function classIndex(classes, name) {
    return classNames(classes).indexOf(name);
}
