import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CheckError } from '../errors/check-error.js'
import { compilePyRegex, type PyRegexFlags } from './py-regex.js'
import { PyTuple } from './py-tuple.js'

interface FixtureCase {
  pattern: string
  flags: string
  error?: 'regex' | 'value'
  results?: [number, (string | string[])[], boolean][]
  tuples?: boolean
}
const fixture = JSON.parse(readFileSync(new URL('../../test/fixtures/compat/py-regex.json', import.meta.url), 'utf8')) as {
  texts: string[]
  cases: FixtureCase[]
}

/** Python `re.findall(pattern, text, flags)`. */
const pyFindall = (pattern: string, text: string, flags?: PyRegexFlags) => compilePyRegex(pattern, flags).findall(text)

const FLAG_LETTERS: Record<string, keyof PyRegexFlags> = {
  I: 'ignoreCase',
  M: 'multiline',
  S: 'dotAll',
  X: 'verbose',
  A: 'ascii',
  U: 'unicode',
  L: 'locale',
  T: 'template',
}

function flagsOf(letters: string): PyRegexFlags {
  return Object.fromEntries([...letters].map((letter) => [FLAG_LETTERS[letter], true]))
}

/** findall items as JSON-like values (tuples as arrays) for comparison with the Python fixture. */
function plain(items: (string | PyTuple)[]): (string | string[])[] {
  return items.map((item) => (item instanceof PyTuple ? [...item.items] : item))
}

function errorKind(fn: () => unknown): string | undefined {
  try {
    fn()
    return undefined
  } catch (error) {
    return error instanceof CheckError ? error.kind : 'not a CheckError'
  }
}

describe('compilePyRegex against CPython 3.11 (generated fixture)', () => {
  for (const c of fixture.cases) {
    it(`${JSON.stringify(c.pattern)}${c.flags ? ` [${c.flags}]` : ''}`, () => {
      if (c.error) {
        expect(errorKind(() => compilePyRegex(c.pattern, flagsOf(c.flags)))).toBe(c.error)
        return
      }
      const regex = compilePyRegex(c.pattern, flagsOf(c.flags))
      for (const [textIndex, findall, search] of c.results!) {
        const text = fixture.texts[textIndex]!
        const items = regex.findall(text)
        expect(plain(items), `findall on ${JSON.stringify(text)}`).toEqual(findall)
        expect(regex.search(text), `search on ${JSON.stringify(text)}`).toBe(search)
        if (c.tuples) expect(items.every((item) => item instanceof PyTuple)).toBe(true)
      }
    })
  }
})

