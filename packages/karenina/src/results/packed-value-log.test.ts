import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PyFloat } from '../compat/py-float-value.js'
import { PackedValueLog } from './packed-value-log.js'

function roundTrip(records: readonly (readonly unknown[])[]): unknown[][] {
  const log = new PackedValueLog()
  for (const record of records) log.append(record)
  expect(log.length).toBe(records.length)
  return [...log.records()]
}

/** Same values: Object.is for primitives (-0, NaN), equal value for PyFloat boxes. */
function expectSameValues(back: readonly unknown[], values: readonly unknown[]): void {
  expect(back).toHaveLength(values.length)
  values.forEach((v, i) => {
    const b = back[i]
    if (v instanceof PyFloat && Object.getPrototypeOf(v) === PyFloat.prototype) {
      expect(b).toBeInstanceOf(PyFloat)
      expect(Object.is((b as PyFloat).value, v.value)).toBe(true)
    } else expect(Object.is(b, v), `value ${i}: ${String(b)} vs ${String(v)}`).toBe(true)
  })
}

class SubFloat extends PyFloat {}

describe('PackedValueLog', () => {
  it('gives back numbers, strings, booleans, null, undefined and PyFloat boxes equal to the ones appended', () => {
    const values = [
      0, -0, 1, -1, 2 ** 30 - 1, -(2 ** 30), 2 ** 30, -(2 ** 30) - 1, 2 ** 31, 2 ** 53, -(2 ** 53), 0.1, 1e-300, 1e300, NaN, Infinity, -Infinity, Number.MIN_VALUE,
      '', 'b1', '2026-11-25 14:40:08', '\x00\xff', 'é', '咖啡', '😀', '\ud800', 'a\udc00b', '\ud83d', `${'x'.repeat(300)}é`,
      true, false, null, undefined,
      new PyFloat(1), new PyFloat(-0), new PyFloat(NaN), new PyFloat(1e16),
    ]
    const [back] = roundTrip([values])
    expectSameValues(back!, values)
  })

  it('writes a plain object or array as bytes the first time (read back equal, keys in order), and keeps one appended again by reference', () => {
    const usage = { answer_generation: { input_tokens: 33, output_tokens: 7, model: 'openai_endpoint:a', cost: new PyFloat(2) }, total: { input_tokens: 33 }, '2': -0, '1': [1, 'é', null, undefined] }
    const list = [1, [2, { x: '😀' }], {}]
    const shared = { interface: 'openai_endpoint', model_name: 'm' }
    const back = roundTrip([
      [usage, list, shared],
      [shared, 1],
      [shared],
    ])
    expect(back[0]![0]).not.toBe(usage)
    expect(back[0]![0]).toStrictEqual(usage)
    expect(Object.keys(back[0]![0] as object)).toEqual(Object.keys(usage))
    expect(Object.keys((back[0]![0] as typeof usage).answer_generation)).toEqual(Object.keys(usage.answer_generation))
    expect(Object.is((back[0]![0] as typeof usage)['2'], -0)).toBe(true)
    expect((back[0]![0] as typeof usage).answer_generation.cost).toBeInstanceOf(PyFloat)
    expect(back[0]![1]).not.toBe(list)
    expect(back[0]![1]).toStrictEqual(list)
    // First written as bytes; from its second append on, the one object by reference.
    expect(back[0]![2]).toStrictEqual(shared)
    expect(back[1]![0]).toBe(shared)
    expect(back[2]![0]).toBe(shared)
  })

  it('keeps bigints, symbols, functions, class instances, non-plain boxes and objects that are not plain data by reference, each once', () => {
    const sub = new SubFloat(2)
    const tagged = Object.assign(new PyFloat(3), { note: 'x' })
    const sym = Symbol('s')
    const fn = () => 1
    const instance = new (class Usage {
      input_tokens = 1
    })()
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { a: 1 })
    const protoKey = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as object
    const symbolKeyed = { a: 1, [sym]: 2 }
    const holes = [1, , 3]
    const extra = Object.assign([1, 2], { note: 'x' })
    const refs = [2n ** 70n, sym, fn, sub, tagged, instance, bare, protoKey, symbolKeyed, holes, extra]
    const back = roundTrip([refs, [...refs].reverse()])
    refs.forEach((ref, i) => {
      expect(back[0]![i]).toBe(ref)
      expect(back[1]![refs.length - 1 - i]).toBe(ref)
    })
    // Inside plain data, such a value is kept by reference in place.
    const [[wrapped]] = roundTrip([[{ usage: instance, list: [bare] }]]) as [[{ usage: unknown; list: unknown[] }]]
    expect(wrapped.usage).toBe(instance)
    expect(wrapped.list[0]).toBe(bare)
  })

  it('ends a cycle of plain objects by keeping the part deeper than its depth limit by reference', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' }
    cyclic.self = cyclic
    const [[back]] = roundTrip([[cyclic]]) as [[Record<string, unknown>]]
    let node = back
    let depth = 0
    while (node !== cyclic) {
      expect(node.name).toBe('loop')
      node = node.self as Record<string, unknown>
      depth++
    }
    expect(depth).toBeGreaterThan(10)
  })

  it('gives back many records in order across chunks, including a record larger than a chunk and empty ones', () => {
    const records: unknown[][] = []
    for (let i = 0; i < 5000; i++) records.push([i, `q${i}`, i * 0.5, i % 7 === 0 ? null : 'x'.repeat(i % 50)])
    records.splice(2500, 0, ['y'.repeat(200_000), 1], [], ['é'.repeat(70_000)])
    const back = roundTrip(records)
    expect(back).toHaveLength(records.length)
    back.forEach((b, i) => expectSameValues(b, records[i]!))
  })

  it('gives back arbitrary JSON values equal, keys in order', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.jsonValue(), { maxLength: 6 }), { maxLength: 20 }), (records) => {
        const back = roundTrip(records)
        back.forEach((b, i) => {
          expect(b).toStrictEqual(records[i])
          expect(JSON.stringify(b)).toBe(JSON.stringify(records[i]))
        })
      }),
      { numRuns: 300 },
    )
  })

  it('gives back arbitrary primitive records unchanged, and reads the same twice', () => {
    const primitive = fc.oneof(fc.double(), fc.integer(), fc.string({ unit: 'binary' }), fc.boolean(), fc.constantFrom(null, undefined, -0))
    fc.assert(
      fc.property(fc.array(fc.array(primitive, { maxLength: 12 }), { maxLength: 30 }), (records) => {
        const log = new PackedValueLog()
        for (const record of records) log.append(record)
        for (let pass = 0; pass < 2; pass++) {
          const back = [...log.records()]
          expect(back).toHaveLength(records.length)
          back.forEach((b, i) => expectSameValues(b, records[i]!))
        }
      }),
      { numRuns: 300 },
    )
  })
})
