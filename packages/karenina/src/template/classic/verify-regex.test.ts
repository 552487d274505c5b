import { describe, expect, it } from 'vitest'
import { PyFloat } from '../../compat/py-float-value.js'
import { PyTuple } from '../../compat/py-tuple.js'
import { verifyRegex } from './verify-regex.js'

describe('verifyRegex', () => {
  it('succeeds trivially without checks (null, undefined or empty)', () => {
    for (const checks of [null, undefined, {}]) expect(verifyRegex(checks, 'text')).toEqual({ success: true, results: {}, details: {} })
  })

  it('reports Karenina details with a success or failure reason', () => {
    const out = verifyRegex({ n: { pattern: String.raw`\d+`, expected: '42', matchType: 'exact' } }, '42 and 99')
    expect(out).toEqual({
      success: false,
      results: { n: false },
      details: {
        n: {
          pattern: String.raw`\d+`,
          expected: '42',
          match_type: 'exact',
          matches_found: ['42', '99'],
          match_count: 2,
          failure_reason: "Expected exactly one match of '42', got 2 matches: ['42', '99']",
        },
      },
    })
  })

  it('defaults the match type to exact and the pattern to "" (len + 1 empty matches)', () => {
    expect(verifyRegex({ d: { pattern: String.raw`\d+`, expected: '7' } }, '7').success).toBe(true)
    expect(verifyRegex({ e: { expected: 4, matchType: 'count' } }, 'abc').details.e!.match_count).toBe(4)
  })

  it('counts only with a Python int expected (bool counts, 2.0 and "2" do not)', () => {
    expect(verifyRegex({ c: { pattern: 'x', expected: 2, matchType: 'count' } }, 'xx').success).toBe(true)
    expect(verifyRegex({ c: { pattern: 'x', expected: new PyFloat(2), matchType: 'count' } }, 'xx').success).toBe(false)
    expect(verifyRegex({ c: { pattern: 'x', expected: '2', matchType: 'count' } }, 'xx').success).toBe(false)
    expect(verifyRegex({ c: { pattern: 'x', expected: true, matchType: 'count' } }, 'x').success).toBe(true)
  })

  it('compares with Python equality: a number never equals a matched string', () => {
    expect(verifyRegex({ n: { pattern: String.raw`\d+`, expected: 42, matchType: 'contains' } }, '42').success).toBe(false)
  })

  it('returns tuples for several groups, which never equal a list', () => {
    const out = verifyRegex({ dose: { pattern: String.raw`(\d+)\s*(mg|g)`, expected: ['500', 'mg'], matchType: 'contains' } }, 'take 500 mg')
    expect(out.details.dose!.matches_found).toEqual([new PyTuple(['500', 'mg'])])
    expect(out.success).toBe(false)
    expect(verifyRegex({ dose: { pattern: String.raw`(\d+)\s*(mg|g)`, expected: 1, matchType: 'count' } }, 'take 500 mg').success).toBe(true)
  })

  it('checks `all` as a subset of the matches, failing a non-list expected', () => {
    expect(verifyRegex({ a: { pattern: String.raw`[A-Z]+\d`, expected: ['BCL2', 'TP5', 'BCL2'], matchType: 'all' } }, 'BCL2 and TP53').success).toBe(true)
    const missing = verifyRegex({ a: { pattern: String.raw`[A-Z]+\d`, expected: ['MYC1'], matchType: 'all' } }, 'BCL2')
    expect(missing.details.a!.failure_reason).toBe("Missing expected items: ['MYC1']")
    expect(verifyRegex({ a: { pattern: 'x', expected: 'x', matchType: 'all' } }, 'x').details.a!.failure_reason).toBe(
      "Expected list for 'all' match type, got <class 'str'>",
    )
  })

  it('turns a check that throws into a failed entry with an error detail, and runs the others', () => {
    const out = verifyRegex(
      {
        bad: { pattern: '[abc', expected: 'a' },
        unhashable: { pattern: 'a', expected: [['a']], matchType: 'all' },
        good: { pattern: 'a', expected: 'a' },
      },
      'a',
    )
    expect(out.results).toEqual({ bad: false, unhashable: false, good: true })
    expect(out.details.bad).toMatchObject({ pattern: '[abc', expected: 'a', match_type: 'exact' })
    expect(typeof out.details.bad!.error).toBe('string')
    expect(out.details.unhashable!.error).toContain('unhashable')
    expect(out.success).toBe(false)
  })

  it('fails an unknown match type', () => {
    expect(verifyRegex({ u: { pattern: '1', expected: '1', matchType: 'fuzzy' } }, '1').details.u!.failure_reason).toBe('Unknown match_type: fuzzy')
  })
})
