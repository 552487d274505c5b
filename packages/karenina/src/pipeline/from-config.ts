import { KareninaError } from '../errors/karenina-error.js'
import { StageGraphError } from '../errors/stage-graph-error.js'
import { hasAgenticTraits, hasNonAgenticTraits, type Rubric } from '../rubric/rubric.js'
import { StageOrchestrator } from './orchestrator.js'
import type { Stage } from './stage.js'
import { AbstentionCheckStage } from './stages/abstention-check.js'
import { DeepJudgmentAutoFailStage } from './stages/deep-judgment-auto-fail.js'
import { DeepJudgmentRubricAutoFailStage } from './stages/deep-judgment-rubric-auto-fail.js'
import { EmbeddingCheckStage } from './stages/embedding-check.js'
import { FinalizeResultStage } from './stages/finalize-result.js'
import { GenerateAnswerStage } from './stages/generate-answer.js'
import { AgenticParseTemplateStage } from './stages/agentic-parse-template.js'
import { DynamicParseTemplateStage } from './stages/dynamic-parse-template.js'
import { AgenticRubricEvaluationStage } from './stages/agentic-rubric-evaluation.js'
import { ParseTemplateStage } from './stages/parse-template.js'
import { PlaceholderRetryAutoFailStage } from './stages/placeholder-retry-auto-fail.js'
import { RecursionLimitAutoFailStage } from './stages/recursion-limit-auto-fail.js'
import { RubricEvaluationStage } from './stages/rubric-evaluation.js'
import { SufficiencyCheckStage } from './stages/sufficiency-check.js'
import { TraceValidationAutoFailStage } from './stages/trace-validation-auto-fail.js'
import { ValidateTemplateStage } from './stages/validate-template.js'
import { VerifyTemplateStage } from './stages/verify-template.js'
import type { TaskOptions, TaskSettings } from './task-settings.js'

/** The built-in stages by name, in Karenina's order (spec 02 §1.1). */
export const STAGES = {
  ValidateTemplate: () => new ValidateTemplateStage(),
  GenerateAnswer: () => new GenerateAnswerStage(),
  RecursionLimitAutoFail: () => new RecursionLimitAutoFailStage(),
  TraceValidationAutoFail: () => new TraceValidationAutoFailStage(),
  PlaceholderRetryAutoFail: () => new PlaceholderRetryAutoFailStage(),
  AbstentionCheck: () => new AbstentionCheckStage(),
  SufficiencyCheck: () => new SufficiencyCheckStage(),
  ParseTemplate: () => new ParseTemplateStage(),
  AgenticParseTemplate: () => new AgenticParseTemplateStage(),
  DynamicParseTemplate: () => new DynamicParseTemplateStage(),
  VerifyTemplate: () => new VerifyTemplateStage(),
  EmbeddingCheck: () => new EmbeddingCheckStage(),
  DeepJudgmentAutoFail: () => new DeepJudgmentAutoFailStage(),
  RubricEvaluation: () => new RubricEvaluationStage(),
  DeepJudgmentRubricAutoFail: () => new DeepJudgmentRubricAutoFailStage(),
  AgenticRubricEvaluation: () => new AgenticRubricEvaluationStage(),
  FinalizeResult: () => new FinalizeResultStage(),
} as const satisfies Record<string, () => Stage<TaskSettings>>

export type StageName = keyof typeof STAGES

/** Names of the built-in stages, in the order Karenina places them. */
export const STAGE_NAMES = Object.keys(STAGES) as readonly StageName[]

export type EvaluationMode = 'template_only' | 'template_and_rubric' | 'rubric_only'

/** The switches that decide which stages a task runs (the inputs of Karenina's `from_config`). */
export interface StagePlanOptions {
  evaluationMode?: EvaluationMode | (string & {})
  abstentionEnabled?: boolean
  sufficiencyEnabled?: boolean
  /** Template deep judgment is on (mode ≠ "disabled"). Also gates DeepJudgmentRubricAutoFail (spec). */
  deepJudgmentEnabled?: boolean
  agenticParsing?: boolean
  agenticParsingTrigger?: 'always' | 'dynamic'
  /** The static or dynamic rubric has LLM, regex, callable or metric traits. */
  hasNonAgenticTraits?: boolean
  /** The static or dynamic rubric has agentic traits. */
  hasAgenticTraits?: boolean
}

