import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyNormalizers, synonymMap, type Normalizer } from '../primitives/normalizers.js'
import { ASCII_PUNCTUATION, PYTHON_WHITESPACE, nearMissTexts, normalizerVariants } from './normalizer-variants.js'

const BUILT_INS = ['lowercase', 'strip', 'remove_punctuation', 'collapse_whitespace'] as const

// Texts mixing the characters normalizers care about: letters with tricky cases (final sigma, dotted I,
// Kelvin sign, sharp s), Python whitespace, ASCII and non-ASCII punctuation.
const tricky = fc
  .array(fc.constantFrom(...'aBcXyZ09 ', 'Σ', 'σ', 'ς', 'İ', 'ı', 'K', 'ß', 'É', ...PYTHON_WHITESPACE.slice(0, 8), '\u3000', ...ASCII_PUNCTUATION.slice(0, 8), '«', '¿', '\ufeff'), { maxLength: 12 })
  .map((chars) => chars.join(''))
const text = fc.oneof(tricky, fc.string({ unit: 'binary', maxLength: 10 }), fc.string({ maxLength: 10 }))
const chain: fc.Arbitrary<Normalizer[]> = fc.array(fc.constantFrom<Normalizer>(...BUILT_INS), { maxLength: 5 })

describe('normalizerVariants', () => {
  it('every variant normalizes like the text, for any chain of built-in normalizers', () => {
    fc.assert(
      fc.property(chain, text, (normalizers, t) => {
        const target = applyNormalizers(normalizers, t)
        for (const variant of fc.sample(normalizerVariants(normalizers, t), { numRuns: 20 })) {
          expect(applyNormalizers(normalizers, variant), JSON.stringify({ normalizers, t, variant })).toBe(target)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('synonym maps anywhere in the chain', () => {
    const withMap = fc.tuple(chain, chain, fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 3 })).map(([a, b, mapping]) => [
      ...a,
      synonymMap(mapping),
      ...b,
    ])
    fc.assert(
      fc.property(withMap, tricky, (normalizers, t) => {
        const target = applyNormalizers(normalizers, t)
        for (const variant of fc.sample(normalizerVariants(normalizers, t), { numRuns: 10 })) expect(applyNormalizers(normalizers, variant)).toBe(target)
        for (const miss of fc.sample(nearMissTexts(normalizers, t), { numRuns: 10 })) expect(applyNormalizers(normalizers, miss)).not.toBe(target)
      }),
      { numRuns: 200 },
    )
  })

  it('really varies the text for each normalizer', () => {
    const sample = (normalizers: Normalizer[], t: string) => fc.sample(normalizerVariants(normalizers, t), { numRuns: 200, seed: 5 })
    expect(sample(['lowercase'], 'BCL2').some((v) => v !== 'BCL2')).toBe(true)
    expect(sample(['strip'], 'BCL2').some((v) => v.length > 4 && v.includes('BCL2'))).toBe(true)
    expect(sample(['remove_punctuation'], 'BCL2').some((v) => /[-.,!]/.test(v) || v.length > 4)).toBe(true)
    expect(sample(['collapse_whitespace'], 'cell death').some((v) => v.includes('cell') && !v.includes('cell death'))).toBe(true)
    expect(sample([], 'BCL2')).toEqual(Array(200).fill('BCL2'))
  })

  it('rejects an unknown normalizer name', () => {
    expect(() => normalizerVariants(['lowercase', 'upper'], 'x')).toThrow(/unknown normalizer "upper"/)
    expect(() => nearMissTexts(['upper'], 'x')).toThrow(/unknown normalizer "upper"/)
  })
})

describe('nearMissTexts', () => {
  it('never normalizes like the text, for any chain of built-in normalizers', () => {
    fc.assert(
      fc.property(chain, text, (normalizers, t) => {
        const target = applyNormalizers(normalizers, t)
        for (const miss of fc.sample(nearMissTexts(normalizers, t), { numRuns: 20 })) {
          expect(applyNormalizers(normalizers, miss), JSON.stringify({ normalizers, t, miss })).not.toBe(target)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('stays close to the text (one substitution or one extra character)', () => {
    for (const miss of fc.sample(nearMissTexts(['lowercase'], 'BCL2'), { numRuns: 100, seed: 9 })) {
      expect(miss.length === 4 || miss.length === 5).toBe(true)
      expect(miss.toLowerCase()).not.toBe('bcl2')
    }
  })
})

describe('the constants', () => {
  it('match the normalizers they describe', () => {
    for (const ws of PYTHON_WHITESPACE) expect(applyNormalizers(['strip'], `${ws}x${ws}`)).toBe('x')
    expect(applyNormalizers(['remove_punctuation'], ASCII_PUNCTUATION.join(''))).toBe('')
    expect(ASCII_PUNCTUATION).toHaveLength(32)
  })
})
