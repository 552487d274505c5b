import { z } from 'zod';
import type { PyExpr } from '../../python-sandbox/python-expression-parser.js';
/** A field annotation read from Python source: the exact value schema, and Karenina's TemplateSpec view of it. */
export interface FieldAnnotation {
    /** The schema the judge's value is validated against (what Pydantic would build from the annotation). */
    schema: z.ZodType;
    /** Karenina's converter type (spec 01 §8.2): `bool/int/float/str` exactly, any list → `list_str`, `Literal` → `literal`, else `str`. */
    specType: string;
    literalValues: string[] | null;
}
/**
 * Reads a field annotation of a declarative template (never silently changing a type): scalars, `list[X]`,
 * `dict[str, X]`, `Literal[...]` (any constants), `Optional[X]`, `X | None`, `Union[X, None]`, `Any`, nested.
 * Anything else (sets, tuples, dates, unions of several types) throws a PythonSubsetError with the reason,
 * so the template is reported as one karenina-ts cannot run.
 */
export declare function readFieldAnnotation(expr: PyExpr, field: string): FieldAnnotation;
