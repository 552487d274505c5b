import { ValidationError } from '../errors/validation-error.js'
import type { StrategyNode } from './strategy-node.js'

/** Passes when at least `n` children pass. */
export interface AtLeastNNode {
  readonly type: 'at_least_n'
  readonly n: number
  readonly conditions: readonly StrategyNode[]
}

/**
 * At least `n` children must pass (Karenina's `AtLeastN(n=..., conditions=[...])`). Every child is evaluated.
 * `n` must be an integer >= 0: `0` always passes, more than the number of children never does.
 */
export function atLeastN(n: number, ...conditions: StrategyNode[]): AtLeastNNode {
  if (typeof n !== 'number' || !Number.isInteger(n)) {
    throw new ValidationError(['n'], `expected an integer, received ${JSON.stringify(n)}`, 'AtLeastN')
  }
  if (n < 0) throw new ValidationError(['n'], `must be >= 0, received ${n}`, 'AtLeastN')
  return Object.freeze({ type: 'at_least_n', n, conditions: Object.freeze([...conditions]) })
}
