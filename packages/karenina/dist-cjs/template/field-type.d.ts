import type { z } from 'zod';
import type { TemplateFieldType } from '../primitives/primitive.js';
/** What the engine needs to know about a field's zod schema. */
export interface ZodFieldInfo {
    readonly type: TemplateFieldType;
    /** `Literal[...]` values as Python `str()` of each, for `literal` fields. */
    readonly literalValues: readonly string[] | null;
    /** True when the key may be absent (`.optional()` or `.default()`): not in the judge schema's `required`. */
    readonly optional: boolean;
    /** The default value, when the schema has one. */
    readonly defaultValue?: unknown;
    /** The `.describe()` text found on the schema or a wrapped inner schema. */
    readonly description: string | undefined;
}
/**
 * Maps a zod schema to Karenina's field type, as the TemplateSpec converter maps Python annotations:
 * boolean → bool, integer number → int, number → float, string → str (or date with the `date` hint), any
 * array → list_str, enum/literal (or a union of literals) → literal, anything else → str.
 */
export declare function zodFieldInfo(schema: z.ZodType, dateHint?: boolean): ZodFieldInfo;
/**
 * The Python annotation Pydantic needs to validate what a field's zod schema accepts (`list[int]`,
 * `int | None`, `Literal[1, 2]`, `dict[str, float]`), or null when there is none in the declarative subset.
 * Generated template source uses it so a type is never silently changed (Karenina's converter would write
 * `list[str]` for any list).
 */
export declare function pythonAnnotationOf(schema: z.ZodType): string | null;
