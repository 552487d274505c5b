import type { JsonSchema } from '../ports.js';
/** True when a schema already admits `null`. */
export declare function allowsNull(schema: JsonSchema): boolean;
/**
 * The strict-compatible form of a schema, or the reason it cannot be made strict. Converted once per shared
 * schema (a template's judge schema in the pipeline), the result shared in turn.
 */
export declare const toStrictSchema: (schema: JsonSchema) => {
    schema: JsonSchema;
} | {
    reason: string;
};
/**
 * Removes the `null`s strict mode forced on optional, non-nullable properties (per the original schema),
 * so that the validator sees them absent and applies its defaults.
 */
export declare function dropStrictNulls(value: unknown, schema: JsonSchema, root?: JsonSchema): unknown;
