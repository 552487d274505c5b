import { KareninaError } from './karenina-error.js'

/** A stage list that cannot run: duplicate names, misplaced FinalizeResult, unmet requires. */
export class StageGraphError extends KareninaError {
  constructor(
    readonly stage: string,
    readonly missing: readonly string[],
    problem: string,
  ) {
    super('KARENINA_STAGE_GRAPH', problem)
  }
}
