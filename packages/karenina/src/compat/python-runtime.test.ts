import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fuzzyMatchExcerpt } from '../deep-judgment/fuzzy-match.js'
import { applyNormalizer } from '../primitives/normalizers.js'
import { pyJsonDumps } from './py-json.js'
import { pyFloatRepr } from './py-str.js'
import { pySplitWhitespace, pyStrip } from './py-whitespace.js'

// CPython 3.11 on random inputs (test/fixtures/compat/generate-runtime-fixtures.py): float repr, json.dumps,
// str.lower/strip/split, and difflib's autojunk longest match as Karenina's excerpt matching uses it.
const fixture = JSON.parse(readFileSync(new URL('../../test/fixtures/compat/py-runtime.json', import.meta.url), 'utf8')) as {
  repr: [number, string][]
  dumps: [string, string, string][]
  lower: [string, string][]
  strip: [string, string, string[]][]
  fuzzy: [string, string, number][]
}

/** The cases where `actual` differs from CPython, with both values, so a failure shows every difference. */
function differences<T>(cases: readonly T[], check: (c: T) => [unknown, unknown]): unknown[] {
  return cases.flatMap((c) => {
    const [actual, python] = check(c)
    return Object.is(actual, python) || JSON.stringify(actual) === JSON.stringify(python) ? [] : [{ case: c, actual }]
  })
}

describe('Python runtime semantics against CPython 3.11', () => {
  it(`repr(float): ${fixture.repr.length} random and boundary values`, () => {
    expect(differences(fixture.repr, ([x, python]) => [pyFloatRepr(x), python])).toEqual([])
  })

  it(`json.dumps of ${fixture.dumps.length} random strings, with and without ensure_ascii`, () => {
    expect(differences(fixture.dumps, ([s, ascii]) => [pyJsonDumps(s), ascii])).toEqual([])
    expect(differences(fixture.dumps, ([s, , unicode]) => [pyJsonDumps(s, { ensureAscii: false }), unicode])).toEqual([])
  })

  it(`str.lower (the lowercase normalizer), str.strip and str.split on ${fixture.lower.length} strings`, () => {
    expect(differences(fixture.lower, ([s, lower]) => [applyNormalizer('lowercase', s), lower])).toEqual([])
    expect(differences(fixture.strip, ([s, stripped]) => [pyStrip(s), stripped])).toEqual([])
    expect(differences(fixture.strip, ([s, , split]) => [pySplitWhitespace(s), split])).toEqual([])
  })

  it(`excerpt similarity in compat mode equals difflib's autojunk longest match (${fixture.fuzzy.length} cases)`, () => {
    expect(fixture.fuzzy.filter(([, trace]) => pySplitWhitespace(trace).join(' ').length >= 200).length).toBeGreaterThan(50)
    const compat = differences(fixture.fuzzy, ([excerpt, trace, python]) => {
      const similarity = fuzzyMatchExcerpt(excerpt, trace, { compat: 'karenina-python' }).similarity
      return [Math.abs(similarity - python) <= 1e-12 ? python : similarity, python]
    })
    expect(compat).toEqual([])
    // The default (a true longest common substring) departs from difflib on long traces: that is the fix.
    const byDefault = fixture.fuzzy.filter(([excerpt, trace, python]) => Math.abs(fuzzyMatchExcerpt(excerpt, trace).similarity - python) > 1e-12)
    expect(byDefault.length).toBeGreaterThan(0)
  })
})
