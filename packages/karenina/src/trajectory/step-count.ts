import { ValidationError } from '../errors/validation-error.js'
import { unknownKeyMessage, unknownKeys } from '../utils/did-you-mean.js'
import { actualSequence } from './format-calls.js'
import { toolTrajectoryOf } from './read-trajectory.js'
import type { TrajectoryVerdict } from './trajectory-verdict.js'

/** Bounds of an agent's model turns (assistant messages), inclusive; at least one. */
export interface StepBounds {
  min?: number
  max?: number
}

const SUBJECT = 'stepCount'

function checkBound(bounds: StepBounds, key: 'min' | 'max'): number | undefined {
  const value = bounds[key]
  if (value === undefined) return undefined
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new ValidationError([key], `expected a non-negative integer, received ${JSON.stringify(value)}`, SUBJECT)
  return value
}

/**
 * Whether the agent's number of model turns (assistant messages, Karenina's `agent_metrics.iterations`; a bare
 * answer is one) lies within `{ min, max }`.
 * @example
 * stepCount(result, { max: 4 }).pass
 */
export function stepCount(trace: unknown, bounds: StepBounds): TrajectoryVerdict {
  const [key] = unknownKeys(bounds, ['min', 'max'])
  if (key !== undefined) throw new ValidationError([key], unknownKeyMessage(key, 'step bounds', ['min', 'max']), SUBJECT)
  const min = typeof bounds === 'object' && bounds !== null ? checkBound(bounds, 'min') : undefined
  const max = typeof bounds === 'object' && bounds !== null ? checkBound(bounds, 'max') : undefined
  if (min === undefined && max === undefined) throw new ValidationError([], 'expected { min?, max? } with at least one bound', SUBJECT)
  if (min !== undefined && max !== undefined && min > max) throw new ValidationError([], `min (${min}) is above max (${max})`, SUBJECT)
  const trajectory = toolTrajectoryOf(trace, SUBJECT)
  const steps = trajectory.steps
  const range = min !== undefined && max !== undefined ? `between ${min} and ${max}` : min !== undefined ? `at least ${min}` : `at most ${max}`
  const pass = (min === undefined || steps >= min) && (max === undefined || steps <= max)
  return {
    pass,
    trajectory,
    message: ({ isNot = false } = {}) =>
      `expected the agent to take ${isNot ? 'not ' : ''}${range} step${max === 1 && min === undefined ? '' : 's'}, it took ${steps}\n\n${actualSequence(trajectory.toolCalls)}`,
  }
}
