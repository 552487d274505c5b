import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compareCodePoints } from './compare-code-points.js'

/** The definition: code point by code point (surrogate pairs as one, lone surrogates as themselves). */
function reference(a: string, b: string): number {
  const ia = a[Symbol.iterator]()
  const ib = b[Symbol.iterator]()
  for (;;) {
    const x = ia.next()
    const y = ib.next()
    if (x.done || y.done) return x.done ? (y.done ? 0 : -1) : 1
    const d = x.value.codePointAt(0)! - y.value.codePointAt(0)!
    if (d !== 0) return d
  }
}

describe('compareCodePoints', () => {
  it('sorts like Python sorted() on str', () => {
    expect(['😀', '\uffff', 'a', 'ab', ''].sort(compareCodePoints)).toEqual(['', 'a', 'ab', '\uffff', '😀'])
  })

  it('returns what comparing code point by code point returns, lone surrogates included', () => {
    const cases: [string, string][] = [
      ['b1', 'b10'],
      ['b10', 'b9'],
      ['', ''],
      ['a', ''],
      ['\ue000', '😀'],
      ['😀', '\ud83d'],
      ['\udc00', '😀'],
      ['\ud800', '\ue000'],
      ['x😀a', 'x😁'],
      ['x\ud83d\ude00', 'x\ud83d\ude01'],
      ['\ud83d', '\ud83d\ude00'],
    ]
    for (const [a, b] of cases) {
      expect(compareCodePoints(a, b)).toBe(reference(a, b))
      expect(compareCodePoints(b, a)).toBe(reference(b, a))
    }
    const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 8 }), fc.string({ unit: fc.constantFrom('a', 'b', '\ud83d', '\ude00', '\ude01', '\ue000', '\uffff'), maxLength: 6 }))
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(compareCodePoints(a, b)).toBe(reference(a, b))
      }),
      { numRuns: 2000 },
    )
  })
})
