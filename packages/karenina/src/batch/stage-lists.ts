import { buildStages } from '../pipeline/from-config.js'
import { stagePlanOptionsOf } from '../pipeline/run-task.js'
import type { Stage } from '../pipeline/stage.js'
import { resolveStages, type StagesOption } from '../pipeline/stages-option.js'
import type { TaskOptions, TaskSettings } from '../pipeline/task-settings.js'
import type { BatchTask } from './expand-tasks.js'

const NO_RUBRIC = {}

/**
 * The stage list of a task by its rubric (the only per-task input of the stage plan): built, and a custom
 * `stages` option applied and checked, once per distinct plan. Stages are stateless, so tasks share lists.
 */
export function stageLists(taskOptions: TaskOptions, option: StagesOption | undefined, where = 'runVerification options › stages'): (rubric: BatchTask['rubric']) => readonly Stage<TaskSettings>[] {
  const byPlan = new Map<string, readonly Stage<TaskSettings>[]>()
  const byRubric = new WeakMap<object, readonly Stage<TaskSettings>[]>()
  const forPlan = (rubric: BatchTask['rubric']) => {
    const plan = stagePlanOptionsOf(taskOptions, rubric)
    const key = JSON.stringify(plan)
    let stages = byPlan.get(key)
    if (stages === undefined) byPlan.set(key, (stages = resolveStages(option, () => buildStages(plan), where)))
    return stages
  }
  return (rubric) => {
    // Tasks share their question's rubric object (or none): its plan is worked out once.
    const key: object = rubric ?? NO_RUBRIC
    let stages = byRubric.get(key)
    if (stages === undefined) byRubric.set(key, (stages = forPlan(rubric)))
    return stages
  }
}
