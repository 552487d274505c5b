import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { clonePlain } from './clone-plain.js'

describe('clonePlain', () => {
  it('gives what structuredClone gives for JSON-like and odd values alike', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withDate: true, withMap: true, withSet: true, withBigInt: true, withTypedArray: true }), (value) => {
        expect(clonePlain(value)).toStrictEqual(structuredClone(value))
      }),
      { numRuns: 1000 },
    )
  })

  it('copies deeply: the copy shares no object with the original', () => {
    const original = { a: { b: [1, { c: 2 }] } }
    const copy = clonePlain(original)
    copy.a.b.push(3)
    ;(copy.a.b[1] as { c: number }).c = 9
    expect(original).toEqual({ a: { b: [1, { c: 2 }] } })
  })

  it('throws as structuredClone does on a function', () => {
    expect(() => clonePlain({ f: () => 1 })).toThrow(/could not be cloned/)
  })
})
