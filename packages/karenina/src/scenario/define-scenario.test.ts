import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ValidationError } from '../errors/validation-error.js'
import { exactMatch } from '../primitives/exact-match.js'
import { defineTemplate } from '../template/define-template.js'
import { field } from '../template/field.js'
import { defineScenario, type EdgeSpec } from './define-scenario.js'
import { evaluateOutcome } from './evaluate-outcome.js'
import { outcome } from './outcome-sugar.js'
import { END, type ScenarioEdge } from './scenario-definition.js'
import { initialState, resolveStatePath } from './scenario-state.js'
import { resolveNextEdge, stateCheck, stateCheckFromShorthand } from './state-check.js'
import type { ScenarioOutcomeSubject, TurnRecord } from './turn-record.js'
import { lastTurn } from './turn-scope.js'

const T = defineTemplate({ target: field(z.string(), { description: 'The target', groundTruth: 'BCL2', check: exactMatch() }) })
const node = (question: string) => ({ question, template: T })

function define(edges: EdgeSpec<'a' | 'b' | 'c'>[], entry: 'a' | 'b' | 'c' = 'a') {
  return defineScenario({ name: 'g', entry, nodes: { a: node('A?'), b: node('B?'), c: node('C?') }, edges })
}

function message(fn: () => unknown): string {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError)
    return (error as Error).message
  }
  throw new Error('did not throw')
}

describe('defineScenario — graph validation names the node and edge', () => {
  it('accepts a valid graph and freezes it', () => {
    const s = define([
      { from: 'a', to: 'b', when: { verify_result: false } },
      { from: 'a', to: 'c' },
      { from: 'b', to: 'c' },
      { from: 'c', to: END },
    ])
    expect(s.entryNode).toBe('a')
    expect(s.edges).toHaveLength(4)
    expect(Object.isFrozen(s)).toBe(true)
    expect(s.edges[0]!.condition).toMatchObject({ type: 'state_check', field: 'verify_result', expected: false })
  })

  it('unknown target', () => {
    const edges = [{ from: 'a', to: 'x' }] as unknown as EdgeSpec<'a' | 'b' | 'c'>[]
    expect(message(() => define(edges))).toBe('scenario "g" › (root): edges[0] (a → x): target "x" is not a node or END (known nodes: a, b, c)')
  })

  it('unknown source', () => {
    const edges = [{ from: 'a', to: 'b' }, { from: 'b', to: 'c' }, { from: 'zz', to: 'a' }] as unknown as EdgeSpec<'a' | 'b' | 'c'>[]
    expect(message(() => define(edges))).toContain('edges[2] (zz → a): source "zz" is not a node')
  })

  it('unknown entry', () => {
    expect(message(() => define([], 'q' as 'a'))).toContain('entry: entry node "q" is not a node')
  })

  it('orphan nodes', () => {
    expect(message(() => define([{ from: 'a', to: 'b' }]))).toBe('scenario "g" › (root): node "c" cannot be reached from the entry node "a"')
  })

  it('conditional edges without a fallback', () => {
    const m = message(() => define([{ from: 'a', to: 'b', when: { verify_result: true } }, { from: 'a', to: 'c', when: { turn: 3 } }]))
    expect(m).toContain('node "a" has conditional edges (edges[0] (a → b), edges[1] (a → c)) but no unconditional fallback')
  })

  it('two unconditional edges from one node', () => {
    const m = message(() => define([{ from: 'a', to: 'b' }, { from: 'a', to: 'c' }]))
    expect(m).toContain('node "a" has 2 unconditional edges (edges[0] (a → b) and edges[1] (a → c)); at most one is allowed')
  })

  it('bad shorthand and handover name the edge', () => {
    expect(message(() => define([{ from: 'a', to: 'b', when: { verify_result: true, turn: 1 } }, { from: 'a', to: 'c' }, { from: 'b', to: 'c' }]))).toContain(
      'edges[0] (a → b).when: a state check shorthand must have exactly one key',
    )
    expect(message(() => define([{ from: 'a', to: 'b', handover: 'summary' as never }, { from: 'b', to: 'c' }]))).toContain('unknown handover "summary"')
  })
})

