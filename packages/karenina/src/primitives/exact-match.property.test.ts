import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { exactMatch } from './exact-match.js'
import { synonymMap } from './normalizers.js'

// Written out here (not imported) so that the test states the spec's sets independently of the code.
const PY_WHITESPACE = [...'\t\n\x0b\f\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000']
const PUNCTUATION = [...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~']
const LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789àéîöüçñÀÉÎÖÜÇÑαβγΑΒΓжЖ']

const word = fc.array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: 8 }).map((c) => c.join(''))
const words = fc.array(word, { minLength: 1, maxLength: 4 })
const whitespaceRun = (minLength: number) => fc.array(fc.constantFrom(...PY_WHITESPACE), { minLength, maxLength: 4 }).map((c) => c.join(''))
const RUNS = { numRuns: 500 }

describe('ExactMatch passes on every variant its normalizer erases', () => {
  it('lowercase: any mix of letter cases', () => {
    const check = exactMatch({ normalize: ['lowercase'] })
    const cased = (s: string) => fc.array(fc.boolean(), { minLength: [...s].length, maxLength: [...s].length }).map((up) => [...s].map((c, i) => (up[i] ? c.toUpperCase() : c.toLowerCase())).join(''))
    fc.assert(fc.property(words.map((w) => w.join(' ')).chain((gt) => fc.tuple(fc.constant(gt), cased(gt))), ([gt, variant]) => check.check(variant, gt)), RUNS)
  })

  it('strip: Python whitespace (not JS trim’s set) before and after', () => {
    const check = exactMatch({ normalize: ['strip'] })
    fc.assert(fc.property(words, whitespaceRun(0), whitespaceRun(0), (w, before, after) => check.check(before + w.join(' ') + after, w.join(' '))), RUNS)
    // \ufeff is whitespace for JS trim() but not for Python's strip().
    expect(check.check('\ufeffBCL2', 'BCL2')).toBe(false)
  })

  it('remove_punctuation: ASCII punctuation inserted anywhere', () => {
    const check = exactMatch({ normalize: ['remove_punctuation'] })
    const withPunctuation = words.chain((w) => {
      const gt = w.join(' ')
      return fc
        .array(fc.tuple(fc.nat(gt.length), fc.constantFrom(...PUNCTUATION)), { maxLength: 5 })
        .map((inserts) => [gt, inserts.reduce((s, [at, p]) => s.slice(0, at) + p + s.slice(at), gt)] as const)
    })
    fc.assert(fc.property(withPunctuation, ([gt, variant]) => check.check(variant, gt)), RUNS)
    expect(check.check('BCL2«»', 'BCL2')).toBe(false)
  })

  it('collapse_whitespace: any whitespace runs between words and around them', () => {
    const check = exactMatch({ normalize: ['collapse_whitespace'] })
    const spaced = words.chain((w) =>
      fc
        .tuple(fc.array(whitespaceRun(1), { minLength: w.length, maxLength: w.length }), whitespaceRun(0), whitespaceRun(0))
        .map(([gaps, before, after]) => [w.join(' '), before + w.map((x, i) => (i === 0 ? x : gaps[i]! + x)).join('') + after] as const),
    )
    fc.assert(fc.property(spaced, ([gt, variant]) => check.check(variant, gt)), RUNS)
  })

  it('a synonym map: every key matches its value', () => {
    fc.assert(
      fc.property(fc.dictionary(word, word, { minKeys: 1, maxKeys: 5 }), (mapping) => {
        const check = exactMatch({ normalize: [synonymMap(mapping)] })
        return Object.entries(mapping).every(([key, value]) => Object.hasOwn(mapping, value) || check.check(key, value))
      }),
      RUNS,
    )
  })

  it('the default normalizers (lowercase, strip) erase case and surrounding whitespace together', () => {
    const check = exactMatch()
    fc.assert(fc.property(word, whitespaceRun(0), whitespaceRun(0), fc.boolean(), (w, before, after, upper) => check.check(before + (upper ? w.toUpperCase() : w) + after, w.toLowerCase())), RUNS)
  })
})

describe('ExactMatch fails when the difference is not erased', () => {
  it('a changed word fails under any built-in normalizers', () => {
    const all = exactMatch({ normalize: ['lowercase', 'strip', 'remove_punctuation', 'collapse_whitespace'] })
    fc.assert(fc.property(word, word, (a, b) => all.check(a, b) === (a.toLowerCase() === b.toLowerCase())), RUNS)
  })

  it('without normalizers only the identical string passes', () => {
    const raw = exactMatch({ normalize: [] })
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => raw.check(a, b) === (a === b)), RUNS)
  })
})
