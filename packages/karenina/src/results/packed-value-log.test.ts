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

  it('keeps objects, bigints, symbols, functions and non-plain boxes by reference, each once', () => {
    const shared = { usage: { input_tokens: 3 } }
    const list = [1, 2]
    const sub = new SubFloat(2)
    const tagged = Object.assign(new PyFloat(3), { note: 'x' })
    const sym = Symbol('s')
    const fn = () => 1
    const back = roundTrip([
      [shared, list, 2n ** 70n, sym],
      [shared, sub, tagged, fn, list],
    ])
    expect(back[0]![0]).toBe(shared)
    expect(back[0]![1]).toBe(list)
    expect(back[0]![2]).toBe(2n ** 70n)
    expect(back[0]![3]).toBe(sym)
    expect(back[1]![0]).toBe(shared)
    expect(back[1]![1]).toBe(sub)
    expect(back[1]![2]).toBe(tagged)
    expect(back[1]![3]).toBe(fn)
    expect(back[1]![4]).toBe(list)
  })

  it('gives back many records in order across chunks, including a record larger than a chunk and empty ones', () => {
    const records: unknown[][] = []
    for (let i = 0; i < 5000; i++) records.push([i, `q${i}`, i * 0.5, i % 7 === 0 ? null : 'x'.repeat(i % 50)])
    records.splice(2500, 0, ['y'.repeat(200_000), 1], [], ['é'.repeat(70_000)])
    const back = roundTrip(records)
    expect(back).toHaveLength(records.length)
    back.forEach((b, i) => expectSameValues(b, records[i]!))
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
