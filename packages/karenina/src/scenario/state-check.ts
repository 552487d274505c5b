import { ValidationError } from '../errors/validation-error.js'
import { booleanMatch } from '../primitives/boolean-match.js'
import { exactMatch } from '../primitives/exact-match.js'
import { numericExact } from '../primitives/numeric-exact.js'
import { numericRange } from '../primitives/numeric-range.js'
import type { Primitive } from '../primitives/primitive.js'
import { setContainment } from '../primitives/set-containment.js'
import { isUnconditional, type ScenarioEdge, type StateCheck } from './scenario-definition.js'
import { resolveStatePath, type ScenarioState } from './scenario-state.js'

/** A StateCheck: `verifyWith.check(resolve(field), expected)`. */
export function stateCheck(field: string, expected: unknown, verifyWith: Primitive): StateCheck {
  return { type: 'state_check', field, expected, verifyWith }
}

/** Operators of the shorthand `{ 'node_visits.retry': { gte: 3 } }`. */
export type StateOperator = { gte: number } | { gt: number } | { lte: number } | { lt: number } | { eq: number }

/** Shorthand of one StateCheck: `{ field: expected }` with the primitive inferred from the value. */
export type StateShorthand = Record<string, boolean | string | number | readonly unknown[] | StateOperator | null>

const OPERATORS: Readonly<Record<string, (field: string, value: number) => StateCheck>> = {
  eq: (field, value) => stateCheck(field, value, numericExact()),
  gt: (field, value) => stateCheck(field, null, numericRange({ min: value, exclusiveMin: true })),
  gte: (field, value) => stateCheck(field, null, numericRange({ min: value })),
  lt: (field, value) => stateCheck(field, null, numericRange({ max: value, exclusiveMax: true })),
  lte: (field, value) => stateCheck(field, null, numericRange({ max: value })),
}

function operatorCheck(field: string, ops: Record<string, unknown>): StateCheck {
  const keys = Object.keys(ops)
  if (keys.length !== 1) throw new ValidationError([field], `an operator object must have exactly one key, got ${keys.length}: ${JSON.stringify(keys.sort())}`, 'state check')
  const op = keys[0]!
  const value = ops[op]
  if (typeof value !== 'number') throw new ValidationError([field, op], `expected a number, received ${JSON.stringify(value)}`, 'state check')
  if (!Object.hasOwn(OPERATORS, op)) throw new ValidationError([field, op], `unknown operator (expected one of ${Object.keys(OPERATORS).join(', ')})`, 'state check')
  return OPERATORS[op]!(field, value)
}

/**
 * Turns the shorthand `{ verify_result: true }` into a StateCheck, inferring the primitive as Karenina's
 * builder does: boolean → BooleanMatch, string → ExactMatch, number → NumericExact, array →
 * SetContainment, `{ gte: 3 }`-style operators → NumericRange / NumericExact, anything else ExactMatch.
 */
export function stateCheckFromShorthand(shorthand: StateShorthand): StateCheck {
  const keys = Object.keys(shorthand)
  if (keys.length !== 1) {
    throw new ValidationError([], `a state check shorthand must have exactly one key, got ${keys.length}: ${JSON.stringify(keys.sort())}`, 'state check')
  }
  const field = keys[0]!
  const value = shorthand[field]
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return operatorCheck(field, value as Record<string, unknown>)
  if (typeof value === 'boolean') return stateCheck(field, value, booleanMatch())
  if (typeof value === 'string') return stateCheck(field, value, exactMatch())
  if (typeof value === 'number') return stateCheck(field, value, numericExact())
  if (Array.isArray(value)) return stateCheck(field, value, setContainment())
  return stateCheck(field, value, exactMatch())
}

/** Whether a conditional edge matches; a condition that throws does not (Karenina logs and moves on). */
export function edgeMatches(edge: ScenarioEdge, state: Readonly<ScenarioState>): boolean {
  try {
    if (edge.conditionFunction !== null) return edge.conditionFunction(state) === true
    // A Python-source condition cannot run here: it never matches (docs/divergences.md).
    if (edge.condition === null) return false
    const checks: readonly StateCheck[] = Array.isArray(edge.condition) ? edge.condition : [edge.condition as StateCheck]
    // A trace primitive cannot check state: such a check never matches.
    return checks.every((c) => c.verifyWith.kind !== 'trace' && c.verifyWith.check(resolveStatePath(c.field, state), c.expected))
  } catch {
    return false
  }
}

/**
 * The edge to follow (spec 05 §9): conditional edges in definition order, first match wins; otherwise the
 * first unconditional edge, wherever it stands. `null` when nothing applies (an implicit end).
 */
export function resolveNextEdge(edges: readonly ScenarioEdge[], state: Readonly<ScenarioState>): ScenarioEdge | null {
  let fallback: ScenarioEdge | null = null
  for (const edge of edges) {
    if (isUnconditional(edge)) {
      fallback ??= edge
      continue
    }
    if (edgeMatches(edge, state)) return edge
  }
  return fallback
}
