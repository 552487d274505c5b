"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.defineTool = defineTool;
const zod_1 = require("zod");
function isZodSchema(value) {
    return value instanceof zod_1.z.ZodType;
}
function defineTool(definition) {
    const { name, description } = definition;
    if (isZodSchema(definition.parameters)) {
        const schema = definition.parameters;
        const execute = definition.execute;
        const { $schema: _ignored, ...parameters } = zod_1.z.toJSONSchema(schema, { io: 'input' });
        return {
            name,
            description,
            parameters,
            execute: async (input, options) => {
                const parsed = schema.safeParse(input);
                if (!parsed.success)
                    throw new Error(`invalid arguments for tool ${name}: ${zod_1.z.prettifyError(parsed.error)}`);
                return execute(parsed.data, options);
            },
        };
    }
    const execute = definition.execute;
    return { name, description, parameters: definition.parameters, execute: async (input, options) => execute(input, options) };
}
