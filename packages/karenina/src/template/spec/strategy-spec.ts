import { allOf } from '../../composition/all-of.js'
import { anyOf } from '../../composition/any-of.js'
import { atLeastN } from '../../composition/at-least-n.js'
import { fieldCheck } from '../../composition/field-check.js'
import type { StrategyNode } from '../../composition/strategy-node.js'
import { ValidationError } from '../../errors/validation-error.js'
import { VerifyStrategySpecSchema, type VerifyStrategySpec } from './template-spec-schema.js'

function build(spec: VerifyStrategySpec, path: (string | number)[]): StrategyNode {
  const children = () => (spec.conditions ?? []).map((child, i) => build(child, [...path, 'conditions', i]))
  switch (spec.type) {
    case 'all_of':
      return allOf(...children())
    case 'any_of':
      return anyOf(...children())
    case 'at_least_n':
      if (spec.n === null || spec.n === undefined) throw new ValidationError([...path, 'n'], "'at_least_n' requires an integer n >= 0", 'VerifyStrategySpec')
      if (spec.n < 0) throw new ValidationError([...path, 'n'], `n must be >= 0, received ${spec.n}`, 'VerifyStrategySpec')
      return atLeastN(spec.n, ...children())
    case 'field_check':
      // Karenina ignores a leaf's conditions.
      if (spec.field_name === null || spec.field_name === undefined) {
        throw new ValidationError([...path, 'field_name'], "'field_check' requires field_name", 'VerifyStrategySpec')
      }
      return fieldCheck(spec.field_name)
    default:
      throw new ValidationError([...path, 'type'], `unknown strategy type ${JSON.stringify(spec.type)} (expected all_of, any_of, at_least_n or field_check)`, 'VerifyStrategySpec')
  }
}

/**
 * Builds a strategy from its TemplateSpec form (`{"type": "field_check", "field_name": "x"}`): validates the
 * keys (extra keys forbidden), then each node (`at_least_n` needs `n >= 0`, `field_check` needs `field_name`).
 */
export function strategyFromSpec(spec: unknown): StrategyNode {
  const parsed = VerifyStrategySpecSchema.safeParse(spec)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new ValidationError(issue.path.filter((p): p is string | number => typeof p !== 'symbol'), issue.message, 'VerifyStrategySpec')
  }
  return build(parsed.data, [])
}

/** The TemplateSpec form of a strategy (runtime `field` → spec `field_name`), every key written. */
export function strategyToSpec(node: StrategyNode): VerifyStrategySpec {
  if (node.type === 'field_check') return { type: 'field_check', n: null, field_name: node.field, conditions: [] }
  return {
    type: node.type,
    n: node.type === 'at_least_n' ? node.n : null,
    field_name: null,
    conditions: node.conditions.map(strategyToSpec),
  }
}
