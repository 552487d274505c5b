import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { CheckError } from '../errors/check-error.js'
import { compilePyRegex, engineRunsModifiers, pyRegexFlagBits, withoutModifiers } from './py-regex.js'
import { parsePyPattern } from './py-regex-parse.js'
import { translatePyPattern } from './py-regex-translate.js'

// Python patterns whose translation scopes case-insensitivity to part of the pattern, with texts that tell
// the scoped part from the rest.
const SCOPED: readonly { pattern: string; flags?: { ignoreCase?: boolean; ascii?: boolean }; texts: readonly string[] }[] = [
  { pattern: '^(?:(?i:a)|b)$', texts: ['a', 'A', 'b', 'B'] },
  { pattern: '(?i:ab)c', texts: ['ABc abC aBc', 'abc ABC'] },
  { pattern: '(?i)a(?-i:b)c', texts: ['AbC aBc abc ABC'] },
  { pattern: 'a(?-i:b)c', flags: { ignoreCase: true }, texts: ['AbC aBc abc ABC'] },
  { pattern: '(?i:k)elvin', texts: ['kelvin Kelvin \u212aelvin KELVIN'] },
  { pattern: '(?i:s)', texts: ['s S \u017f ß'] },
  { pattern: '(?i:[a-z]+)1', texts: ['abc1 ABC1 aBc1 \u212a1 \u017f1 é1'] },
  { pattern: '(?i:[^a-z])', texts: ['aA1 Z_\u212a'] },
  { pattern: '(?i:\\w+)-(?-i:x)', texts: ['Ab-x Ab-X é-x \u0130-x'] },
  { pattern: '(?i:\\W)', texts: ['a-b C_d é!'] },
  { pattern: '(?i:\\d\\D)', texts: ['1a 2B 3- ٣x'] },
  { pattern: '(?i:\\s\\S)', texts: ['a b\tC\u00a0d'] },
  { pattern: '(?i:[\\w.]+)@x', texts: ['Ab.c@x AB@x'] },
  { pattern: '(?i:i)', texts: ['i I \u0130 \u0131'] },
  { pattern: '(?i:[h-j])', texts: ['i I \u0130 \u0131 H J'] },
  { pattern: '(?i:\\bword\\b)', texts: ['a Word, WORD; swordfish word'] },
  { pattern: '(?i:(?>a+)b)', texts: ['AaB aab AB'] },
  { pattern: '(?i:a++b)', texts: ['AaB aab AB'] },
  { pattern: '(?<=(?i:x))y', texts: ['xy Xy xY XY'] },
  { pattern: '(?i:(?P<word>ab))c', texts: ['ABc abC'] },
  { pattern: '(?i:.)', texts: ['a\nB'] },
  { pattern: '(?s:(?i:a.b))', texts: ['A\nB a\nb'] },
  { pattern: '(?i:é|Ω)', texts: ['É é ω Ω \u2126'] },
]