describe('translation table (spec 01 §9.1)', () => {
  const find = (pattern: string, text: string, flags?: PyRegexFlags) => plain(pyFindall(pattern, text, flags))

  it('leading inline flags apply to the whole pattern; elsewhere they are an error', () => {
    expect(find('(?i)error', 'ERROR Error')).toEqual(['ERROR', 'Error'])
    expect(find('(?im)^a', 'x\nA')).toEqual(['A'])
    expect(errorKind(() => compilePyRegex('a(?i)b'))).toBe('regex')
    expect(errorKind(() => compilePyRegex('(?L)a'))).toBe('regex')
  })

  it('. excludes only \\n (JS also excludes \\r, U+2028, U+2029); DOTALL includes it', () => {
    expect(find('.', 'a\r\u2028\n')).toEqual(['a', '\r', '\u2028'])
    expect(find('.', 'a\n', { dotAll: true })).toEqual(['a', '\n'])
  })

  it('^ and $ follow Python: $ also before a final newline; MULTILINE uses \\n only', () => {
    expect(compilePyRegex('^BCL2$').search('BCL2\n')).toBe(true)
    expect(compilePyRegex('^BCL2$').search('BCL2\n\n')).toBe(false)
    expect(find('$', 'a\n')).toEqual(['', ''])
    expect(find('^\\w', 'a\nb\rc', { multiline: true })).toEqual(['a', 'b'])
    expect(find('\\w$', 'a\nb\rc', { multiline: true })).toEqual(['a', 'c'])
  })

  it('\\A and \\Z are the very start and end', () => {
    expect(compilePyRegex('a\\Z').search('a\n')).toBe(false)
    expect(compilePyRegex('\\Aa').search('ba')).toBe(false)
  })

  it('\\d, \\w are Unicode; ASCII restricts them', () => {
    expect(find('\\d+', '٤٢ 3')).toEqual(['٤٢', '3'])
    expect(find('\\d+', '٤٢ 3', { ascii: true })).toEqual(['3'])
    expect(find('\\w+', 'naïve café')).toEqual(['naïve', 'café'])
    expect(find('\\w+', 'naïve', { ascii: true })).toEqual(['na', 've'])
    // Combining marks are not word characters in Python.
    expect(find('\\w+', 'e\u0301x')).toEqual(['e', 'x'])
  })

  it('\\s is Python whitespace: \\x1c-\\x1f and \\x85 included, \\ufeff excluded', () => {
    expect(find('\\s', '\x1c\x1f\x85\ufeff\u200b\u3000')).toEqual(['\x1c', '\x1f', '\x85', '\u3000'])
  })

  it('\\b and \\B use the Unicode word class; \\B never matches an empty string (3.11)', () => {
    expect(find('\\b\\w', 'héllo wörld')).toEqual(['h', 'w'])
    expect(compilePyRegex('\\B').search('')).toBe(false)
    expect(find('[\\b]', 'a\bb')).toEqual(['\b'])
  })

  it('(?P<name>…) and (?P=name) are groups and back-references', () => {
    expect(find('(?P<gene>[A-Z]+\\d)', 'gene BCL2')).toEqual(['BCL2'])
    expect(find('(?P<c>\\w)(?P=c)', 'abba')).toEqual(['b'])
  })

  it('\\x, \\u, \\U, octal and \\N{…} escapes', () => {
    expect(find('\\x41\\u00e9\\U0001F600\\101', 'Aé😀A')).toEqual(['Aé😀A'])
    expect(find('\\N{EM DASH}', 'a—b')).toEqual(['—'])
    expect(errorKind(() => compilePyRegex('\\N{SOMETHING NOT IN THE TABLE}'))).toBe('regex')
  })

  it('rejects escapes Python rejects, keeps escaped punctuation literal', () => {
    for (const bad of ['\\e', '\\q', '\\z', '\\p{L}', '\\k', '[\\A]', '\\8', '\\x4']) expect(errorKind(() => compilePyRegex(bad)), bad).toBe('regex')
    expect(find('\\:\\#\\ \\-', ':# -')).toEqual([':# -'])
  })

  it('lone braces and brackets are literal; x{,n} is a quantifier', () => {
    expect(find('a{', 'a{')).toEqual(['a{'])
    expect(find('{}]', '{}]')).toEqual(['{}]'])
    expect(find('a{,2}', 'aaa')).toEqual(['aa', 'a', ''])
    expect(find('x{a}', 'x{a}')).toEqual(['x{a}'])
  })

  it('scoped flags (?i:…) and (?-i:…)', () => {
    expect(find('(?i:a)b', 'AbAB ab')).toEqual(['Ab', 'ab'])
    expect(find('(?i)(?-i:a)b', 'aB AB')).toEqual(['aB'])
    expect(find('(?s:.).', '\na\n')).toEqual(['\na'])
  })

  it('IGNORECASE: Unicode simple folding plus Python’s i/İ/ı equivalence', () => {
    expect(find('é', 'CAFÉ', { ignoreCase: true })).toEqual(['É'])
    expect(compilePyRegex('straße', { ignoreCase: true }).search('STRASSE')).toBe(false)
    expect(find('i', 'İ ı I', { ignoreCase: true })).toEqual(['İ', 'ı', 'I'])
    // ASCII + IGNORECASE folds ASCII letters only.
    expect(find('k', 'K \u212a', { ignoreCase: true, ascii: true })).toEqual(['K'])
  })

  it('VERBOSE ignores whitespace and comments outside classes', () => {
    expect(find('(?x) a b  # comment\n c [ ]', 'abc ')).toEqual(['abc '])
  })

  it('atomic groups and possessive quantifiers never give back', () => {
    expect(compilePyRegex('(?>a+)a').search('aaa')).toBe(false)
    expect(compilePyRegex('a++a').search('aaa')).toBe(false)
    expect(find('(?>a|ab)c', 'abc ac')).toEqual(['ac'])
  })

  it('look-behind must be fixed-width, as in Python', () => {
    expect(find('(?<=ab|cd)x', 'abx cdx')).toEqual(['x', 'x'])
    expect(errorKind(() => compilePyRegex('(?<=a|bc)x'))).toBe('regex')
    expect(errorKind(() => compilePyRegex('(?<=a+)b'))).toBe('regex')
  })

  it('conditional groups are valid Python but not supported: a clear regex error', () => {
    expect(() => compilePyRegex('(a)?(?(1)b|c)')).toThrow(/conditional group .* does not support/)
    // Python's own checks still come first.
    expect(() => compilePyRegex('(?(1)a|b|c)')).toThrow(/invalid regular expression/)
  })

  it('LOCALE and ASCII+UNICODE are ValueErrors, raised after the pattern is parsed', () => {
    expect(errorKind(() => compilePyRegex('a', { locale: true }))).toBe('value')
    expect(errorKind(() => compilePyRegex('a', { ascii: true, unicode: true }))).toBe('value')
    expect(errorKind(() => compilePyRegex('(?a)a', { unicode: true }))).toBe('value')
    expect(errorKind(() => compilePyRegex('[a', { locale: true }))).toBe('regex')
  })

  it('TEMPLATE rejects any repetition', () => {
    expect(errorKind(() => compilePyRegex('a*', { template: true }))).toBe('regex')
    expect(compilePyRegex('ab', { template: true }).search('ab')).toBe(true)
  })
})

