import type { BenchmarkQuestion } from '../benchmark/benchmark.js';
import { type FewShotExample } from '../config/few-shot-config.js';
import { type ModelConfig } from '../config/model-config.js';
import { type VerificationConfig } from '../config/verification-config.js';
import { type TraitProvenance } from '../rubric/merge.js';
import type { Rubric } from '../rubric/rubric.js';
import type { OrderableTask } from './order-tasks.js';
/** One task of a batch: a question × answering model × parsing model × replicate (spec 02 §8.1). */
export interface BatchTask extends OrderableTask {
    /** Position in expansion order. */
    index: number;
    question: BenchmarkQuestion;
    /** Stamped with the config's `request_timeout` / `retry_policy` where its own are null. */
    answeringModel: ModelConfig;
    parsingModel: ModelConfig;
    answeringKey: string;
    parsingKey: string;
    /** `null` when the run has one replicate. */
    replicate: number | null;
    /** The resume key (`skipTripleKey`). */
    taskKey: string;
    /** The answer cache key shared by this answer's judges. */
    cacheKey: string;
    /** The merged rubric (benchmark + question), or null when the mode has no rubric. */
    rubric: Rubric | null;
    traitProvenance: TraitProvenance | null;
    fewShotExamples: readonly FewShotExample[] | null;
}
/** Options of {@link expandTasks}. */
export interface ExpandTasksOptions {
    /** The benchmark-level rubric. @default null */
    globalRubric?: Rubric | null;
    /** Task keys to leave out (already done), on top of the config's `skip_triples`. */
    skip?: ReadonlySet<string>;
    /** Names of the TS agent tools of every answering model (part of its identity). @default [] */
    agentToolNames?: readonly string[];
}
/**
 * Karenina's `generate_task_queue` (spec 02 §8.1): for each question (rubrics merged and few-shot examples
 * resolved once) × answering model × parsing model (both stamped) × replicate, in that nesting order.
 * Tasks whose key is in `skip_triples` or `skip` are left out and counted. A rubric merge conflict throws
 * before any task exists.
 */
export declare function expandTasks(questions: readonly BenchmarkQuestion[], config: VerificationConfig, options?: ExpandTasksOptions): {
    tasks: BatchTask[];
    skipped: BatchTask[];
};
