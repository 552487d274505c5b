import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { codePointLength, isPyWhitespace, PY_WHITESPACE_CLASS, pyLstrip, pyRstrip, pySplitWhitespace, pyStrip } from './py-whitespace.js'

// Python 3.11: [c for c in map(chr, range(0x110000)) if c.isspace()]
const PYTHON_ISSPACE = [
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003,
  0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
]

describe('isPyWhitespace', () => {
  it('matches exactly Python str.isspace over the BMP', () => {
    const found: number[] = []
    for (let cp = 0; cp < 0x10000; cp++) if (isPyWhitespace(String.fromCodePoint(cp))) found.push(cp)
    expect(found).toEqual(PYTHON_ISSPACE)
  })

  it('excludes U+FEFF and U+200B, unlike JS trim()', () => {
    expect(isPyWhitespace('\ufeff')).toBe(false)
    expect(isPyWhitespace('\u200b')).toBe(false)
  })

  it('is usable inside a u-flag character class', () => {
    expect(new RegExp(`^[^${PY_WHITESPACE_CLASS}]+$`, 'u').test('a\ufeffb')).toBe(true)
  })
})

describe('pyStrip / pyLstrip / pyRstrip', () => {
  it('strips the Python set on each side', () => {
    expect(pyStrip('\x1c\u3000 BCL2 \x85\x1f')).toBe('BCL2')
    expect(pyLstrip('\t a \t')).toBe('a \t')
    expect(pyRstrip('\t a \t')).toBe('\t a')
  })

  it('keeps U+FEFF and U+200B', () => {
    expect(pyStrip('\ufeffx\u200b')).toBe('\ufeffx\u200b')
  })

  it('returns "" for whitespace-only text', () => {
    expect(pyStrip(' \n\u2028')).toBe('')
    expect(pyRstrip(' \n')).toBe('')
  })
})

describe('pySplitWhitespace', () => {
  it('splits on runs and drops empty pieces like str.split()', () => {
    expect(pySplitWhitespace('  a \x1c\x1d b\u00a0c  ')).toEqual(['a', 'b', 'c'])
    expect(pySplitWhitespace('')).toEqual([])
    expect(pySplitWhitespace(' \t ')).toEqual([])
    expect(pySplitWhitespace('a\ufeffb')).toEqual(['a\ufeffb'])
  })
})

describe('codePointLength', () => {
  it('counts astral characters once and lone surrogates once', () => {
    expect(codePointLength('a😀b')).toBe(3)
    expect(codePointLength('\ud800x')).toBe(2)
    expect(codePointLength('')).toBe(0)
    expect(codePointLength('\ud800\ud83d\ude00\ude00')).toBe(3)
  })

  it('counts what a code-point walk counts, lone surrogates included', () => {
    const units = fc.string({ unit: fc.constantFrom('a', '😀', '\ud83d', '\ude00', '\ud800', '\udfff', '\uffff') })
    fc.assert(fc.property(units, (s) => codePointLength(s) === Array.from(s).length))
  })
})