describe('findall shapes and iteration (spec 01 §9.2)', () => {
  it('no group → whole matches, one group → the group, two or more → PyTuple; unmatched groups are ""', () => {
    expect(pyFindall('\\d', 'a1b2')).toEqual(['1', '2'])
    expect(pyFindall('x(\\d)', 'x1x2')).toEqual(['1', '2'])
    const items = pyFindall('(a)|(b)', 'ab')
    expect(items).toEqual([new PyTuple(['a', '']), new PyTuple(['', 'b'])])
    expect(items[0]).toBeInstanceOf(PyTuple)
    expect(pyFindall('(a)?b', 'b')).toEqual([''])
  })

  it('empty matches are included, also right after a non-empty match', () => {
    expect(pyFindall('\\d*', 'a1')).toEqual(['', '1', ''])
    expect(pyFindall('', 'abc')).toHaveLength(4)
    expect(compilePyRegex('').count('😀😀')).toBe(3)
  })

  it('after an empty match, a non-empty alternative may match at the same position (x*|a)', () => {
    expect(pyFindall('x*|a', 'a')).toEqual(['', 'a', ''])
    expect(pyFindall('(?=a)|a', 'aa')).toEqual(['', 'a', '', 'a'])
  })

  it('matches never overlap and never stop inside a surrogate pair', () => {
    expect(compilePyRegex('aa').count('aaa')).toBe(1)
    expect(pyFindall('$', '😀a😀')).toEqual([''])
    expect(pyFindall('(?<!\\S)', '😀 😀')).toEqual(['', ''])
  })

  it('finditer gives spans; match anchors at the start', () => {
    const regex = compilePyRegex('(?P<n>\\d+)')
    expect([...regex.finditer('a12b3')].map((m) => [m.start, m.end, m.text, m.groups[0]])).toEqual([
      [1, 3, '12', '12'],
      [4, 5, '3', '3'],
    ])
    expect(regex.match('a12')).toBeNull()
    expect(regex.match('12a')?.text).toBe('12')
    expect(regex.groupIndex.get('n')).toBe(1)
  })
})

describe('errors and caching', () => {
  it('an invalid pattern throws CheckError("regex") naming the pattern and Python’s reason', () => {
    expect(() => compilePyRegex('[abc')).toThrow(CheckError)
    expect(() => compilePyRegex('[abc')).toThrow("invalid regular expression '[abc': unterminated character set at position 0")
    expect(() => compilePyRegex('a**')).toThrow('multiple repeat at position 2')
  })

  it('compiled patterns are cached; cached failures are thrown again as fresh errors', () => {
    expect(compilePyRegex('cache-me\\d')).toBe(compilePyRegex('cache-me\\d'))
    expect(compilePyRegex('cache-me\\d', { ignoreCase: true })).not.toBe(compilePyRegex('cache-me\\d'))
    let first: unknown
    let second: unknown
    try {
      compilePyRegex('(cache')
    } catch (error) {
      first = error
    }
    try {
      compilePyRegex('(cache')
    } catch (error) {
      second = error
    }
    expect(second).toBeInstanceOf(CheckError)
    expect(second).not.toBe(first)
    expect((second as CheckError).message).toBe((first as CheckError).message)
  })
})
