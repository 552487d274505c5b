import type { TemplateKind } from './template-kind.js';
/** The record type of a template kind, rebuilt as Karenina rebuilds it from the stored JSON schema. */
export interface TemplateKindRecord {
    /** The record's class name (`title`, else Karenina's fallback `ReconstructedTemplate`). */
    readonly name: string;
    /** The field names, in schema order (`model_dump` order). */
    readonly fields: readonly string[];
    /**
     * Pydantic's `model_validate(...).model_dump()` of a judge reply: lax coercion per field (`"400"` → 400 for
     * an `int`, `400` → 400.0 for a `float`), a missing optional field takes its `default` (else None), extra
     * keys are ignored. Throws a readable message naming each invalid field.
     */
    validate(raw: unknown): Record<string, unknown>;
}
/**
 * Rebuilds a template kind's record type from its JSON schema (spec 03 §2.1.1): `integer → int`,
 * `number → float`, `string → str`, `boolean → bool`, arrays → `list[item]`, `anyOf` with null → optional,
 * anything else → `str`; `required` decides required-ness; `default` is honoured (and, as in Pydantic, not
 * validated).
 */
export declare function templateKindRecord(kind: TemplateKind): TemplateKindRecord;
