import { KareninaError } from '../errors/karenina-error.js'
import { StageGraphError } from '../errors/stage-graph-error.js'
import { StageOrchestrator } from './orchestrator.js'
import type { Stage } from './stage.js'
import type { TaskSettings } from './task-settings.js'

/**
 * The `stages` option of every entry point (runTask, runVerification, describeBenchmark, the matchers,
 * `karenina verify --stages`): the whole stage list, or a function of the task's default list (what
 * `buildStages` gives for its options and rubric) returning the list to run, e.g. with a custom stage
 * inserted. The function is called once per distinct default list (a run with and without rubrics: twice).
 */
export type StagesOption = readonly Stage<TaskSettings>[] | ((defaults: readonly Stage<TaskSettings>[]) => readonly Stage<TaskSettings>[])

const ACCEPTED = 'expected an array of stages, or a function (defaults) => stages'
const STAGE_SHAPE = 'a stage has name (string), requires and produces (arrays of artifact keys), shouldRun(context) and execute(context)'

function describeValue(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'object') return `an object (${Object.keys(value).slice(0, 4).join(', ') || 'no keys'})`
  return typeof value
}

function isKeyList(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((key) => typeof key === 'string')
}

/** The problem of a value that is not a stage, or null (duck typing: no base class needed, as in Karenina). */
function stageShapeProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return `got ${describeValue(value)}`
  const stage = value as Record<string, unknown>
  if (typeof stage['name'] !== 'string' || stage['name'] === '') return `its name is ${describeValue(stage['name'])}, not a non-empty string`
  for (const key of ['requires', 'produces']) if (!isKeyList(stage[key])) return `its ${key} is ${describeValue(stage[key])}, not an array of strings`
  for (const key of ['shouldRun', 'execute']) if (typeof stage[key] !== 'function') return `its ${key} is ${describeValue(stage[key])}, not a function`
  return null
}

/**
 * The stage list a `stages` option gives for a task whose default list `defaults()` builds, checked before any
 * model call: every entry is a stage, names are unique, FinalizeResult is last, and every stage's `requires`
 * is produced by an earlier stage. Problems are StageGraphErrors naming `where` (the option) and the stage.
 */
export function resolveStages(option: StagesOption | undefined, defaults: () => readonly Stage<TaskSettings>[], where: string): readonly Stage<TaskSettings>[] {
  if (option === undefined) return defaults()
  let stages: unknown = option
  if (typeof option === 'function') {
    try {
      // Frozen: the function builds its own list (`[...defaults]`), so the defaults stay intact for other tasks.
      stages = option(Object.freeze([...defaults()]))
    } catch (error) {
      if (error instanceof KareninaError) throw error
      throw new StageGraphError('', [], `${where}: the stages function threw: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`, { cause: error })
    }
    if (!Array.isArray(stages)) throw new StageGraphError('', [], `${where}: the stages function returned ${describeValue(stages)}; ${ACCEPTED}`)
  } else if (!Array.isArray(option)) {
    throw new StageGraphError('', [], `${where}: got ${describeValue(option)}; ${ACCEPTED}`)
  }
  const list = stages as readonly unknown[]
  list.forEach((stage, index) => {
    const problem = stageShapeProblem(stage)
    if (problem !== null) {
      const name = typeof (stage as { name?: unknown } | null)?.name === 'string' ? (stage as { name: string }).name : ''
      throw new StageGraphError(name, [], `${where}[${index}]${name ? ` (${name})` : ''} is not a stage: ${problem}; ${STAGE_SHAPE}`)
    }
  })
  const checked = list as readonly Stage<TaskSettings>[]
  try {
    new StageOrchestrator(checked).validateDependencies()
  } catch (error) {
    if (error instanceof StageGraphError) throw new StageGraphError(error.stage, error.missing, `${where}: ${error.message}`)
    throw error
  }
  return checked
}
