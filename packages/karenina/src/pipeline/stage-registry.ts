import { StageGraphError } from '../errors/stage-graph-error.js'
import type { Stage } from './stage.js'

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
