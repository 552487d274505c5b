import { describe, expect, it, vi } from 'vitest'
import { CheckError } from '../errors/check-error.js'
import { pyRegexFlagBits, resolvePyFlagNames } from './py-regex.js'

describe('resolvePyFlagNames', () => {
  it('maps the attribute names of Python’s re module, long and short', () => {
    expect(resolvePyFlagNames(['IGNORECASE', 'M', 'S', 'X', 'A'])).toEqual({ ignoreCase: true, multiline: true, dotAll: true, verbose: true, ascii: true })
    expect(resolvePyFlagNames(['I', 'MULTILINE', 'DOTALL', 'VERBOSE', 'ASCII', 'UNICODE', 'U'])).toEqual({
      ignoreCase: true,
      multiline: true,
      dotAll: true,
      verbose: true,
      ascii: true,
      unicode: true,
    })
    expect(resolvePyFlagNames(['LOCALE', 'T', 'DEBUG'])).toEqual({ locale: true, template: true, debug: true })
  })

  it('NOFLAG and _MAXCACHE are ints that change nothing', () => {
    expect(resolvePyFlagNames(['NOFLAG', '_MAXCACHE'])).toEqual({})
  })

  it('is case-sensitive: unknown names are reported and ignored', () => {
    const warn = vi.fn()
    expect(resolvePyFlagNames(['ignorecase', 'IGNORCASE', 'i'], warn)).toEqual({})
    expect(warn).toHaveBeenCalledTimes(3)
    expect(warn.mock.calls[0]![0]).toContain("'ignorecase'")
  })

  it('an attribute that is not a flag is a TypeError', () => {
    for (const name of ['compile', 'error', '__name__', 'RegexFlag', '__class__']) {
      expect(() => resolvePyFlagNames([name]), name).toThrow(CheckError)
      try {
        resolvePyFlagNames([name])
      } catch (error) {
        expect((error as CheckError).kind).toBe('type')
      }
    }
  })

  it('LOCALE is accepted here: Python fails later, when compiling', () => {
    expect(() => resolvePyFlagNames(['L'])).not.toThrow()
  })
})

describe('pyRegexFlagBits', () => {
  it('uses Python’s RegexFlag values', () => {
    expect(pyRegexFlagBits({ ignoreCase: true, multiline: true })).toBe(2 | 8)
    expect(pyRegexFlagBits({ ascii: true, verbose: true, dotAll: true })).toBe(256 | 64 | 16)
    expect(pyRegexFlagBits()).toBe(0)
  })
})
