import { type CompatMode } from '../compat/compat-mode.js';
import type { CallUsage } from '../llm/usage.js';
import { type RubricJudge } from './rubric-judge.js';
import type { Rubric } from './rubric.js';
import { type CallableRegistry } from './traits/callable-trait.js';
import { type TraitEvaluationFailure } from './trait-failure.js';
/** How LLM traits are sent to the judge: all boolean/score traits in one call, or one call per trait. */
export type RubricEvaluationStrategy = 'batch' | 'sequential';
/** What a rubric is evaluated on. */
export interface RubricEvaluationInput {
    question: string;
    /** The rubric evaluation input (final AI message or full trace, spec 02 §4.12). */
    answer: string;
    rubric: Rubric;
    /** The question's reference answer (`raw_answer`), shown to traits with `include_ground_truth`. @default null */
    groundTruth?: string | null;
}
/** Options of {@link evaluateRubric}. */
export interface EvaluateRubricOptions {
    /** The judge of LLM traits; required when the rubric has any (regex and callable traits need none). */
    judge?: RubricJudge | null;
    /** @default 'batch' */
    strategy?: RubricEvaluationStrategy;
    /** TaskEval mode: the question block is left out of the prompts. @default false */
    taskEval?: boolean;
    /** TS functions of callable traits by name (override functions bound by `callableTrait`). @default null */
    callableRegistry?: CallableRegistry | null;
    /** Parallel calls of the sequential strategy (Karenina `KARENINA_ASYNC_MAX_WORKERS`; 1 = one at a time). @default 2 */
    concurrency?: number;
    /** Receives the warnings of the evaluation (e.g. a callable trait without a TS function). */
    onWarning?: (message: string) => void;
    /** Called with the usage of every successful judge call. */
    onUsage?: (usage: CallUsage) => void;
    /**
     * `'karenina-python'`: a failed batch call throws (the caller loses the whole result) and traits the judge
     * left out score null silently, as in Karenina. The default scores them as unscored and lists them in
     * `failures`. @default 'default'
     */
    compat?: CompatMode;
}
/** The outcome of {@link evaluateRubric}. */
export interface RubricEvaluationOutput {
    /**
     * One flat map `name → score`: regex (bool), callable (bool or number), LLM (bool, int, literal index or -1;
     * template-kind fields under `trait.field`). `null` marks a trait that could not be scored.
     */
    scores: Record<string, unknown>;
    /** Class names of literal traits (`llm_trait_labels`), or null without literal traits. */
    labels: Record<string, string> | null;
    /** Usage of every successful judge call. */
    usage: CallUsage[];
    /**
     * Trait evaluations that failed: a regex or callable trait that threw, an LLM call that threw, traits the
     * reply did not score. Empty in compat mode.
     */
    failures: TraitEvaluationFailure[];
}
/**
 * Karenina's standard rubric evaluation (`RubricEvaluator.evaluate_rubric`, spec 03 §6), metric traits
 * excepted (see `evaluateMetricTraits`). Order: regex traits, callable traits (both local; one that throws
 * scores `null` and is listed in `failures`),
 * then LLM traits: template kinds, boolean/score traits (batch: one call; sequential: one call per trait),
 * literal traits (batch or per trait). A failed call, or a trait the judge did not score, leaves the trait
 * unscored and is listed in `failures` (compat mode: a failed batch call throws, as in Karenina, and the
 * caller loses the whole result). The judge's port is resolved on the first LLM call.
 */
export declare function evaluateRubric(input: RubricEvaluationInput, options?: EvaluateRubricOptions): Promise<RubricEvaluationOutput>;
