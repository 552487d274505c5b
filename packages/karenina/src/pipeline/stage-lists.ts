import { buildStages } from './from-config.js'
import { stagePlanOptionsOf } from './run-task.js'
import type { Stage } from './stage.js'
import { resolveStages, type StagesOption } from './stages-option.js'
import type { TaskOptions, TaskSettings } from './task-settings.js'
import type { Rubric } from '../rubric/rubric.js'

const NO_RUBRIC = {}

/** The stage list of a task by its options and rubric (the inputs of its stage plan). */
export type TaskStageLists = (taskOptions: TaskOptions, rubric: unknown) => readonly Stage<TaskSettings>[]

/**
 * Stage lists by stage plan: built, and a custom `stages` option applied and checked, once per distinct
 * plan. Stages are stateless, so the tasks of a plan share its list.
 */
export function stageListsByPlan(option: StagesOption | undefined, where: string): TaskStageLists {
  const byPlan = new Map<string, readonly Stage<TaskSettings>[]>()
  return (taskOptions, rubric) => {
    const plan = stagePlanOptionsOf(taskOptions, rubric)
    const key = JSON.stringify(plan)
    let stages = byPlan.get(key)
    if (stages === undefined) byPlan.set(key, (stages = resolveStages(option, () => buildStages(plan), where)))
    return stages
  }
}

/** The stage list of a run's task by its rubric (the only per-task input of the plan when the options are the run's). */
export function stageLists(taskOptions: TaskOptions, option: StagesOption | undefined, where = 'runVerification options › stages'): (rubric: Rubric | null) => readonly Stage<TaskSettings>[] {
  const forPlan = stageListsByPlan(option, where)
  const byRubric = new WeakMap<object, readonly Stage<TaskSettings>[]>()
  return (rubric) => {
    // Tasks share their question's rubric object (or none): its plan is worked out once.
    const key: object = rubric ?? NO_RUBRIC
    let stages = byRubric.get(key)
    if (stages === undefined) byRubric.set(key, (stages = forPlan(taskOptions, rubric)))
    return stages
  }
}
