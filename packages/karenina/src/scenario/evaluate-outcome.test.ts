import { describe, expect, it } from 'vitest'
import { PyFloat } from '../compat/py-float-value.js'
import { CheckError } from '../errors/check-error.js'
import { booleanMatch } from '../primitives/boolean-match.js'
import { exactMatch } from '../primitives/exact-match.js'
import { numericExact } from '../primitives/numeric-exact.js'
import { traceContains } from '../primitives/trace-contains.js'
import { evaluateOutcome } from './evaluate-outcome.js'
import type { CrossTurnCheck, OutcomeNode } from './outcome-node.js'
import type { ScenarioOutcomeSubject, TurnRecord } from './turn-record.js'
import { allTurns, anyTurn, firstTurn, lastTurn, turnAt, type TurnScope } from './turn-scope.js'

const turn = (nodeId: string, verifyResult: boolean | null, parsedFields: Record<string, unknown> = {}): TurnRecord => ({
  nodeId,
  questionText: 'q',
  rawResponse: `answer at ${nodeId}`,
  parsedFields,
  verifyResult,
})

const run = (history: TurnRecord[]): ScenarioOutcomeSubject => ({
  scenarioId: 's1',
  status: 'completed',
  path: history.map((t) => t.nodeId),
  turnCount: history.length,
  history,
})

const HISTORY = [
  turn('ask', false, { drug: 'imatinib', score: 3 }),
  turn('retry', true, { drug: 'Imatinib ', score: new PyFloat(10) }),
  turn('confirm', null, { drug: 'imatinib', score: 'x' }),
]

const passed = (scope: TurnScope): OutcomeNode => ({ type: 'turn_check', scope, field: 'verify_result', expected: true, verifyWith: booleanMatch() })

describe('turn scopes', () => {
  it('selects first, last and indexed turns (negative from the end, out of range false)', () => {
    expect(evaluateOutcome(passed(firstTurn()), run(HISTORY))).toBe(false)
    expect(evaluateOutcome(passed(turnAt(1)), run(HISTORY))).toBe(true)
    expect(evaluateOutcome(passed(turnAt(-2)), run(HISTORY))).toBe(true)
    expect(evaluateOutcome(passed(turnAt(3)), run(HISTORY))).toBe(false)
    expect(evaluateOutcome(passed(turnAt(-4)), run(HISTORY))).toBe(false)
    expect(evaluateOutcome(passed(lastTurn()), run([]))).toBe(false)
  })

  it('quantifies over node-filtered turns without vacuous truth', () => {
    expect(evaluateOutcome(passed(anyTurn()), run(HISTORY))).toBe(true)
    expect(evaluateOutcome(passed(allTurns(['retry'])), run(HISTORY))).toBe(true)
    expect(evaluateOutcome(passed(allTurns()), run(HISTORY))).toBe(false)
    expect(evaluateOutcome(passed(allTurns('missing')), run(HISTORY))).toBe(false)
    expect(evaluateOutcome(passed(anyTurn('missing')), run(HISTORY))).toBe(false)
  })
})

describe('field paths', () => {
  const check = (field: string, expected: unknown): OutcomeNode => ({ type: 'turn_check', scope: lastTurn(), field, expected, verifyWith: exactMatch() })
  it('reads parsed.<key> (split at the first dot only) and turn attributes; unknown paths are None', () => {
    const history = [turn('n', true, { 'a.b': 'dotted' })]
    expect(evaluateOutcome(check('parsed.a.b', 'dotted'), run(history))).toBe(true)
    expect(evaluateOutcome(check('node_id.ignored', 'n'), run(history))).toBe(true)
    expect(evaluateOutcome(check('raw_response', 'answer at n'), run(history))).toBe(true)
    expect(evaluateOutcome(check('nonexistent', 'None'), run(history))).toBe(true)
    expect(evaluateOutcome(check('parsed', 'None'), run(history))).toBe(true)
  })

  it('reads run-level fields for result_check', () => {
    const node: OutcomeNode = { type: 'result_check', field: 'turn_count', expected: 3, verifyWith: numericExact() }
    expect(evaluateOutcome(node, run(HISTORY))).toBe(true)
    expect(evaluateOutcome({ ...node, field: 'bogus', verifyWith: exactMatch(), expected: 'None' }, run(HISTORY))).toBe(true)
  })

  it('propagates primitive errors and rejects trace primitives', () => {
    const bad: OutcomeNode = { type: 'result_check', field: 'bogus', expected: 1, verifyWith: numericExact() }
    expect(() => evaluateOutcome(bad, run(HISTORY))).toThrow(CheckError)
    const trace: OutcomeNode = { type: 'result_check', field: 'status', expected: true, verifyWith: traceContains({ substring: 'x' }) }
    expect(() => evaluateOutcome(trace, run(HISTORY))).toThrowError(expect.objectContaining({ kind: 'not_implemented' }))
  })
})

