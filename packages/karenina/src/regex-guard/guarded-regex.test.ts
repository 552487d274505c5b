import { afterAll, describe, expect, it } from 'vitest'
import { compilePyRegex } from '../compat/py-regex.js'
import { PyTuple } from '../compat/py-tuple.js'
import { CheckError } from '../errors/check-error.js'
import { guardedPyRegex, RegexTimeoutError, setRegexTimeout, sharedRegexWorker, workerPyRegex } from './guarded-regex.js'
import { analysisSource, analyzeRegex } from './redos-analysis.js'

// `(a+)+$` on "a"*30 + "!" backtracks 2^30 times: hours inline, so any finish below means the budget worked.
const EVIL = '(a+)+$'
const ATTACK = 'a'.repeat(30) + '!'

afterAll(async () => {
  setRegexTimeout(undefined)
  await sharedRegexWorker().close()
})

describe('guardedPyRegex', () => {
  // Small patterns: the analysis (10 s of its own, milliseconds warm) finishes on a busy machine too.
  it('runs a pattern proven linear inline (the same object compilePyRegex returns)', () => {
    expect(guardedPyRegex('NCT0+1')).toBe(compilePyRegex('NCT0+1'))
  })

  it('sends a catastrophic pattern to the worker and fails it with a named RegexTimeoutError', async () => {
    setRegexTimeout(1000)
    const regex = guardedPyRegex(EVIL)
    expect(regex).not.toBe(compilePyRegex(EVIL))
    const error = (() => {
      try {
        regex.search(ATTACK)
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(RegexTimeoutError)
    expect(error).toBeInstanceOf(CheckError)
    expect((error as CheckError).kind).toBe('regex')
    expect((error as Error).message).toMatch(/^regex timeout: regular expression '\(a\+\)\+\$' did not finish within 1000 ms/)
    // The runaway worker really stops (V8 interrupts the backtracking), and the next call gets a fresh one.
    await expect(sharedRegexWorker().lastTermination).resolves.toBeTypeOf('number')
    expect(regex.search('aaaa')).toBe(true)
  })

  it('keeps Python semantics on the worker path: findall groups, empty matches, backreferences, look-behind', () => {
    for (const [pattern, text] of [
      ['(\\w+) \\1', 'the the cat cat dog'],
      ['(a)(b)?', 'ab a'],
      ['x*', 'axbxx'],
      ['(?<=\\$)\\d+', 'cost $12 and $7'],
      ['(?i)straße', 'STRASSE straße'],
      ['\\b\\w', 'hello wörld 😀x'],
    ] as const) {
      expect(workerPyRegex(pattern).findall(text)).toEqual(compilePyRegex(pattern).findall(text))
      expect(workerPyRegex(pattern).search(text)).toBe(compilePyRegex(pattern).search(text))
      expect(workerPyRegex(pattern).count(text)).toBe(compilePyRegex(pattern).count(text))
    }
    expect(workerPyRegex('(a)(b)').findall('abab')).toEqual([new PyTuple(['a', 'b']), new PyTuple(['a', 'b'])])
  })

  it('still raises the compile errors of compilePyRegex', () => {
    expect(() => guardedPyRegex('(')).toThrow(CheckError)
  })
})

describe('analyzeRegex', () => {
  it('proves ordinary patterns safe and finds catastrophic ones; backreferences are unknown', () => {
    expect(analyzeRegex('^ab+c$', 'u')).toMatchObject({ status: 'safe' })
    // Python's \b and $ (lookarounds once translated) are analysed as JS assertions.
    const translated = compilePyRegex('\\bab+c$').compiled
    expect(analysisSource(translated.source)).toBe('\\bab+c$')
    expect(analyzeRegex(translated.source, translated.jsFlags)).toMatchObject({ status: 'safe' })
    expect(analyzeRegex('(a+)+$', 'u')).toMatchObject({ status: 'vulnerable', summary: 'exponential', severe: true })
    expect(analyzeRegex('(\\w+)\\s+\\1', 'u')).toMatchObject({ status: 'unknown', severe: false })
  })
})
