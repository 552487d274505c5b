import type { z } from 'zod';
export interface SchemaDef {
    type: string;
    innerType?: z.ZodType;
    in?: z.ZodType;
    shape?: Record<string, z.ZodType>;
    valueType?: z.ZodType;
    element?: z.ZodType;
}
export declare function defOf(schema: z.ZodType): SchemaDef;
export declare function isPlainObject(value: unknown): value is Record<string, unknown>;
/** An untyped value in Pydantic JSON mode: non-finite floats become null, everything else is kept. */
export declare function jsonMode(value: unknown): unknown;
export declare function shapeEntries(schema: z.ZodType, shape: Record<string, z.ZodType>): readonly (readonly [string, z.ZodType])[];
/**
 * The JSON-ready form of a value described by a results schema, as Pydantic's `model_dump(mode="json")`
 * produces it: object keys in field order (all fields, nulls included), float fields boxed as PyFloat so
 * `pyJsonDumps` writes `1.0`, non-finite floats as null. Unknown keys of strict/strip objects are left out.
 */
export declare function toPyJsonValue(schema: z.ZodType, value: unknown): unknown;