/** The stage list for a task, exactly as Karenina's `StageOrchestrator.from_config` builds it (spec 02 §1.2). */
export function planStages(options: StagePlanOptions = {}): StageName[] {
  const mode = options.evaluationMode ?? 'template_only'
  const deepJudgment = options.deepJudgmentEnabled ?? false
  const template = mode !== 'rubric_only'
  const stages: StageName[] = template ? ['ValidateTemplate'] : []
  stages.push('GenerateAnswer', 'RecursionLimitAutoFail', 'TraceValidationAutoFail', 'PlaceholderRetryAutoFail')
  if (options.abstentionEnabled) stages.push('AbstentionCheck')
  if (template) {
    if (options.sufficiencyEnabled) stages.push('SufficiencyCheck')
    if (options.agenticParsing) stages.push(options.agenticParsingTrigger === 'dynamic' ? 'DynamicParseTemplate' : 'AgenticParseTemplate')
    else stages.push('ParseTemplate')
    stages.push('VerifyTemplate', 'EmbeddingCheck')
    if (deepJudgment) stages.push('DeepJudgmentAutoFail')
  }
  if (mode === 'rubric_only' || mode === 'template_and_rubric') {
    if (options.hasNonAgenticTraits) stages.push('RubricEvaluation')
    if (options.hasNonAgenticTraits && deepJudgment) stages.push('DeepJudgmentRubricAutoFail')
    if (options.hasAgenticTraits) stages.push('AgenticRubricEvaluation')
  }
  stages.push('FinalizeResult')
  return stages
}

/**
 * The stage instances of a task, as Karenina's `StageOrchestrator.from_config` lists them (spec 02 §1.2).
 * To add a custom stage, insert it into this list and pass the list to `runTask({ stages })`.
 * @example
 * const stages = buildStages({ evaluationMode: 'template_only' })
 * stages.splice(stages.findIndex((s) => s.name === 'VerifyTemplate') + 1, 0, new WordCountCheckStage(20))
 * const result = await runTask(task, { stages })
 */
export function buildStages(options: StagePlanOptions = {}): Stage<TaskSettings>[] {
  return planStages(options).map((name) => STAGES[name]())
}

/** The stage-plan switches of a task (Karenina's `from_config` inputs). */
export function stagePlanOptionsOf(options: TaskOptions, rubric: unknown = null, dynamicRubric: unknown = null): StagePlanOptions {
  const rubrics = [rubric, dynamicRubric] as (Partial<Rubric> | null)[]
  return {
    evaluationMode: options.evaluationMode,
    abstentionEnabled: options.abstentionEnabled,
    sufficiencyEnabled: options.sufficiencyEnabled,
    deepJudgmentEnabled: options.deepJudgmentMode !== 'disabled',
    agenticParsing: options.agenticParsing,
    agenticParsingTrigger: options.agenticParsingTrigger,
    hasNonAgenticTraits: rubrics.some(hasNonAgenticTraits),
    hasAgenticTraits: rubrics.some(hasAgenticTraits),
  }
}

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

const NO_RUBRIC = {}

/** The stage list of a task by its options and rubric (the inputs of its stage plan). */
export type TaskStageLists = (taskOptions: TaskOptions, rubric: unknown, dynamicRubric?: unknown) => readonly Stage<TaskSettings>[]

/**
 * Stage lists by stage plan: built, and a custom `stages` option applied and checked, once per distinct
 * plan. Stages are stateless, so the tasks of a plan share its list.
 */
export function stageListsByPlan(option: StagesOption | undefined, where: string): TaskStageLists {
  const byPlan = new Map<string, readonly Stage<TaskSettings>[]>()
  return (taskOptions, rubric, dynamicRubric = null) => {
    const plan = stagePlanOptionsOf(taskOptions, rubric, dynamicRubric)
    const key = JSON.stringify(plan)
    let stages = byPlan.get(key)
    if (stages === undefined) byPlan.set(key, (stages = resolveStages(option, () => buildStages(plan), where)))
    return stages
  }
}

/** The stage list of a run's task by its rubrics (the only per-task inputs of the plan when the options are the run's). */
export function stageLists(
  taskOptions: TaskOptions,
  option: StagesOption | undefined,
  where = 'runVerification options › stages',
): (rubric: Rubric | null, dynamicRubric?: Rubric | null) => readonly Stage<TaskSettings>[] {
  const forPlan = stageListsByPlan(option, where)
  const byRubric = new WeakMap<object, readonly Stage<TaskSettings>[]>()
  return (rubric, dynamicRubric = null) => {
    // A dynamic rubric is rare: its plan is looked up by value.
    if (dynamicRubric !== null) return forPlan(taskOptions, rubric, dynamicRubric)
    // Tasks share their question's rubric object (or none): its plan is worked out once.
    const key: object = rubric ?? NO_RUBRIC
    let stages = byRubric.get(key)
    if (stages === undefined) byRubric.set(key, (stages = forPlan(taskOptions, rubric)))
    return stages
  }
}
