import { booleanMatch } from '../primitives/boolean-match.js'
import { exactMatch } from '../primitives/exact-match.js'
import type { Normalizer } from '../primitives/normalizers.js'
import { numericExact } from '../primitives/numeric-exact.js'
import { numericRange } from '../primitives/numeric-range.js'
import type { Primitive } from '../primitives/primitive.js'
import type { CrossTurnComparison, OutcomeNode, ResultCheck, TurnFilterNode } from './outcome-node.js'
import { allTurns, anyTurn, firstTurn, lastTurn, type TurnScope } from './turn-scope.js'

// Karenina `sugar._infer_primitive`: bool → BooleanMatch, str → ExactMatch, number → NumericExact.
function inferPrimitive(value: unknown): Primitive {
  if (typeof value === 'boolean') return booleanMatch()
  if (typeof value === 'number') return numericExact()
  return exactMatch()
}

/** Turn fields a sugar check compares: `node_id`, `verify_result`, `raw_response`, `parsed.<field>`, … */
export type TurnFields = Record<string, unknown>

function turnChecks(scope: TurnScope, fields: TurnFields): OutcomeNode {
  const checks: OutcomeNode[] = Object.entries(fields).map(([field, expected]) => ({
    type: 'turn_check',
    scope,
    field,
    expected,
    verifyWith: inferPrimitive(expected),
  }))
  if (checks.length === 1) return checks[0]!
  return { type: 'all_of', conditions: checks }
}

type TurnFilterOptions = { node?: string; verifyResult?: boolean }

function turnFilter(type: TurnFilterNode['type'], options: TurnFilterOptions): TurnFilterNode {
  return { type, nodeId: options.node ?? null, verifyResult: options.verifyResult ?? null }
}

/**
 * Builders of scenario outcome checks (Karenina `scenario/sugar.py`): one field gives a TurnCheck, several
 * an AllOf of TurnChecks, with the primitive inferred from the expected value.
 * @example
 * outcome.allOf(outcome.statusIs('completed'), outcome.lastTurn({ verify_result: true, node_id: 'final' }))
 */
export const outcome = {
  /** The last turn's fields equal these values. */
  lastTurn: (fields: TurnFields): OutcomeNode => turnChecks(lastTurn(), fields),
  /** The first turn's fields equal these values. */
  firstTurn: (fields: TurnFields): OutcomeNode => turnChecks(firstTurn(), fields),
  /** Some turn (at `node` when given) has these values; false when no turn qualifies. */
  anyTurn: (fields: TurnFields, options: { node?: string } = {}): OutcomeNode => turnChecks(anyTurn(options.node ?? null), fields),
  /** Every turn (at `node` when given) has these values; false when no turn qualifies (no vacuous truth). */
  allTurns: (fields: TurnFields, options: { node?: string } = {}): OutcomeNode => turnChecks(allTurns(options.node ?? null), fields),
  /** The run's status (`completed`, `limit_reached`, `error`). */
  statusIs: (status: string): ResultCheck => ({ type: 'result_check', field: 'status', expected: status, verifyWith: exactMatch() }),
  /** At least `n` turns were taken. */
  turnCountGte: (n: number): ResultCheck => ({ type: 'result_check', field: 'turn_count', expected: null, verifyWith: numericRange({ min: n }) }),
  /** Exactly `n` turns were taken. */
  turnCountEq: (n: number): ResultCheck => ({ type: 'result_check', field: 'turn_count', expected: n, verifyWith: numericExact() }),
  /** The number of turns (at `node`, with `verifyResult`, when given): an int criterion. */
  countTurns: (options: TurnFilterOptions = {}): TurnFilterNode => turnFilter('count_turns', options),
  /** The index of the first matching turn, -1 when none: an int criterion. */
  firstMatchIndex: (options: TurnFilterOptions = {}): TurnFilterNode => turnFilter('first_match_index', options),
  /** `target.targetField <comparison> source.sourceField`. */
  crossTurn: (options: {
    source: TurnScope
    sourceField: string
    target: TurnScope
    targetField: string
    comparison: CrossTurnComparison
    normalize?: readonly Normalizer[]
  }): OutcomeNode => ({
    type: 'cross_turn_check',
    sourceTurn: options.source,
    sourceField: options.sourceField,
    targetTurn: options.target,
    targetField: options.targetField,
    comparison: options.comparison,
    normalize: options.normalize ?? [],
  }),
  allOf: (...checks: OutcomeNode[]): OutcomeNode => ({ type: 'all_of', conditions: checks }),
  anyOf: (...checks: OutcomeNode[]): OutcomeNode => ({ type: 'any_of', conditions: checks }),
  atLeastN: (n: number, ...checks: OutcomeNode[]): OutcomeNode => ({ type: 'at_least_n', n, conditions: checks }),
} as const
