import type { z } from 'zod';
import type { TemplateSpecInput } from '../../template/spec/template-spec-schema.js';
/** What reading a template's Python source gives: a TemplateSpec, or why it is not declarative. */
export type PythonTemplateReading = {
    kind: 'declarative';
    spec: TemplateSpecInput;
    /** Each field's exact value schema (the spec's `type` is Karenina's coarser converter view, e.g. `list_str` for `list[int]`). */
    fieldSchemas: Record<string, z.ZodType>;
} | {
    kind: 'classic';
    reason: string;
    line: number;
};
/**
 * Reads a template's Python source without running it (never eval): the declarative subset — one
 * `BaseAnswer` class of `VerifiedField(...)` declarations with literal arguments, one of the 23 primitives
 * with literal params (normalizers, `SynonymMap(mapping=...)`), annotations read exactly by
 * `readFieldAnnotation` (`list[int]`, `Optional[...]`, `Literal[...]`, `dict[str, X]` …), an optional docstring and `class VerificationStrategy` (AllOf/AnyOf/AtLeastN/
 * FieldCheck) — gives a TemplateSpec. Anything else (a `verify()` method, `model_post_init`, plain fields,
 * other statements) is a classic template: the reason and line are returned.
 * @example
 * const reading = readPythonTemplate(source)
 * if (reading.kind === 'declarative') templateFromSpec(reading.spec, { source })
 */
export declare function readPythonTemplate(source: string): PythonTemplateReading;
