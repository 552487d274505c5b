import { StageGraphError } from '../errors/stage-graph-error.js'
import type { ErrorCategory } from '../errors/error-category.js'
import { ArtifactKeys } from './artifact-keys.js'
import type { VerificationContext } from './context.js'
import type { Stage } from './stage.js'

/** How a thrown error maps to an error category (the provider layer knows; default: permanent). */
export type ClassifyError = (error: unknown) => ErrorCategory

export interface OrchestratorOptions {
  classifyError?: ClassifyError
  /**
   * Current retry counts per category, refreshed into the `retry_counts` artifact after each stage: a frozen
   * snapshot, stored as is, and a new one when the counts change (RetryTracker's).
   */
  retryCounts?: () => Readonly<Record<string, unknown>>
}

// Stage lists already found valid, with the stages they held then (a list can be edited between runs): one
// map for the dependency check, one for the constructor's (a batch builds an orchestrator per task).
const VALIDATED = new WeakMap<readonly object[], readonly object[]>()
const WELL_FORMED = new WeakMap<readonly object[], readonly object[]>()

function isChecked(checked: WeakMap<readonly object[], readonly object[]>, stages: readonly object[]): boolean {
  const seen = checked.get(stages)
  return seen !== undefined && seen.length === stages.length && seen.every((stage, i) => stage === stages[i])
}

/** Throws unless stage names are unique and FinalizeResult comes last (spec 02 §3). */
function checkStageList(stages: readonly { readonly name: string }[]): void {
  if (isChecked(WELL_FORMED, stages)) return
  const names = new Set<string>()
  stages.forEach((stage, index) => {
    if (names.has(stage.name)) throw new StageGraphError(stage.name, [], `stage "${stage.name}" is already registered`)
    names.add(stage.name)
    if (stage.name === 'FinalizeResult' && index !== stages.length - 1) {
      throw new StageGraphError(stage.name, [], 'FinalizeResult must be the last stage')
    }
  })
  if (stages.at(-1)?.name !== 'FinalizeResult') {
    throw new StageGraphError('FinalizeResult', [], 'the stage list must end with FinalizeResult')
  }
  WELL_FORMED.set(stages, [...stages])
}

/** A stage whose declared `requires` no earlier stage `produces`. */
export interface UnmetRequirement {
  stage: string
  missing: string[]
}

/**
 * Walks the stages in order with the set of artifacts declared so far (spec 02 §3.2): only declared
 * `produces` count, not what stages write at run time.
 */
export function unmetRequirements(stages: readonly Pick<Stage, 'name' | 'requires' | 'produces'>[]): UnmetRequirement[] {
  const available = new Set<string>()
  const unmet: UnmetRequirement[] = []
  for (const stage of stages) {
    const missing = stage.requires.filter((key) => !available.has(key))
    if (missing.length > 0) unmet.push({ stage: stage.name, missing })
    for (const key of stage.produces) available.add(key)
  }
  return unmet
}

/** Karenina's message line for one unmet requirement. */
export function unmetRequirementMessage({ stage, missing }: UnmetRequirement): string {
  return `Stage '${stage}' requires artifacts {${missing.map((m) => `'${m}'`).join(', ')}} which are not produced by any earlier stage`
}

/**
 * Karenina's `StageRegistry` (seed 004): stages by unique name, and the dependency check of a stage list.
 * @example
 * const registry = new StageRegistry()
 * registry.register(new WordCountCheckStage(20))
 * registry.validateDependencies(stages) // [] when every `requires` is produced by an earlier stage
 */
export class StageRegistry<Settings = unknown> {
  readonly #stages = new Map<string, Stage<Settings>>()

