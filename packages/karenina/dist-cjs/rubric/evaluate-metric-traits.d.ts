import type { CallUsage } from '../llm/usage.js';
import { type ConfusionLists, type MetricName } from './metrics.js';
import { type RubricJudge } from './rubric-judge.js';
import type { MetricRubricTrait } from './traits/metric-trait.js';
/** What metric traits are evaluated on. */
export interface MetricTraitsInput {
    question: string;
    /** The rubric evaluation input (final AI message or full trace). */
    answer: string;
    traits: readonly MetricRubricTrait[];
}
/** Options of {@link evaluateMetricTraits}. */
export interface EvaluateMetricTraitsOptions {
    judge: RubricJudge;
    /** TaskEval mode: the question block is left out of the prompt. @default false */
    taskEval?: boolean;
    /** Called with the usage of every successful call. */
    onUsage?: (usage: CallUsage) => void;
}
/** Confusion lists and metrics per metric trait (`metric_trait_confusion_lists` / `metric_trait_metrics`). */
export interface MetricTraitsEvaluation {
    confusionLists: Record<string, ConfusionLists>;
    metrics: Record<string, Partial<Record<MetricName, number>>>;
    usage: CallUsage[];
}
/**
 * Karenina's metric-trait evaluation (spec 03 §2.4): one judge call per trait, one after another, filling
 * the tp/fn/fp/tn lists (task `rubric_metric_trait`); the lists are deduplicated when `repeated_extraction`
 * and the requested metrics computed from their lengths. A trait whose call fails gets empty lists and `{}`.
 */
export declare function evaluateMetricTraits(input: MetricTraitsInput, options: EvaluateMetricTraitsOptions): Promise<MetricTraitsEvaluation>;
