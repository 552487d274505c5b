import { pyEq, pyOrder } from '../compat/py-eq.js'
import { pyStr } from '../compat/py-str.js'
import { evaluateComposition } from '../composition/evaluate-strategy.js'
import { CheckError } from '../errors/check-error.js'
import { applyNormalizers } from '../primitives/normalizers.js'
import type { Primitive } from '../primitives/primitive.js'
import type { CrossTurnCheck, OutcomeNode, TurnFilterNode } from './outcome-node.js'
import { resolveResultField, resolveTurnField, type ScenarioOutcomeSubject, type TurnRecord } from './turn-record.js'
import { filterTurnsByNode, isAtNode, selectSingleTurn } from './turn-scope.js'

/**
 * Evaluates a scenario outcome node against a finished run (Karenina `evaluate_outcome`, spec 05 §9):
 * `count_turns` and `first_match_index` return an int, every other node a boolean. A primitive that cannot
 * evaluate (e.g. `NumericExact` on null) throws its `CheckError`; callers treat a throwing criterion as false.
 */
export function evaluateOutcome(node: OutcomeNode, result: ScenarioOutcomeSubject): boolean | number {
  if (node.type === 'count_turns') return result.history.filter((turn) => matchesFilter(turn, node)).length
  if (node.type === 'first_match_index') return result.history.findIndex((turn) => matchesFilter(turn, node))
  return evaluateBoolean(node, result)
}

function evaluateBoolean(node: OutcomeNode, result: ScenarioOutcomeSubject): boolean {
  switch (node.type) {
    case 'all_of':
    case 'any_of':
    case 'at_least_n':
      return evaluateComposition(node, (child) => evaluateBoolean(child, result))
    case 'turn_check': {
      const check = (turn: TurnRecord) => runCheck(node.verifyWith, resolveTurnField(node.field, turn), node.expected)
      const { scope } = node
      if (scope.type === 'any_turn' || scope.type === 'all_turns') {
        // No vacuous truth: an empty filtered set is false for both quantifiers.
        const turns = filterTurnsByNode(result.history, scope.nodeId)
        if (turns.length === 0) return false
        return scope.type === 'any_turn' ? turns.some(check) : turns.every(check)
      }
      const turn = selectSingleTurn(scope, result.history)
      return turn !== undefined && check(turn)
    }
    case 'result_check':
      return runCheck(node.verifyWith, resolveResultField(node.field, result), node.expected)
    case 'cross_turn_check':
      return evaluateCrossTurn(node, result)
    default:
      // count_turns / first_match_index inside a composition: Karenina logs an unknown leaf and counts it false.
      return false
  }
}

function runCheck(primitive: Primitive, value: unknown, expected: unknown): boolean {
  if (primitive.kind === 'trace') {
    throw new CheckError('not_implemented', `${primitive.type} uses check_trace(), not check()`)
  }
  return primitive.check(value, expected)
}

function matchesFilter(turn: TurnRecord, filter: TurnFilterNode): boolean {
  // A null verify_result never equals a requested true/false.
  return isAtNode(turn, filter.nodeId) && (filter.verifyResult === null || turn.verifyResult === filter.verifyResult)
}

/** Cross-turn comparisons, target against source, as Karenina's operators apply them. */
const CROSS_TURN_COMPARISONS: Record<CrossTurnCheck['comparison'], (target: unknown, source: unknown) => boolean> = {
  eq: (t, s) => pyEq(t, s),
  neq: (t, s) => !pyEq(t, s),
  contains: (t, s) => pyStr(t).includes(pyStr(s)),
  gt: (t, s) => pyOrder(t, 'gt', s),
  gte: (t, s) => pyOrder(t, 'ge', s),
  lt: (t, s) => pyOrder(t, 'lt', s),
  lte: (t, s) => pyOrder(t, 'le', s),
}

function evaluateCrossTurn(node: CrossTurnCheck, result: ScenarioOutcomeSubject): boolean {
  const source = selectSingleTurn(node.sourceTurn, result.history)
  const target = selectSingleTurn(node.targetTurn, result.history)
  if (source === undefined || target === undefined) return false
  let s = resolveTurnField(node.sourceField, source)
  let t = resolveTurnField(node.targetField, target)
  if (node.normalize.length > 0) {
    // Outside Karenina's try: an unknown normalizer raises instead of making the check false.
    s = applyNormalizers(node.normalize, pyStr(s))
    t = applyNormalizers(node.normalize, pyStr(t))
  }
  try {
    return CROSS_TURN_COMPARISONS[node.comparison](t, s)
  } catch (error) {
    // Karenina catches TypeError/ValueError from the comparison (e.g. 3 > "x", None < 1) and returns false.
    if (error instanceof CheckError && (error.kind === 'type' || error.kind === 'value')) return false
    throw error
  }
}
