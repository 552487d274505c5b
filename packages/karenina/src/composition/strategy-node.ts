import { ValidationError } from '../errors/validation-error.js'
import { allOf, type AllOfNode } from './all-of.js'
import { anyOf, type AnyOfNode } from './any-of.js'
import { atLeastN, type AtLeastNNode } from './at-least-n.js'
import { fieldCheck, type FieldCheckNode } from './field-check.js'

/**
 * A node of a template's composition strategy (Karenina's `VerificationStrategy.verify_strategy`). Nodes are
 * plain frozen objects in Karenina's runtime JSON form (`{"type": "field_check", "field": "target"}`).
 */
export type StrategyNode = FieldCheckNode | AllOfNode | AnyOfNode | AtLeastNNode

/** The tri-valued per-field results a strategy is evaluated over (`null` = the judge returned null). */
export type FieldResults = Readonly<Record<string, boolean | null>>

/** Every field name the strategy's `field_check` leaves reference, in tree order (duplicates removed). */
export function strategyFieldNames(node: StrategyNode): string[] {
  const names = new Set<string>()
  const walk = (n: StrategyNode): void => {
    if (n.type === 'field_check') names.add(n.field)
    else n.conditions.forEach(walk)
  }
  walk(node)
  return [...names]
}

/**
 * The result field `composition_strategy`: `"all_of"`, `"any_of"`, `"at_least_n(<n>)"` for the root node,
 * or Python's lowercased class name (`"fieldcheck"`) for a bare leaf.
 */
export function strategyLabel(node: StrategyNode): string {
  switch (node.type) {
    case 'at_least_n':
      return `at_least_n(${node.n})`
    case 'field_check':
      return 'fieldcheck'
    default:
      return node.type
  }
}

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