  /** Adds a stage; a second stage with the same name is a StageGraphError. */
  register(stage: Stage<Settings>): void {
    if (this.#stages.has(stage.name)) throw new StageGraphError(stage.name, [], `stage "${stage.name}" is already registered`)
    this.#stages.set(stage.name, stage)
  }

  get(name: string): Stage<Settings> | undefined {
    return this.#stages.get(name)
  }

  has(name: string): boolean {
    return this.#stages.has(name)
  }

  /** The registered stages, in registration order. */
  get stages(): Stage<Settings>[] {
    return [...this.#stages.values()]
  }

  /** One message per stage whose `requires` no earlier stage of `stages` (default: the registered ones) produces. */
  validateDependencies(stages: readonly Stage<Settings>[] = this.stages): string[] {
    return unmetRequirements(stages).map(unmetRequirementMessage)
  }
}

/**
 * Runs a task's stages over one context (spec 02 §3): dependencies are validated before any work,
 * a stage that throws marks the error and later stages skip, and the finalize stage always runs.
 */
export class StageOrchestrator<Settings = unknown> {
  readonly stages: readonly Stage<Settings>[]

  constructor(
    stages: readonly Stage<Settings>[],
    private readonly options: OrchestratorOptions = {},
  ) {
    checkStageList(stages)
    this.stages = stages
  }

  /** Stages whose declared `requires` no earlier stage `produces` (empty when the graph is valid). */
  unmetRequirements(): UnmetRequirement[] {
    return unmetRequirements(this.stages)
  }

  /** Throws a StageGraphError (Karenina's message) when a stage requires an artifact nothing earlier produces. */
  validateDependencies(): void {
    // A batch runs thousands of tasks over the same stage list: check it once.
    if (isChecked(VALIDATED, this.stages)) return
    const unmet = this.unmetRequirements()
    if (unmet.length === 0) {
      VALIDATED.set(this.stages, [...this.stages])
      return
    }
    const lines = unmet.map(unmetRequirementMessage)
    throw new StageGraphError(unmet[0]!.stage, unmet[0]!.missing, `Stage dependency validation failed:\n${lines.join('\n')}`)
  }

  /** Runs every stage; returns after FinalizeResult. Only a misconfigured stage graph throws. */
  async execute(context: VerificationContext<Settings>): Promise<void> {
    const start = context.now()
    context.setResultField(ArtifactKeys.TIMESTAMP, formatLocalTimestamp(start))
    this.validateDependencies()
    this.refreshRetryCounts(context)
    const stages = this.stages
    const finalize = stages.at(-1)!
    // Every stage but the last (FinalizeResult), without copying the list per task.
    for (let i = 0; i < stages.length - 1; i++) {
      const stage = stages[i]!
      context.beginStage(stage.name)
      if (!stage.shouldRun(context)) continue
      try {
        await stage.execute(context)
      } catch (error) {
        const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
        context.markError(`Stage ${stage.name} raised exception: ${message}`, {
          category: this.options.classifyError?.(error) ?? 'permanent',
          stage: stage.name,
        })
        if (stage.name === 'ValidateTemplate') context.setArtifact(ArtifactKeys.TEMPLATE_VALIDATION_ERROR, error instanceof Error ? error.message : String(error))
      }
      context.setResultField(ArtifactKeys.EXECUTION_TIME, (context.now().getTime() - start.getTime()) / 1000)
      this.refreshRetryCounts(context)
    }
    context.beginStage(finalize.name)
    context.setResultField(ArtifactKeys.EXECUTION_TIME, (context.now().getTime() - start.getTime()) / 1000)
    this.refreshRetryCounts(context)
    await finalize.execute(context)
  }

  private refreshRetryCounts(context: VerificationContext<Settings>): void {
    const counts = this.options.retryCounts?.()
    if (counts !== undefined && context.getArtifact(ArtifactKeys.RETRY_COUNTS) !== counts) context.setArtifact(ArtifactKeys.RETRY_COUNTS, counts)
  }
}

/** Karenina's result timestamp: local time `YYYY-MM-DD HH:MM:SS` (not ISO 8601). */
export function formatLocalTimestamp(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}
