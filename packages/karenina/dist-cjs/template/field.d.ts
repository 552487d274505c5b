import type { z } from 'zod';
import type { Primitive } from '../primitives/primitive.js';
import type { ConditionalGroundTruth } from './conditional-ground-truth.js';
declare const MARKER: unique symbol;
/** A field's ground truth: a value of the field's type (or `null`), or a scenario-dependent one. */
export type GroundTruthInput<T> = T | null | ConditionalGroundTruth<T>;
/** The options of `field()`: Karenina's `VerifiedField(...)` arguments in camelCase. */
export interface FieldOptions<Z extends z.ZodType, P extends Primitive = Primitive> {
    /** What the judge must extract; goes into the judge schema. @default the schema's `.describe()` text */
    description?: string;
    /** The expected value (never shown to the judge). For trace primitives: `true` = must hold, `false` = must not. */
    groundTruth: GroundTruthInput<z.output<Z>>;
    /** The verification primitive (`exactMatch()`, `numericTolerance({...})`, `traceRegex({...})`, …). */
    check: P;
    /** Share in `verifyGranular()`. Not range-checked, as in Karenina. @default 1 */
    weight?: number;
    /** Extra guidance injected into the parsing system prompt, never into the schema. @default null */
    extractionHint?: string | null;
    /** `'date'` marks a string field as a date (TemplateSpec type `date`). */
    type?: 'date';
}
/** A template field carrying verification metadata (Karenina's `VerifiedField`). Made by `field()`. */
export interface VerifiedField<Z extends z.ZodType = z.ZodType, P extends Primitive = Primitive> {
    readonly [MARKER]: true;
    readonly schema: Z;
    readonly options: Readonly<FieldOptions<Z, P>>;
}
/**
 * Declares a verified field: the zod schema the judge fills, plus the ground truth and the primitive that
 * checks it. Problems (empty description, missing primitive) are reported by `defineTemplate`, which knows
 * the template and field names.
 */
export declare function field<Z extends z.ZodType, P extends Primitive>(schema: Z, options: FieldOptions<Z, P>): VerifiedField<Z, P>;
/** True for a value made by `field()`. */
export declare function isVerifiedField(value: unknown): value is VerifiedField;
export {};
