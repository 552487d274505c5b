import { describe, expect, it } from 'vitest'
import { PyFloat } from '../../../src/compat/py-float-value.js'
import registry from './primitive-registry.js'
import primitives from './primitives.js'
import trace from './primitives-trace.js'

describe('primitives area adapter', () => {
  it('maps snake_case params to the camelCase factory options', async () => {
    const outcome = await primitives.run({
      primitive: 'NumericGraded',
      params: { cutoff: 0.25, full_credit: 0.01 },
      extracted: 46,
      ground_truth: 42,
    })
    expect(outcome.result).toBe(false)
    expect(outcome.score).toBeCloseTo(0.6448412698412698, 12)
  })

  it('separates construction failures from check failures', async () => {
    expect(await primitives.run({ primitive: 'NumericGraded', params: { cutoff: 0 }, extracted: 1, ground_truth: 1 })).toMatchObject({
      error: 'validation_error',
      phase: 'construct',
    })
    expect(await primitives.run({ primitive: 'NumericExact', params: {}, extracted: 'abc', ground_truth: 1 })).toMatchObject({
      error: 'value_error',
      phase: 'check',
    })
    expect(await primitives.run({ primitive: 'SemanticMatch', params: {}, extracted: 'a', ground_truth: 'a' })).toMatchObject({
      error: 'not_implemented',
      phase: 'check',
    })
  })

  it('keeps Python float typing from the vectors', async () => {
    const outcome = await primitives.run({ primitive: 'ExactMatch', params: {}, extracted: new PyFloat(5), ground_truth: '5' })
    expect(outcome).toEqual({ result: false, score: 0 })
  })
})

describe('primitives_trace area adapter', () => {
  it('returns check_trace on the raw trace', async () => {
    expect(await trace.run({ primitive: 'TraceLength', params: { max: 2 }, raw_trace: '👍👍' })).toEqual({ result: true })
    expect(await trace.run({ primitive: 'TraceLength', params: { min: 1.5 }, raw_trace: '' })).toMatchObject({
      error: 'validation_error',
      phase: 'construct',
    })
    expect(await trace.run({ primitive: 'TraceContains', params: { substring: 'x' }, raw_trace: null })).toMatchObject({
      error: 'type_error',
      phase: 'check',
    })
  })
})

describe('primitive_registry area adapter', () => {
  it('returns type, params with defaults and is_trace', async () => {
    expect(await registry.run({ serialized: { type: 'TraceLength' } })).toEqual({
      type: 'TraceLength',
      params: { min: null, max: null, unit: 'chars' },
      is_trace: true,
    })
    expect(await registry.run({ serialized: { type: 'Bogus' } })).toMatchObject({ error: 'value_error' })
    expect(await registry.run({ serialized: { type: 'NumericGraded', cutoff: 0 } })).toMatchObject({ error: 'validation_error' })
  })
})
