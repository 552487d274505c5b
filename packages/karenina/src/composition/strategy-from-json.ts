import { ValidationError } from '../errors/validation-error.js'
import { allOf } from './all-of.js'
import { anyOf } from './any-of.js'
import { atLeastN } from './at-least-n.js'
import { fieldCheck } from './field-check.js'
import type { StrategyNode } from './strategy-node.js'

/**
 * Reads a strategy tree in Karenina's runtime JSON form (`{"type": "field_check", "field": "x"}`,
 * `{"type": "at_least_n", "n": 2, "conditions": [...]}`), validating every node. Throws ValidationError
 * naming the path of the bad node.
 */
export function strategyFromJSON(data: unknown, path: (string | number)[] = []): StrategyNode {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ValidationError(path, `expected a strategy node object, received ${Array.isArray(data) ? 'an array' : JSON.stringify(data)}`, 'VerificationStrategy')
  }
  const node = data as Record<string, unknown>
  const children = (): StrategyNode[] => {
    const conditions = node.conditions ?? []
    if (!Array.isArray(conditions)) throw new ValidationError([...path, 'conditions'], 'expected an array of nodes', 'VerificationStrategy')
    return conditions.map((child, i) => strategyFromJSON(child, [...path, 'conditions', i]))
  }
  try {
    switch (node.type) {
      case 'field_check':
        if (typeof node.field !== 'string') throw new ValidationError([...path, 'field'], 'field_check needs a field name (string)', 'VerificationStrategy')
        return fieldCheck(node.field)
      case 'all_of':
        return allOf(...children())
      case 'any_of':
        return anyOf(...children())
      case 'at_least_n':
        return atLeastN(node.n as number, ...children())
      default:
        throw new ValidationError([...path, 'type'], `unknown strategy node type ${JSON.stringify(node.type)} (expected all_of, any_of, at_least_n or field_check)`, 'VerificationStrategy')
    }
  } catch (error) {
    // Re-anchor factory errors (e.g. a negative n) at this node's path.
    if (error instanceof ValidationError && error.subject !== 'VerificationStrategy') {
      throw new ValidationError([...path, ...error.path], error.problem, 'VerificationStrategy')
    }
    throw error
  }
}
