import type { CompatMode } from '../compat/compat-mode.js';
import type { Template, TemplateInput, TemplateShape } from './template.js';
/** Judge output ready for `template.instantiate(values, { nullFields, extras })`. */
export interface ParsedJudgeOutput<S extends TemplateShape = TemplateShape> {
    /** Validated (Pydantic-lax coerced) values; fields the judge left null are absent. */
    values: TemplateInput<S>;
    /** Verified fields the judge returned as null or listed in `_unanswered_fields`. */
    nullFields: Set<string>;
    /** Keys that are not fields (kept, as Pydantic `extra="allow"` does). */
    extras: Record<string, unknown>;
}
/**
 * Validates a judge's JSON output against a template (spec 02 §5.2–5.3): verified fields may be null
 * (→ `nullFields`, as may names listed in `_unanswered_fields`), values are coerced with Pydantic's lax rules,
 * unknown keys are kept as extras. Trace fields are not the judge's to fill: by default they are ignored (and
 * later evaluated on the raw trace); with `compat: 'karenina-python'` they are treated like other verified
 * fields, so an absent one lands in `nullFields` (Karenina's behaviour, spec 01 §3.5). Invalid output throws a
 * ValidationError listing each field, the expectation and the value received: a parse failure, not a wrong
 * answer.
 */
export declare function parseJudgeOutput<S extends TemplateShape>(template: Template<S>, raw: unknown, options?: {
    compat?: CompatMode;
}): ParsedJudgeOutput<S>;
