import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CheckError } from '../errors/check-error.js'
import { applyNormalizer, applyNormalizers, synonymMap, type NormalizerName } from './normalizers.js'

const BUILT_INS: NormalizerName[] = ['lowercase', 'strip', 'remove_punctuation', 'collapse_whitespace']

// Characters each normalizer treats specially: Python-only whitespace (\x1c-\x1f, \x85), JS-only whitespace
// (\ufeff), ASCII and non-ASCII punctuation, and letters whose lowercasing is unusual (final sigma, İ, Kelvin).
const special = fc.constantFrom(...' \t\n\x0b\f\r\x1c\x1d\x1e\x1f\x85\xa0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000\ufeff\u200b', ...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~«»¿—', ...'ΣσςİıKßẞǅAbZ9')
const text = fc.oneof(
  fc.array(special, { maxLength: 16 }).map((chars) => chars.join('')),
  fc.string({ unit: 'binary', maxLength: 16 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
)

describe('normalizers are idempotent', () => {
  for (const name of BUILT_INS) {
    it(name, () => {
      fc.assert(
        fc.property(text, (t) => {
          const once = applyNormalizer(name, t)
          expect(applyNormalizer(name, once)).toBe(once)
        }),
        { numRuns: 1000 },
      )
    })
  }

  it('a synonym map whose values are not (other) keys', () => {
    const mapping = fc
      .dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 5 })
      .filter((m) => Object.entries(m).every(([, v]) => !Object.hasOwn(m, v) || m[v] === v))
    fc.assert(
      fc.property(mapping, fc.oneof(text, mapping.chain((m) => (Object.keys(m).length ? fc.constantFrom(...Object.keys(m)) : fc.constant('')))), (m, t) => {
        const map = synonymMap(m)
        const once = applyNormalizer(map, t)
        expect(applyNormalizer(map, once)).toBe(once)
      }),
      { numRuns: 500 },
    )
    // A chained mapping (a → b, b → c) is the one way a synonym map is not idempotent.
    expect(applyNormalizer(synonymMap({ a: 'b', b: 'c' }), applyNormalizer(synonymMap({ a: 'b', b: 'c' }), 'a'))).toBe('c')
  })

  it('a chain repeats its result when every whitespace normalizer runs after remove_punctuation', () => {
    // remove_punctuation can expose whitespace ("a . b" → "a  b"), so it must run first for the chain as a
    // whole to be idempotent; a single normalizer always is.
    const chain = fc
      .subarray(BUILT_INS)
      .chain((names) => fc.shuffledSubarray(names, { minLength: names.length, maxLength: names.length }))
      .map((names) => (names.includes('remove_punctuation') ? ['remove_punctuation' as const, ...names.filter((n) => n !== 'remove_punctuation')] : names))
    fc.assert(
      fc.property(chain, text, (names, t) => {
        const once = applyNormalizers(names, t)
        expect(applyNormalizers(names, once)).toBe(once)
      }),
      { numRuns: 1000 },
    )
    expect(applyNormalizers(['lowercase', 'strip', 'remove_punctuation'], 'a .')).toBe('a ')
    expect(applyNormalizers(['lowercase', 'strip', 'remove_punctuation'], 'a ')).toBe('a')
  })

  it('an unknown normalizer name fails at check time on every text', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((n) => !(BUILT_INS as string[]).includes(n)), text, (name, t) => {
        expect(() => applyNormalizer(name, t)).toThrow(CheckError)
      }),
      { numRuns: 200 },
    )
  })
})
