import { z } from 'zod';
import type { CamelCaseKeys } from '../../primitives/define-primitive.js';
import type { ConfusionBucket, MetricName } from '../metrics.js';
/** `tp_only`: only TP instructions (precision, recall, f1); `full_matrix`: TP and TN instructions (all five). */
export type MetricEvaluationMode = 'tp_only' | 'full_matrix';
/** The metrics each evaluation mode allows. */
export declare const METRICS_BY_MODE: Readonly<Record<MetricEvaluationMode, readonly MetricName[]>>;
/** The confusion buckets each metric needs. */
export declare const METRIC_REQUIREMENTS: Readonly<Record<MetricName, readonly ConfusionBucket[]>>;
/** Karenina's `MetricRubricTrait` (serialized keys; extra keys rejected; Pydantic lax scalars). */
export declare const MetricRubricTraitSchema: z.ZodObject<{
    name: z.ZodPipe<z.ZodPreprocess<z.ZodString, string>, z.ZodString>;
    description: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodString, string>>>;
    summary: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodString, string>>>;
    evaluation_mode: z.ZodDefault<z.ZodPreprocess<z.ZodLiteral<"tp_only" | "full_matrix">, "tp_only" | "full_matrix">>;
    metrics: z.ZodPipe<z.ZodPreprocess<z.ZodArray<z.ZodPreprocess<z.ZodString, string>>, import("../../index.js").PyTuple | readonly string[]>, z.ZodArray<z.ZodString>>;
    tp_instructions: z.ZodDefault<z.ZodPreprocess<z.ZodArray<z.ZodPreprocess<z.ZodString, string>>, import("../../index.js").PyTuple | readonly string[]>>;
    tn_instructions: z.ZodDefault<z.ZodPreprocess<z.ZodArray<z.ZodPreprocess<z.ZodString, string>>, import("../../index.js").PyTuple | readonly string[]>>;
    repeated_extraction: z.ZodDefault<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>;
    higher_is_better: z.ZodDefault<z.ZodNullable<z.ZodPreprocess<z.ZodBoolean, string | number | boolean>>>;
}, z.core.$strict>;
export type MetricRubricTraitInput = z.input<typeof MetricRubricTraitSchema>;
export type MetricRubricTrait = z.output<typeof MetricRubricTraitSchema>;
/**
 * Builds a metric trait from camelCase options (`tpInstructions`, `evaluationMode`, …); throws a ValidationError.
 * @example
 * metricTrait({ name: 'key facts', metrics: ['precision', 'recall'], tpInstructions: ['names BCL2 as the target', 'says it induces apoptosis'] })
 */
export declare function metricTrait(options: CamelCaseKeys<MetricRubricTraitInput>): MetricRubricTrait;
/** Loads a metric trait from Karenina's serialized dict (checkpoint / rubric JSON); throws a ValidationError. */
export declare function metricTraitFromJSON(raw: unknown): MetricRubricTrait;
/** The confusion buckets the judge is asked to fill for this trait, sorted (`tp_only` → fn, fp, tp). */
export declare function requiredBuckets(trait: Pick<MetricRubricTrait, 'evaluation_mode'>): ConfusionBucket[];
/** Whether every requested metric's buckets are available in the trait's mode (always true for a parsed trait). */
export declare function metricsComputable(trait: Pick<MetricRubricTrait, 'evaluation_mode' | 'metrics'>): boolean;
