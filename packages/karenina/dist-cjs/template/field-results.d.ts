import { type Primitive } from '../primitives/primitive.js';
import { type ScenarioContext } from './conditional-ground-truth.js';
import type { FieldResult, TemplateFieldInfo } from './template.js';
/** The instance state field results depend on. */
export interface FieldResultsInput {
    readonly fields: readonly TemplateFieldInfo[];
    readonly values: Readonly<Record<string, unknown>>;
    readonly nullFields: ReadonlySet<string>;
    readonly rawTrace: string | null;
    readonly scenarioContext: ScenarioContext | null;
    readonly pythonTypedValues: boolean;
}
/**
 * A value as Python holds it in a field of the given type: Pydantic stores an integral number in a `float`
 * field as a float, so `8` becomes `8.0` (and `str()` gives "8.0", which ExactMatch sees).
 */
export declare function asFieldValue(field: TemplateFieldInfo, value: unknown): unknown;
/** The ground truth and primitive of a verified field, a conditional ground truth resolved. */
export declare function resolveField(field: TemplateFieldInfo, context: ScenarioContext | null): {
    groundTruth: unknown;
    primitive: Primitive;
};
/**
 * Karenina's `_compute_field_results` (spec 01 §4.1): per verified field, in order — judge-null fields give
 * `null`; trace fields compare `checkTrace(rawTrace)` with the ground truth's truthiness (no raw trace →
 * CheckError('value')); others run `check` (which may throw) and `score`, clamped to [0, 1] (NaN → 0), with
 * `check ? 1 : 0` when `score` throws.
 */
export declare function computeFieldResults(input: FieldResultsInput): Record<string, FieldResult>;
