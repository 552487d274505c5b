import { describe, expect, it } from 'vitest'
import { CheckError } from '../errors/check-error.js'
import { ValidationError } from '../errors/validation-error.js'
import { applyNormalizer, applyNormalizers, isSynonymMap, synonymMap, type Normalizer } from './normalizers.js'

describe('built-in normalizers', () => {
  it('lowercase follows str.lower (final sigma, dotted I)', () => {
    expect(applyNormalizer('lowercase', 'ΣΟΦΟΣ')).toBe('σοφος')
    expect(applyNormalizer('lowercase', 'İ')).toBe('i\u0307')
  })

  it('strip uses the Python whitespace set', () => {
    expect(applyNormalizer('strip', '\x1cBCL2\x1f')).toBe('BCL2')
    expect(applyNormalizer('strip', '\ufeffBCL2')).toBe('\ufeffBCL2')
  })

  it('remove_punctuation removes exactly the 32 ASCII punctuation characters', () => {
    expect(applyNormalizer('remove_punctuation', '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~ok')).toBe('ok')
    expect(applyNormalizer('remove_punctuation', 'a, b; c «d» ¿e? —f')).toBe('a b c «d» ¿e —f')
  })

  it('collapse_whitespace collapses Python \\s runs and strips', () => {
    expect(applyNormalizer('collapse_whitespace', ' a \u3000\x1c b\t\n')).toBe('a b')
    expect(applyNormalizer('collapse_whitespace', 'a\ufeff\u200bb')).toBe('a\ufeff\u200bb')
    expect(applyNormalizer('collapse_whitespace', '\t\n')).toBe('')
  })
})

describe('synonym maps', () => {
  const map = synonymMap({ 'Bcl-2': 'BCL2' })

  it('replaces only an exact whole-string key', () => {
    expect(applyNormalizer(map, 'Bcl-2')).toBe('BCL2')
    expect(applyNormalizer(map, 'bcl-2')).toBe('bcl-2')
    expect(applyNormalizer(map, ' Bcl-2')).toBe(' Bcl-2')
  })

  it('ignores inherited keys', () => {
    expect(applyNormalizer(map, 'constructor')).toBe('constructor')
    expect(applyNormalizer({ mapping: {} }, 'toString')).toBe('toString')
  })

  it('rejects non-string values at construction', () => {
    expect(() => synonymMap({ a: 1 } as unknown as Record<string, string>)).toThrow(ValidationError)
  })

  it('is recognised structurally', () => {
    expect(isSynonymMap({ mapping: {} })).toBe(true)
    expect(isSynonymMap('lowercase')).toBe(false)
    expect(isSynonymMap({ mapping: [] })).toBe(false)
  })
})

describe('applyNormalizers', () => {
  it('applies in order', () => {
    const chain: Normalizer[] = ['remove_punctuation', 'collapse_whitespace', 'lowercase']
    expect(applyNormalizers(chain, '  Hello,   World!  ')).toBe('hello world')
    expect(applyNormalizers([{ mapping: { 'Bcl-2': 'BCL2' } }, 'lowercase'], 'Bcl-2')).toBe('bcl2')
    expect(applyNormalizers(['lowercase', { mapping: { 'Bcl-2': 'BCL2' } }], 'Bcl-2')).toBe('bcl-2')
    expect(applyNormalizers([], 'X')).toBe('X')
  })

  it('fails lazily with a value error on an unknown name', () => {
    const chain: Normalizer[] = ['lowercase', 'uppercase']
    expect(applyNormalizers([], 'x')).toBe('x')
    try {
      applyNormalizers(chain, 'X')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(CheckError)
      expect((error as CheckError).kind).toBe('value')
      expect((error as CheckError).message).toBe("Unknown normalizer: 'uppercase'")
    }
  })

  it('names are case-sensitive', () => {
    expect(() => applyNormalizers(['Lowercase'], 'X')).toThrow(CheckError)
  })
})