describe('Python scoped IGNORECASE on an engine without RegExp modifiers (Node 22)', () => {
  it.runIf(engineRunsModifiers())('the rewrite finds exactly what the modifiers find (every pattern, every text)', () => {
    // V8's own modifiers are compared in a fresh Node process: in this suite's long-lived worker, Node 24 once
    // answered (?i:\bword\b) case-sensitively (twice, in full runs; never alone), which is why compilePyRegex
    // spells scoped flags out on every engine.
    const cases = SCOPED.map(({ pattern, flags, texts }) => {
      const rewritten = compilePyRegex(pattern, flags)
      expect(rewritten.compiled.source, pattern).not.toMatch(/\(\?-?i:/)
      const translation = translatePyPattern(parsePyPattern(pattern, pyRegexFlagBits(flags ?? {})), pattern)
      expect(translation.source, pattern).toMatch(/\(\?-?i:/)
      const native = { source: translation.source, flags: translation.ignoreCase ? 'iu' : 'u' }
      return { pattern, texts, rewritten: { source: rewritten.compiled.source, flags: rewritten.compiled.jsFlags }, native }
    })
    const script = `
      const cases = JSON.parse(require('node:fs').readFileSync(0, 'utf8'))
      const spans = (re, text) => [...text.matchAll(new RegExp(re.source, re.flags + 'g'))].map((m) => [m.index, m[0].length, [...m.slice(1)]])
      process.stdout.write(JSON.stringify(cases.map((c) => c.texts.map((t) => ({ rewritten: spans(c.rewritten, t), native: spans(c.native, t) })))))`
    const out = JSON.parse(execFileSync(process.execPath, ['-e', script], { input: JSON.stringify(cases), encoding: 'utf8' })) as { rewritten: unknown; native: unknown }[][]
    cases.forEach((c, i) => c.texts.forEach((text, j) => expect(out[i]![j]!.rewritten, `${c.pattern} on ${JSON.stringify(text)}`).toEqual(out[i]![j]!.native)))
  })

  it('the rewrite matches as Python does, whatever the engine', () => {
    const rewrite = (pattern: string, flags = '') => {
      const { source, flags: jsFlags } = withoutModifiers(pattern, `u${flags}`)
      return new RegExp(source, jsFlags)
    }
    // V8 12.4 under --js-regexp-modifiers matches "B" here.
    expect(['a', 'A', 'b', 'B'].filter((text) => rewrite('^(?:(?i:a)|b)$').test(text))).toEqual(['a', 'A', 'b'])
    expect(['AbC', 'aBc', 'abc'].filter((text) => rewrite('^a(?-i:b)c$', 'i').test(text))).toEqual(['AbC', 'abc'])
    expect(['k', 'K', '\u212a', 'x'].filter((text) => rewrite('^(?i:k)$').test(text))).toEqual(['k', 'K', '\u212a'])
    expect(rewrite('^(?<p1>[a-z])(?i:\\p{Lu})$').test('aB')).toBe(true)
  })

  it('compilePyRegex answers the same on every supported Node', () => {
    expect(compilePyRegex('(?i:a)b').findall('AbAB ab')).toEqual(['Ab', 'ab'])
    expect(compilePyRegex('(?i)(?-i:a)b').findall('aB AB ab')).toEqual(['aB', 'ab'])
    expect(compilePyRegex('^(?:(?i:a)|b)$').search('B')).toBe(false)
    expect(compilePyRegex('(?i:straße)').search('STRASSE')).toBe(false)
  })

  it('a literal beyond ASCII under a scoped IGNORECASE finds its Latin-1 case variants, as under (?i) (V8 13.6 alone misses them)', () => {
    // Latin-1 texts: V8 takes another path on strings of one byte a character.
    for (const [literal, text] of [
      ['\u212a', 'k K'],
      ['\u017f', 's S'],
      ['\u1e9e', 'ß'],
      ['\u0178', 'ÿ'],
      ['\u212b', 'å Å'],
      ['\u039c', 'µ'],
      ['\u03bc', 'µ'],
    ] as const) {
      const everywhere = compilePyRegex(`(?i)${literal}`).findall(text)
      expect(everywhere.length, literal).toBe(text.split(' ').length)
      expect(compilePyRegex(`(?i:${literal})`).findall(text), literal).toEqual(everywhere)
      expect(compilePyRegex(`x|(?i:${literal})`).findall(text), literal).toEqual(everywhere)
    }
  })

  it('a back-reference under IGNORECASE beside a scoped flag: refused by name where it cannot run, exact where it can', () => {
    for (const [pattern, flags] of [
      ['(?P<x>a)(?i:(?P=x))', {}],
      ['(a)\\1(?-i:b)', { ignoreCase: true }],
      ['(a)\\1', { ignoreCase: true, ascii: true }],
    ] as const) {
      if (engineRunsModifiers()) {
        expect(compilePyRegex(pattern, flags).findall('aAb aab')).toEqual(['a', 'a'])
      } else {
        let error: unknown
        try {
          compilePyRegex(pattern, flags)
        } catch (caught) {
          error = caught
        }
        expect(error).toBeInstanceOf(CheckError)
        expect((error as CheckError).kind).toBe('regex')
        expect((error as CheckError).message).toContain('uses a back-reference under IGNORECASE in a pattern that scopes IGNORECASE to part of itself')
        expect((error as CheckError).message).toContain(`this is Node.js ${process.versions.node}`)
      }
    }
    // Without IGNORECASE around it, a back-reference needs no modifier and runs everywhere.
    expect(compilePyRegex('(?P<x>a)(?P=x)(?i:b)').findall('aaB aab aAb')).toEqual(['a', 'a'])
  })
})
