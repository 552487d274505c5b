import type { Stage } from '../pipeline/stage.js';
import { type StagesOption } from '../pipeline/stages-option.js';
import type { TaskOptions, TaskSettings } from '../pipeline/task-settings.js';
import type { BatchTask } from './expand-tasks.js';
/** The stage list of a task by its options and rubric (the inputs of its stage plan). */
export type TaskStageLists = (taskOptions: TaskOptions, rubric: unknown) => readonly Stage<TaskSettings>[];
/**
 * Stage lists by stage plan: built, and a custom `stages` option applied and checked, once per distinct
 * plan. Stages are stateless, so the tasks of a plan share its list.
 */
export declare function stageListsByPlan(option: StagesOption | undefined, where: string): TaskStageLists;
/** The stage list of a run's task by its rubric (the only per-task input of the plan when the options are the run's). */
export declare function stageLists(taskOptions: TaskOptions, option: StagesOption | undefined, where?: string): (rubric: BatchTask['rubric']) => readonly Stage<TaskSettings>[];
