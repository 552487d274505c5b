import { describe, expect, it } from 'vitest'
import { CheckError } from '../errors/check-error.js'
import { ValidationError } from '../errors/validation-error.js'
import { allOf } from './all-of.js'
import { anyOf } from './any-of.js'
import { atLeastN } from './at-least-n.js'
import { evaluateStrategy } from './evaluate-strategy.js'
import { fieldCheck } from './field-check.js'
import { strategyFieldNames, strategyFromJSON, strategyLabel } from './strategy-node.js'

describe('evaluateStrategy', () => {
  it('passes a leaf only on exactly true (null is not a pass)', () => {
    expect(evaluateStrategy(fieldCheck('a'), { a: true })).toBe(true)
    expect(evaluateStrategy(fieldCheck('a'), { a: false })).toBe(false)
    expect(evaluateStrategy(fieldCheck('a'), { a: null })).toBe(false)
  })

  it('treats empty allOf as true and empty anyOf as false', () => {
    expect(evaluateStrategy(allOf(), {})).toBe(true)
    expect(evaluateStrategy(anyOf(), {})).toBe(false)
  })

  it('throws CheckError(key) for an unknown field when the leaf is reached', () => {
    const error = (() => {
      try {
        evaluateStrategy(allOf(fieldCheck('missing'), fieldCheck('a')), { a: false })
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(CheckError)
    expect((error as CheckError).kind).toBe('key')
    expect((error as CheckError).message).toContain("'missing'")
  })

  it('short-circuits allOf and anyOf left to right, so a later unknown field is never reached', () => {
    expect(evaluateStrategy(allOf(fieldCheck('a'), fieldCheck('missing')), { a: false })).toBe(false)
    expect(evaluateStrategy(anyOf(fieldCheck('a'), fieldCheck('missing')), { a: true })).toBe(true)
  })

  it('evaluates every child of atLeastN, so an unknown field throws even when n is met', () => {
    expect(() => evaluateStrategy(atLeastN(1, fieldCheck('a'), fieldCheck('missing')), { a: true })).toThrow(CheckError)
  })

  it('counts passes for atLeastN (n = 0 always passes, n > children never)', () => {
    const results = { a: true, b: true, c: null, d: false }
    const leaves = ['a', 'b', 'c', 'd'].map(fieldCheck)
    expect(evaluateStrategy(atLeastN(2, ...leaves), results)).toBe(true)
    expect(evaluateStrategy(atLeastN(3, ...leaves), results)).toBe(false)
    expect(evaluateStrategy(atLeastN(0), {})).toBe(true)
    expect(evaluateStrategy(atLeastN(5, ...leaves), { a: true, b: true, c: true, d: true })).toBe(false)
  })

  it('evaluates nested trees', () => {
    const tree = anyOf(fieldCheck('target'), allOf(fieldCheck('mechanism'), fieldCheck('is_approved')))
    expect(evaluateStrategy(tree, { target: false, mechanism: true, is_approved: true })).toBe(true)
    expect(evaluateStrategy(tree, { target: false, mechanism: true, is_approved: null })).toBe(false)
  })
})

describe('atLeastN', () => {
  it('rejects a negative or non-integer n with a ValidationError naming n', () => {
    expect(() => atLeastN(-1)).toThrow(ValidationError)
    expect(() => atLeastN(-1)).toThrow(/n: must be >= 0/)
    expect(() => atLeastN(1.5)).toThrow(/n: expected an integer/)
  })
})

describe('strategy helpers', () => {
  const tree = allOf(fieldCheck('a'), atLeastN(1, fieldCheck('b'), fieldCheck('a')))

  it('lists the referenced fields once, in tree order', () => {
    expect(strategyFieldNames(tree)).toEqual(['a', 'b'])
  })

  it('labels the root as Karenina records composition_strategy', () => {
    expect(strategyLabel(tree)).toBe('all_of')
    expect(strategyLabel(anyOf())).toBe('any_of')
    expect(strategyLabel(atLeastN(2))).toBe('at_least_n(2)')
    expect(strategyLabel(fieldCheck('a'))).toBe('fieldcheck')
  })

  it('round-trips the runtime JSON form and validates it', () => {
    expect(strategyFromJSON(JSON.parse(JSON.stringify(tree)))).toEqual(tree)
    expect(() => strategyFromJSON({ type: 'at_least_n', n: -2, conditions: [] })).toThrow(/n: must be >= 0/)
    expect(() => strategyFromJSON({ type: 'all_of', conditions: [{ type: 'field_check' }] })).toThrow(/conditions\[0\]\.field/)
    expect(() => strategyFromJSON({ type: 'one_of' })).toThrow(/unknown strategy node type "one_of"/)
  })
})
