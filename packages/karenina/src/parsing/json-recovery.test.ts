import { describe, expect, it } from 'vitest'
import { CheckError } from '../errors/check-error.js'
import { extractBalancedBraces, extractJsonFromResponse, extractJsonFromText, stripMarkdownFences } from './json-recovery.js'

describe('stripMarkdownFences', () => {
  it('passes non-strings through unchanged', () => {
    expect(stripMarkdownFences(null)).toBeNull()
    expect(stripMarkdownFences(42)).toBe(42)
  })

  it('returns the first fenced block, any language tag, even when it is not JSON', () => {
    expect(stripMarkdownFences('x\n```python\nprint(1)\n```\n```json\n{"a": 1}\n```')).toBe('print(1)')
    expect(stripMarkdownFences('```ñandú\n{"a": 1}\n```')).toBe('{"a": 1}')
  })

  it('ends the block at the first ``` even inside a JSON string (non-greedy)', () => {
    expect(stripMarkdownFences('```json\n{"a": "```"}\n```')).toBe('{"a": "')
  })

  it('falls back to the last parseable object, then to removing partial fences', () => {
    expect(stripMarkdownFences('see {"a": 1} and {"b": 2}')).toBe('{"b": 2}')
    expect(stripMarkdownFences('```json\nnot json')).toBe('not json')
    expect(stripMarkdownFences('not json\n```\n')).toBe('not json')
  })

  it('trims with Python whitespace (U+001C is whitespace, U+FEFF is not)', () => {
    expect(stripMarkdownFences('\u001c words \u00a0')).toBe('words')
    expect(stripMarkdownFences('\ufeffwords')).toBe('\ufeffwords')
  })
})

describe('extractJsonFromText', () => {
  it('prefers the last candidate that Python json.loads accepts', () => {
    expect(extractJsonFromText('{"a": NaN} then {bad}')).toBe('{"a": NaN}')
    expect(extractJsonFromText('{"a": 1} {"b": 2}')).toBe('{"b": 2}')
  })

  it('skips past a balanced candidate instead of scanning inside it', () => {
    // The inner object is never a separate candidate: only the (invalid) outer one is tried.
    expect(extractJsonFromText('{x {"a": 1}}')).toBeNull()
  })

  it('returns null for arrays and for unbalanced braces', () => {
    expect(extractJsonFromText('[1, 2]')).toBeNull()
    expect(extractJsonFromText('{"a": 1')).toBeNull()
  })

  it('throws a type error for non-strings, as len(None) does', () => {
    expect(() => extractJsonFromText(null as unknown as string)).toThrow(CheckError)
  })
})

describe('extractBalancedBraces', () => {
  it('counts start in code points', () => {
    expect(extractBalancedBraces('😀 {"a": 1} z', 2)).toBe('{"a": 1}')
    expect(extractBalancedBraces('😀 {"a": 1} z', 3)).toBeNull()
  })

  it('skips the character after a backslash even outside strings', () => {
    expect(extractBalancedBraces('{ \\} }', 0)).toBe('{ \\} }')
  })

  it('returns null past the end or when the start is not a brace', () => {
    expect(extractBalancedBraces('{}', 5)).toBeNull()
    expect(extractBalancedBraces('a{}', 0)).toBeNull()
  })
})

describe('extractJsonFromResponse', () => {
  it('returns the trimmed text when it starts with { or [ and parses', () => {
    expect(extractJsonFromResponse('  [1, 2]\n')).toBe('[1, 2]')
  })

  it('takes the first json/untagged fence starting with a brace, unvalidated', () => {
    expect(extractJsonFromResponse('```js\n{"x": 1}\n```\n```json\n{broken\n```')).toBe('{broken')
  })

  it('keeps other language tags inside the fence content', () => {
    // "```js" is not a json fence, so its content starts with "js" and is skipped; the brace scan finds the object.
    expect(extractJsonFromResponse('```js\n{"x": 1}\n```')).toBe('{"x": 1}')
  })

  it('throws a value error when nothing is found, e.g. a truncated object', () => {
    expect(() => extractJsonFromResponse('{"a": 1')).toThrow(CheckError)
    try {
      extractJsonFromResponse('nothing')
    } catch (error) {
      expect((error as CheckError).kind).toBe('value')
    }
  })
})
