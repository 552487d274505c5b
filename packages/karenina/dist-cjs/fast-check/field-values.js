"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.literalOptions = literalOptions;
exports.schemaValues = schemaValues;
exports.fieldValues = fieldValues;
const fast_check_1 = __importDefault(require("fast-check"));
const template_error_js_1 = require("../errors/template-error.js");
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);
function defOf(schema) {
    return schema._zod.def;
}
function literalOptions(schema) {
    let current = schema;
    while (WRAPPERS.has(defOf(current).type))
        current = defOf(current).innerType;
    const def = defOf(current);
    if (def.type === 'enum')
        return Object.values(def.entries ?? {});
    if (def.type === 'literal')
        return [...(def.values ?? [])];
    if (def.type === 'union')
        return (def.options ?? []).flatMap(literalOptions);
    return [];
}
const isoDay = fast_check_1.default.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
function byType(field) {
    switch (field.type) {
        case 'bool':
            return fast_check_1.default.boolean();
        case 'int':
            return fast_check_1.default.integer();
        case 'float':
            return fast_check_1.default.double({ noNaN: true, noDefaultInfinity: true });
        case 'list_str':
            return fast_check_1.default.array(fast_check_1.default.string({ maxLength: 12 }), { maxLength: 5 });
        case 'literal': {
            const options = literalOptions(field.schema);
            return options.length === 0 ? fast_check_1.default.string() : fast_check_1.default.constantFrom(...options);
        }
        case 'date':
            return isoDay;
        default:
            return fast_check_1.default.string({ maxLength: 24 });
    }
}
function schemaValues(field) {
    return byType(field).filter((value) => field.schema.safeParse(value).success);
}
function fieldValues(template, fieldName) {
    const field = template.fields.find((f) => f.name === fieldName);
    if (field === undefined)
        throw new template_error_js_1.TemplateError(template.name, fieldName, `fieldValues: no such field (fields: ${template.fields.map((f) => f.name).join(', ')})`);
    return schemaValues(field);
}
