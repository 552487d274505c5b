import type { ModelConfig } from '../config/model-config.js';
import type { VerificationConfig } from '../config/verification-config.js';
/** A task ordering strategy (VerificationConfig `task_ordering`, spec 02 §8.2). */
export type TaskOrdering = VerificationConfig['task_ordering'];
/** What ordering reads from a task. */
export interface OrderableTask {
    questionId: string;
    answeringModel: Pick<ModelConfig, 'id' | 'model_name'>;
    parsingModel: Pick<ModelConfig, 'id' | 'model_name'>;
    /** Canonical key of the answering model (ModelIdentity). */
    answeringKey: string;
    replicate: number | null;
}
/** `auto` → `distribute_answerers` when the answering models span more than one identity, else `prefix_cache`. */
export declare function resolveTaskOrdering(ordering: TaskOrdering, answeringKeys: Iterable<string>): Exclude<TaskOrdering, 'auto'>;
/**
 * Orders a task queue as Karenina does (spec 02 §8.2), returning a new array. `prefix_cache` sorts by
 * (answering id‖name, question id, parsing id‖name, replicate‖0) so one answerer's prompts run together;
 * `distribute_answerers` groups by answering identity (first appearance), sorts each group the same way and
 * deals them round-robin; `generation_order` keeps the expansion order; `random` shuffles.
 * @default random Math.random
 */
export declare function orderTasks<T extends OrderableTask>(tasks: readonly T[], ordering: TaskOrdering, random?: () => number): T[];
