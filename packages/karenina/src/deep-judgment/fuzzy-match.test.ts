import { describe, expect, it } from 'vitest'
import { acceptRubricExcerpt, acceptTemplateExcerpt, fuzzyMatchExcerpt } from './fuzzy-match.js'
import { findLongestMatch } from './fuzzy-match.js'

// 500 code points of ordinary prose: every common letter is "popular" for difflib's autojunk.
const TRACE_500 =
  'Mitochondria are membrane-bound organelles that generate most of the chemical energy needed to power the ' +
  'biochemical reactions of the cell. Chemical energy produced by the mitochondria is stored in a small molecule ' +
  'called adenosine triphosphate. Mitochondria contain their own small chromosomes. Generally, mitochondria, and ' +
  'therefore mitochondrial DNA, are inherited only from the mother. The inner membrane is folded into cristae, ' +
  'which increase the surface area available for the electron transpor'
const VERBATIM = 'the surface area available for the'

const compat = { compat: 'karenina-python' } as const

describe('fuzzyMatchExcerpt', () => {
  it('scores a verbatim excerpt 1.0 in both modes on short traces', () => {
    for (const options of [{}, compat]) {
      expect(fuzzyMatchExcerpt('answer is four', 'The answer is four.', options)).toEqual({ matchFound: true, similarity: 1 })
    }
  })

  it('default mode accepts a verbatim excerpt of a 500-char trace that compat mode (autojunk) rejects', () => {
    expect(Array.from(TRACE_500)).toHaveLength(500)
    expect(TRACE_500.includes(VERBATIM)).toBe(true)
    expect(fuzzyMatchExcerpt(VERBATIM, TRACE_500)).toEqual({ matchFound: true, similarity: 1 })
    // Python: SequenceMatcher(None, VERBATIM, TRACE_500).find_longest_match(...) == Match(a=5, b=28, size=1)
    const legacy = fuzzyMatchExcerpt(VERBATIM, TRACE_500, compat)
    expect(legacy.matchFound).toBe(false)
    expect(legacy.similarity).toBeCloseTo(1 / 34, 12)
    expect(acceptTemplateExcerpt(legacy, 0.8)).toBe(false)
  })

  it('autojunk switches on at exactly 200 code points of normalized trace', () => {
    const excerpt = 'the inner membrane of the organelle'
    const tail = 'ganelles found in most cells. Every eukaryotic cell relies on these organelles, and the enzymes of ' +
      'the electron transport chain are embedded in the inner membrane of the organelle.'
    const t199 = `${'ll but essential or'}${tail}`
    const t200 = `a${t199}`
    expect(Array.from(t199)).toHaveLength(199)
    expect(fuzzyMatchExcerpt(excerpt, t199, compat).similarity).toBe(1)
    expect(fuzzyMatchExcerpt(excerpt, t200, compat).similarity).toBeCloseTo(1 / 35, 12)
    expect(fuzzyMatchExcerpt(excerpt, t200).similarity).toBe(1)
  })

  it('normalizes Python whitespace (U+001F, U+3000) but not U+FEFF', () => {
    expect(fuzzyMatchExcerpt('a\u001fb\u3000c', 'x a b c y').similarity).toBe(1)
    expect(fuzzyMatchExcerpt('a\ufeffb', 'a b').similarity).toBeCloseTo(1 / 3, 12)
  })

  it('counts code points, not UTF-16 units', () => {
    expect(fuzzyMatchExcerpt('😀😀 ab', '😀😀 ax', compat)).toEqual({ matchFound: true, similarity: 0.8 })
  })

  it('returns (false, 0) for empty, whitespace-only or unmatched inputs', () => {
    expect(fuzzyMatchExcerpt('', 'abc')).toEqual({ matchFound: false, similarity: 0 })
    expect(fuzzyMatchExcerpt('abc', null)).toEqual({ matchFound: false, similarity: 0 })
    expect(fuzzyMatchExcerpt(' \n\t', 'abc')).toEqual({ matchFound: false, similarity: 0 })
    expect(fuzzyMatchExcerpt('xyz', 'abc')).toEqual({ matchFound: false, similarity: 0 })
  })
})

describe('acceptance rules', () => {
  const at75 = { matchFound: true, similarity: 0.75 }
  const at70 = { matchFound: false, similarity: 0.7 }
  it('template deep judgment: found OR above the threshold', () => {
    expect(acceptTemplateExcerpt(at75, 0.8)).toBe(true)
    expect(acceptTemplateExcerpt(at70, 0.6)).toBe(true)
    expect(acceptTemplateExcerpt(at70, 0.8)).toBe(false)
  })
  it('rubric deep judgment: found AND above the threshold', () => {
    expect(acceptRubricExcerpt(at75, 0.8)).toBe(false)
    expect(acceptRubricExcerpt(at75, 0.7)).toBe(true)
    expect(acceptRubricExcerpt(at70, 0.6)).toBe(false)
  })
})

describe('findLongestMatch', () => {
  const cp = (s: string) => Array.from(s)
  it('keeps the earlier block on ties, then extends it (difflib semantics)', () => {
    expect(findLongestMatch(cp('abxcd'), cp('cdzab'), { autojunk: false })).toEqual({ a: 0, b: 3, size: 2 })
  })
  it('extends the core match over popular elements', () => {
    // 'a' is popular in b (n = 200, 199 occurrences); the core is 'b', the extension then takes the 'a's.
    const b = cp(`${'a'.repeat(198)}ba`)
    expect(findLongestMatch(cp('aba'), b, { autojunk: true })).toEqual({ a: 0, b: 197, size: 3 })
    // An empty core still "extends" from position 0 of both sequences.
    expect(findLongestMatch(cp('aaa'), b, { autojunk: true })).toEqual({ a: 0, b: 0, size: 3 })
    expect(findLongestMatch(cp('xaa'), b, { autojunk: true }).size).toBe(0)
    expect(findLongestMatch(cp('xaa'), b, { autojunk: false }).size).toBe(2)
  })
})