describe('state paths and edge resolution', () => {
  const state = {
    ...initialState('a'),
    turn: 2,
    verify_result: false,
    parsed: { drug: 'venetoclax', 'a.b': 1 },
    accumulated: { tries: 2 },
    node_visits: { a: 2 },
    node_results: { a: { verify_result: false, parsed: { drug: 'venetoclax' }, rubric: { clarity: 4 } } },
  }

  it('resolves every documented path; missing is null (visits 0)', () => {
    expect(resolveStatePath('verify_result', state)).toBe(false)
    expect(resolveStatePath('turn', state)).toBe(2)
    expect(resolveStatePath('current_node', state)).toBe('a')
    expect(resolveStatePath('parsed.drug', state)).toBe('venetoclax')
    expect(resolveStatePath('parsed.a.b', state)).toBe(1)
    expect(resolveStatePath('parsed.none', state)).toBeNull()
    expect(resolveStatePath('accumulated.tries', state)).toBe(2)
    expect(resolveStatePath('node_visits.a', state)).toBe(2)
    expect(resolveStatePath('node_visits.b', state)).toBe(0)
    expect(resolveStatePath('node_results.a.verify_result', state)).toBe(false)
    expect(resolveStatePath('node_results.a.parsed.drug', state)).toBe('venetoclax')
    expect(resolveStatePath('node_results.a.rubric.clarity', state)).toBe(4)
    expect(resolveStatePath('node_results.b.verify_result', state)).toBeNull()
    expect(resolveStatePath('node_results.b', state)).toEqual({})
    expect(resolveStatePath('unknown', state)).toBeNull()
  })

  it('shorthand operators infer the primitive', () => {
    expect(stateCheckFromShorthand({ 'node_visits.a': { gte: 2 } }).verifyWith.toJSON()).toMatchObject({ type: 'NumericRange', min: 2 })
    expect(stateCheckFromShorthand({ 'node_visits.a': { gt: 2 } }).verifyWith.toJSON()).toMatchObject({ type: 'NumericRange', exclusive_min: true })
    expect(stateCheckFromShorthand({ 'parsed.drug': 'venetoclax' }).verifyWith.type).toBe('ExactMatch')
    expect(stateCheckFromShorthand({ turn: 2 }).verifyWith.type).toBe('NumericExact')
    expect(stateCheckFromShorthand({ verify_result: false }).verifyWith.type).toBe('BooleanMatch')
  })

  const edge = (target: string, condition: ScenarioEdge['condition'] = null, fn: ScenarioEdge['conditionFunction'] = null): ScenarioEdge => ({
    source: 'a',
    target,
    condition,
    conditionFunction: fn,
    conditionSource: null,
    handover: null,
  })

  it('first matching conditional wins; the fallback is used wherever it stands; a throwing condition does not match', () => {
    const fallback = edge('fallback')
    const first = edge('first', stateCheckFromShorthand({ verify_result: false }))
    const second = edge('second', [stateCheckFromShorthand({ turn: 2 }), stateCheckFromShorthand({ 'accumulated.tries': 2 })])
    expect(resolveNextEdge([fallback, first, second], state)?.target).toBe('first')
    expect(resolveNextEdge([fallback, second, first], state)?.target).toBe('second')
    const none = edge('none', stateCheckFromShorthand({ verify_result: true }))
    expect(resolveNextEdge([none, fallback], state)?.target).toBe('fallback')
    expect(resolveNextEdge([fallback, none], state)?.target).toBe('fallback')
    const throwing = edge('throws', null, () => {
      throw new Error('boom')
    })
    expect(resolveNextEdge([throwing, fallback], state)?.target).toBe('fallback')
    expect(resolveNextEdge([edge('fn', null, (s) => s.turn === 2), fallback], state)?.target).toBe('fn')
    // AND of a list: one false check fails the edge.
    expect(resolveNextEdge([edge('and', [stateCheckFromShorthand({ turn: 2 }), stateCheck('turn', 3, stateCheckFromShorthand({ turn: 3 }).verifyWith)]), fallback], state)?.target).toBe('fallback')
    expect(resolveNextEdge([], state)).toBeNull()
  })
})

describe('outcome sugar', () => {
  const turn = (nodeId: string, verifyResult: boolean | null, parsed: Record<string, unknown> = {}): TurnRecord => ({
    nodeId,
    questionText: '',
    rawResponse: `answer at ${nodeId}`,
    parsedFields: parsed,
    verifyResult,
  })
  const run = (history: TurnRecord[]): ScenarioOutcomeSubject => ({ scenarioId: 's', status: 'completed', path: history.map((t) => t.nodeId), turnCount: history.length, history })

  it('builds checks that evaluate as Karenina sugar does', () => {
    const r = run([turn('ask', false, { dose: 400 }), turn('hint', true, { dose: 400 })])
    expect(evaluateOutcome(outcome.lastTurn({ verify_result: true }), r)).toBe(true)
    expect(evaluateOutcome(outcome.lastTurn({ verify_result: true, node_id: 'hint' }), r)).toBe(true)
    expect(evaluateOutcome(outcome.lastTurn({ verify_result: true, node_id: 'ask' }), r)).toBe(false)
    expect(evaluateOutcome(outcome.firstTurn({ node_id: 'ask' }), r)).toBe(true)
    expect(evaluateOutcome(outcome.statusIs('completed'), r)).toBe(true)
    expect(evaluateOutcome(outcome.turnCountGte(2), r)).toBe(true)
    expect(evaluateOutcome(outcome.turnCountGte(3), r)).toBe(false)
    expect(evaluateOutcome(outcome.turnCountEq(2), r)).toBe(true)
    expect(evaluateOutcome(outcome.countTurns({ verifyResult: false }), r)).toBe(1)
    expect(evaluateOutcome(outcome.firstMatchIndex({ verifyResult: true }), r)).toBe(1)
    expect(evaluateOutcome(outcome.anyTurn({ verify_result: true }, { node: 'ask' }), r)).toBe(false)
    expect(evaluateOutcome(outcome.allTurns({ 'parsed.dose': 400 }), r)).toBe(true)
    // No vacuous truth: no turn at the node → false for both quantifiers.
    expect(evaluateOutcome(outcome.allTurns({ verify_result: true }, { node: 'never' }), r)).toBe(false)
    expect(evaluateOutcome(outcome.anyTurn({ verify_result: true }, { node: 'never' }), r)).toBe(false)
    const cross = outcome.crossTurn({ source: { type: 'first_turn' }, sourceField: 'parsed.dose', target: lastTurn(), targetField: 'parsed.dose', comparison: 'eq' })
    expect(evaluateOutcome(cross, r)).toBe(true)
    expect(evaluateOutcome(outcome.allOf(outcome.statusIs('completed'), outcome.turnCountEq(3)), r)).toBe(false)
    expect(evaluateOutcome(outcome.anyOf(outcome.statusIs('error'), outcome.turnCountEq(2)), r)).toBe(true)
    expect(evaluateOutcome(outcome.atLeastN(2, outcome.statusIs('completed'), outcome.turnCountEq(2), outcome.statusIs('error')), r)).toBe(true)
  })
})
