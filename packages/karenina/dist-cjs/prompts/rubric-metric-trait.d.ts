import { z } from 'zod';
import { type RubricEvidence } from './rubric-evidence.js';
import { type TaskPrompt } from './task-prompt.js';
/** The fields of a `MetricRubricTrait` the prompt reads. */
export interface MetricTraitPromptInput {
    name: string;
    description?: string | null;
    /** @default 'tp_only' */
    evaluation_mode?: 'tp_only' | 'full_matrix';
    tp_instructions: readonly string[];
    tn_instructions?: readonly string[];
}
/** Reply of a metric trait: the four confusion-matrix buckets (missing keys default to empty lists). */
export declare const MetricTraitReplySchema: z.ZodObject<{
    tp: z.ZodDefault<z.ZodArray<z.ZodString>>;
    fn: z.ZodDefault<z.ZodArray<z.ZodString>>;
    fp: z.ZodDefault<z.ZodArray<z.ZodString>>;
    tn: z.ZodDefault<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
/** The prompt for a metric trait (task `rubric_metric_trait`), in `tp_only` or `full_matrix` mode. */
export declare function buildMetricTraitPrompt(trait: MetricTraitPromptInput, evidence: RubricEvidence): TaskPrompt<z.output<typeof MetricTraitReplySchema>>;
