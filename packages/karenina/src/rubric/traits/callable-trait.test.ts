import { describe, expect, it } from 'vitest'
import { CheckError } from '../../errors/check-error.js'
import { ValidationError } from '../../errors/validation-error.js'
import { callableTrait, callableTraitFromJSON, evaluateCallableTrait, resolveCallableFunction } from './callable-trait.js'

// A cloudpickle payload as Karenina writes it (base64 in JSON); never executed here.
const PICKLE = 'gASVMAAAAAAAAACMF2Nsb3VkcGlja2xlLmNsb3VkcGlja2xllIwOX21ha2VfZnVuY3Rpb26Uk5Qu'

describe('CallableRubricTrait', () => {
  it('keeps the stored Python code verbatim on round trip and fills defaults', () => {
    const raw = { name: 'has_refs', description: 'Cites references', kind: 'boolean', callable_code: PICKLE, min_score: null, max_score: null, invert_result: false, higher_is_better: true }
    const trait = callableTraitFromJSON(raw)
    expect(trait).toEqual({ ...raw, summary: null, classes: null })
    expect(callableTraitFromJSON(JSON.parse(JSON.stringify(trait))).callable_code).toBe(PICKLE)
    expect(callableTraitFromJSON({ name: 'x', kind: 'boolean', callable_code: PICKLE }).higher_is_better).toBe(true)
  })

  it('encodes Python bytes given as a Uint8Array as base64', () => {
    const trait = callableTraitFromJSON({ name: 'x', kind: 'boolean', callable_code: new Uint8Array([0x80, 0x04, 0x95]) })
    expect(trait.callable_code).toBe('gASV')
  })

  it('literal: classes required (2–20), min/max derived when unset', () => {
    const trait = callableTraitFromJSON({ name: 'x', kind: 'literal', callable_code: '', classes: { a: 'A', b: 'B', c: 'C' } })
    expect([trait.min_score, trait.max_score]).toEqual([0, 2])
    expect(() => callableTraitFromJSON({ name: 'x', kind: 'literal', callable_code: '' })).toThrow(/classes field is required/)
    expect(() => callableTraitFromJSON({ name: 'x', kind: 'literal', callable_code: '', classes: { a: 'A' } })).toThrow(/at least 2 classes/)
  })

  it('factory: score needs min < max, boolean takes no bounds; the function is bound, not serialized', () => {
    expect(() => callableTrait({ name: 's', kind: 'score', fn: () => 1 })).toThrow("min_score and max_score are required when kind='score'")
    expect(() => callableTrait({ name: 's', kind: 'score', minScore: 5, maxScore: 5, fn: () => 1 })).toThrow('min_score (5) must be less than max_score (5)')
    expect(() => callableTrait({ name: 'b', kind: 'boolean', minScore: 1, fn: () => true })).toThrow(ValidationError)
    const fn = (text: string) => text.length > 3
    const trait = callableTrait({ name: 'b', kind: 'boolean', fn })
    expect(trait.callable_code).toBe('')
    expect(JSON.parse(JSON.stringify(trait))).not.toHaveProperty('fn')
    expect(resolveCallableFunction(trait)).toBe(fn)
    const override = () => false
    expect(resolveCallableFunction(trait, { b: override })).toBe(override)
    expect(resolveCallableFunction(callableTraitFromJSON({ name: 'b', kind: 'boolean', callable_code: PICKLE }))).toBeNull()
  })

  it('evaluates: boolean (inverted), literal index, score without clamping (floats allowed)', async () => {
    const inverted = callableTrait({ name: 'b', kind: 'boolean', invertResult: true, fn: () => true })
    expect(await evaluateCallableTrait(inverted, 'x', () => true)).toBe(false)
    const literal = callableTraitFromJSON({ name: 'l', kind: 'literal', callable_code: '', classes: { low: 'L', high: 'H' } })
    expect(await evaluateCallableTrait(literal, 'x', () => 'high')).toBe(1)
    const score = callableTrait({ name: 's', kind: 'score', minScore: 0, maxScore: 10, fn: () => 1 })
    expect(await evaluateCallableTrait(score, 'x', async () => 7.5)).toBe(7.5)
  })

  it.each<[string, Record<string, unknown>, () => unknown, RegExp]>([
    ['boolean kind returning a number', { name: 'b', kind: 'boolean' }, () => 1, /must return a boolean, got number/],
    ['literal kind returning an unknown class', { name: 'l', kind: 'literal', classes: { a: 'A', b: 'B' } }, () => 'c', /'c' is not a class/],
    ['score out of range', { name: 's', kind: 'score', min_score: 1, max_score: 5 }, () => 6, /Score 6 is above maximum 5/],
    ['score below range', { name: 's', kind: 'score', min_score: 1, max_score: 5 }, () => 0, /Score 0 is below minimum 1/],
    ['a throwing function', { name: 't', kind: 'boolean' }, (): never => { throw new Error('boom') }, /boom/],
  ])('throws CheckError(runtime) for %s', async (_case, raw, fn, message) => {
    const trait = callableTraitFromJSON({ callable_code: '', ...raw })
    const error = await evaluateCallableTrait(trait, 'x', fn as () => boolean).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CheckError)
    expect((error as CheckError).kind).toBe('runtime')
    expect((error as Error).message).toMatch(/^Failed to evaluate callable trait '\w+': /)
    expect((error as Error).message).toMatch(message)
  })
})
