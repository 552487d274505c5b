import type { Stage } from './stage.js';
import type { TaskSettings } from './task-settings.js';
/**
 * The `stages` option of every entry point (runTask, runVerification, describeBenchmark, the matchers,
 * `karenina verify --stages`): the whole stage list, or a function of the task's default list (what
 * `buildStages` gives for its options and rubric) returning the list to run, e.g. with a custom stage
 * inserted. The function is called once per distinct default list (a run with and without rubrics: twice).
 */
export type StagesOption = readonly Stage<TaskSettings>[] | ((defaults: readonly Stage<TaskSettings>[]) => readonly Stage<TaskSettings>[]);
/**
 * The stage list a `stages` option gives for a task whose default list `defaults()` builds, checked before any
 * model call: every entry is a stage, names are unique, FinalizeResult is last, and every stage's `requires`
 * is produced by an earlier stage. Problems are StageGraphErrors naming `where` (the option) and the stage.
 */
export declare function resolveStages(option: StagesOption | undefined, defaults: () => readonly Stage<TaskSettings>[], where: string): readonly Stage<TaskSettings>[];
