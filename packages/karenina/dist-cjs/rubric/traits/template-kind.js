"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.TemplateKindSchema = void 0;
exports.isTemplateKind = isTemplateKind;
exports.templateKindFromZod = templateKindFromZod;
exports.templateKindFields = templateKindFields;
const zod_1 = require("zod");
exports.TemplateKindSchema = zod_1.z
    .object({
    type: zod_1.z.literal('template'),
    schema: zod_1.z.record(zod_1.z.string(), zod_1.z.unknown(), { error: "template kind dict must include a 'schema' object" }),
})
    .transform((kind) => ({ type: 'template', schema: kind.schema }));
function isTemplateKind(kind) {
    return typeof kind === 'object' && kind !== null && kind.type === 'template';
}
function templateKindFromZod(schema) {
    const json = zod_1.z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
    delete json.$schema;
    return { type: 'template', schema: json };
}
function templateKindFields(kind) {
    const properties = kind.schema['properties'];
    return typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
}
