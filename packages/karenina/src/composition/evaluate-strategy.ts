import { CheckError } from '../errors/check-error.js'
import type { FieldResults, StrategyNode } from './strategy-node.js'

/**
 * Evaluates a strategy over per-field results. A leaf passes only on exactly `true` (`null` is not a pass);
 * `allOf`/`anyOf` short-circuit left to right, `atLeastN` evaluates every child. A leaf naming a field
 * absent from `fieldResults` throws `CheckError('key')` (Python's KeyError) when it is reached.
 */
export function evaluateStrategy(node: StrategyNode, fieldResults: FieldResults): boolean {
  switch (node.type) {
    case 'field_check': {
      if (!Object.hasOwn(fieldResults, node.field)) {
        const known = Object.keys(fieldResults)
        throw new CheckError('key', `field_check references unknown field '${node.field}' (fields: ${known.length ? known.join(', ') : 'none'})`)
      }
      return fieldResults[node.field] === true
    }
    case 'all_of':
      return node.conditions.every((child) => evaluateStrategy(child, fieldResults))
    case 'any_of':
      return node.conditions.some((child) => evaluateStrategy(child, fieldResults))
    case 'at_least_n': {
      let passed = 0
      for (const child of node.conditions) if (evaluateStrategy(child, fieldResults)) passed++
      return passed >= node.n
    }
  }
}
