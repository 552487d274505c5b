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
    default:
      return evaluateComposition(node, (child) => evaluateStrategy(child, fieldResults))
  }
}

/** A boolean composition of nodes of any kind: a template's strategy, a scenario's outcome checks. */
export type Composition<Node> =
  | { readonly type: 'all_of' | 'any_of'; readonly conditions: readonly Node[] }
  | { readonly type: 'at_least_n'; readonly n: number; readonly conditions: readonly Node[] }

/**
 * `all_of` and `any_of` short-circuit left to right, like Python's all()/any() (empty: true/false); `at_least_n`
 * evaluates every child, so a child that throws always surfaces.
 */
export function evaluateComposition<Node>(node: Composition<Node>, evaluate: (child: Node) => boolean): boolean {
  if (node.type === 'at_least_n') return node.conditions.filter((child) => evaluate(child)).length >= node.n
  return node.type === 'all_of' ? node.conditions.every((child) => evaluate(child)) : node.conditions.some((child) => evaluate(child))
}