describe('cross_turn_check', () => {
  const cross = (comparison: CrossTurnCheck['comparison'], source: TurnScope, target: TurnScope, field = 'parsed.score', normalize: CrossTurnCheck['normalize'] = []): OutcomeNode => ({
    type: 'cross_turn_check',
    sourceTurn: source,
    sourceField: field,
    targetTurn: target,
    targetField: field,
    comparison,
    normalize,
  })

  it('compares target <op> source with Python semantics', () => {
    expect(evaluateOutcome(cross('gt', firstTurn(), turnAt(1)), run(HISTORY))).toBe(true) // 10.0 > 3
    expect(evaluateOutcome(cross('lte', firstTurn(), turnAt(1)), run(HISTORY))).toBe(false)
    expect(evaluateOutcome(cross('eq', firstTurn(), lastTurn(), 'parsed.drug'), run(HISTORY))).toBe(true)
    expect(evaluateOutcome(cross('contains', firstTurn(), lastTurn(), 'parsed.drug'), run(HISTORY))).toBe(true)
  })

  it('is false for incomparable values and for quantifier or unresolvable scopes', () => {
    expect(evaluateOutcome(cross('gt', firstTurn(), lastTurn()), run(HISTORY))).toBe(false) // 'x' > 3
    expect(evaluateOutcome(cross('eq', anyTurn(), lastTurn()), run(HISTORY))).toBe(false)
    expect(evaluateOutcome(cross('eq', turnAt(9), lastTurn()), run(HISTORY))).toBe(false)
  })

  it('normalizes str() of both values, so numbers compare as text', () => {
    // str(10.0) = "10.0" < "3" lexicographically.
    expect(evaluateOutcome(cross('gt', firstTurn(), turnAt(1), 'parsed.score', ['strip']), run(HISTORY))).toBe(false)
    expect(evaluateOutcome(cross('eq', firstTurn(), turnAt(1), 'parsed.drug', ['strip', 'lowercase']), run(HISTORY))).toBe(true)
    expect(() => evaluateOutcome(cross('eq', firstTurn(), turnAt(1), 'parsed.drug', ['bogus']), run(HISTORY))).toThrow(CheckError)
  })
})

describe('aggregations and composition', () => {
  it('counts turns and finds the first match; null verify_result matches neither true nor false', () => {
    expect(evaluateOutcome({ type: 'count_turns', nodeId: null, verifyResult: null }, run(HISTORY))).toBe(3)
    expect(evaluateOutcome({ type: 'count_turns', nodeId: ['ask', 'confirm'], verifyResult: false }, run(HISTORY))).toBe(1)
    expect(evaluateOutcome({ type: 'first_match_index', nodeId: null, verifyResult: true }, run(HISTORY))).toBe(1)
    expect(evaluateOutcome({ type: 'first_match_index', nodeId: 'nowhere', verifyResult: null }, run(HISTORY))).toBe(-1)
  })

  it('composes with all_of / any_of (short-circuit) and at_least_n (evaluates every child)', () => {
    const throwing: OutcomeNode = { type: 'result_check', field: 'bogus', expected: 1, verifyWith: numericExact() }
    const yes = passed(turnAt(1))
    const no = passed(firstTurn())
    expect(evaluateOutcome({ type: 'all_of', conditions: [] }, run(HISTORY))).toBe(true)
    expect(evaluateOutcome({ type: 'any_of', conditions: [] }, run(HISTORY))).toBe(false)
    expect(evaluateOutcome({ type: 'all_of', conditions: [no, throwing] }, run(HISTORY))).toBe(false)
    expect(evaluateOutcome({ type: 'any_of', conditions: [yes, throwing] }, run(HISTORY))).toBe(true)
    expect(() => evaluateOutcome({ type: 'at_least_n', n: 1, conditions: [yes, throwing] }, run(HISTORY))).toThrow(CheckError)
    expect(evaluateOutcome({ type: 'at_least_n', n: 2, conditions: [yes, no, yes] }, run(HISTORY))).toBe(true)
    // An aggregation nested in a composition is an unknown leaf for Karenina: false.
    expect(evaluateOutcome({ type: 'any_of', conditions: [{ type: 'count_turns', nodeId: null, verifyResult: null }] }, run(HISTORY))).toBe(false)
  })
})
