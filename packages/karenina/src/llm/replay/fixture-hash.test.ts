import { describe, expect, it } from 'vitest'
import { fixturePromptHash, normalizeFixtureContent } from './fixture-hash.js'

describe('fixturePromptHash', () => {
  it('normalizes Python whitespace before hashing', () => {
    const hash = '460c359bf48a4fd4439262f02713801fdab57a73df49ab47da53fc3f83242f18'
    expect(fixturePromptHash(['hello world', 'second message'])).toBe(hash)
    expect(fixturePromptHash(['  hello\u00a0\u00a0world\x1c', 'second\n\tmessage '])).toBe(hash)
  })

  it('keeps U+FEFF (not whitespace for Python) and escapes it', () => {
    expect(normalizeFixtureContent('\ufeffa  b')).toBe('\ufeffa b')
    expect(fixturePromptHash(['\ufeffa  b'])).toBe('70be4e9e0ea522feefb9cee349e455e2148ce7d838ff1846fe9eab1a19fd06ad')
  })

  it('hashes the empty list as "[]"', () => {
    expect(fixturePromptHash([])).toBe('4f53cda18c2baa0c0354bb5f9a3ecbe5ed12ab4d8e11ba873c2f11161202b945')
  })
})
