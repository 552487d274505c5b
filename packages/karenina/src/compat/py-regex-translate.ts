import { MAXREPEAT, PY_RE, combineFlags, regexError, unsupportedRegex } from './py-regex-parse.js'
import type { AtCode, ParsedPattern, PyCategory, PyNode, SetItem, SubPattern } from './py-regex-parse.js'
import { PY_WHITESPACE_CLASS } from './py-whitespace.js'

/**
 * Translation of a parsed Python pattern to JavaScript `u`-flag RegExp source (spec 01 §9.1). Python's
 * semantics are spelled out instead of borrowed from JS: `.` is `[^\n]`, `$` is `(?=\n?$)`, the multiline
 * anchors are lookarounds on `\n` only (JS `m`/`s` have other line rules), `\d \w \s \b` use Unicode
 * classes, IGNORECASE scoped with `(?i:…)` becomes a JS modifier, ASCII IGNORECASE is spelled out.
 * Capturing group N is named `pN`, so helper groups never shift Python's numbering. Atomic groups and
 * possessive quantifiers are exact through the lookahead-capture idiom `(?=(X))\k`.
 */
export interface Translation {
  /** JS RegExp source (use with the `u` flag, plus `i` when `ignoreCase`). */
  readonly source: string
  /** Whether the JS `i` flag applies to the whole pattern. */
  readonly ignoreCase: boolean
  /** The source uses JS regex modifiers `(?i:…)` / `(?-i:…)` (V8 12.5+, Node ≥ 23; rewritten on Node 22). */
  readonly usesModifiers: boolean
  /**
   * A back-reference to a Python group compares case-insensitively: once the modifiers are rewritten into
   * case-variant classes (engines without modifiers), nothing can spell that comparison.
   */
  readonly caseInsensitiveBackreference: boolean
  /** An upper bound, in code points, of how far before its start a match attempt may look. */
  readonly lookback: number
}

interface Context {
  readonly flags: number
  readonly jsIgnoreCase: boolean
  readonly behind: boolean
  /** Inside a `(?i:…)` modifier (not the pattern's own `i` flag). */
  readonly scopedIgnoreCase: boolean
}

const ANY_CHAR = '[\\s\\S]'
const WORD_UNICODE = '\\p{L}\\p{N}_'
const WORD_ASCII = 'A-Za-z0-9_'
const SPACE_ASCII = ' \\t\\n\\r\\f\\v'
const SYNTAX = '^$\\.*+?()[]{}|/'
const CLASS_SYNTAX = '\\]-^['

const wantsJsIgnoreCase = (flags: number): boolean => (flags & PY_RE.IGNORECASE) !== 0 && (flags & PY_RE.UNICODE) !== 0
const asciiIgnoreCase = (flags: number): boolean => (flags & PY_RE.IGNORECASE) !== 0 && (flags & PY_RE.UNICODE) === 0
const isAsciiLetter = (cp: number): boolean => (cp >= 65 && cp <= 90) || (cp >= 97 && cp <= 122)
const otherCase = (cp: number): number => cp ^ 0x20

// Python's IGNORECASE makes i, I, İ and ı equivalent (İ lowercases to i, ı shares I with i); JS `iu` uses
// simple case folding, which keeps İ and ı apart. It is the only difference between the two (Unicode 15).
const TURKISH_I = [0x49, 0x69, 0x130, 0x131]
const TURKISH_I_CLASS = 'Ii\\u{130}\\u{131}'

/** Class atoms for a literal that needs explicit case variants, or undefined when it can be written as is. */
function caseVariants(cp: number, flags: number): string | undefined {
  if (asciiIgnoreCase(flags) && isAsciiLetter(cp)) return classLiteral(cp) + classLiteral(otherCase(cp))
  if (wantsJsIgnoreCase(flags) && TURKISH_I.includes(cp)) return TURKISH_I_CLASS
  return undefined
}

/** A code point as a literal outside a class (`syntax` SYNTAX) or inside one (CLASS_SYNTAX). */
function literal(cp: number, syntax = SYNTAX): string {
  if (cp >= 0x20 && cp < 0x7f) {
    const ch = String.fromCharCode(cp)
    return syntax.includes(ch) ? `\\${ch}` : ch
  }
  return `\\u{${cp.toString(16)}}`
}

const classLiteral = (cp: number): string => literal(cp, CLASS_SYNTAX)

function quantifier(min: number, max: number): string {
  if (max === MAXREPEAT) return min === 0 ? '*' : min === 1 ? '+' : `{${min},}`
  if (min === 0 && max === 1) return '?'
  return min === max ? `{${min}}` : `{${min},${max}}`
}

/** Class body of a category that fits in a positive class, or the whole negated class otherwise. */
function category(category: PyCategory, flags: number): { atoms: string } | { negated: string } {
  const unicode = (flags & PY_RE.UNICODE) !== 0
  const digit = unicode ? '\\p{Nd}' : '0-9'
  const space = unicode ? PY_WHITESPACE_CLASS : SPACE_ASCII
  const word = unicode ? WORD_UNICODE : WORD_ASCII
  switch (category) {
    case 'digit':
      return { atoms: digit }
    case 'not_digit':
      return unicode ? { atoms: '\\P{Nd}' } : { negated: `[^${digit}]` }
    case 'space':
      return { atoms: space }
    case 'not_space':
      return { negated: `[^${space}]` }
    case 'word':
      return { atoms: word }
    case 'not_word':
      return { negated: `[^${word}]` }
  }
}

/** The ASCII case counterparts of a range (for IGNORECASE under ASCII, where JS `i` cannot be used). */
function asciiCaseRanges(lo: number, hi: number): [number, number][] {
  const out: [number, number][] = []
  for (const [a, b] of [
    [97, 122],
    [65, 90],
  ] as const) {
    const from = Math.max(lo, a)
    const to = Math.min(hi, b)
    if (from <= to) out.push([otherCase(from), otherCase(to)])
  }
  return out
}

class Translator {
  private helpers = 0
  usesModifiers = false
  caseInsensitiveBackreference = false
  lookback = 0

  constructor(private readonly pattern: string) {}

  sequence(sub: SubPattern, ctx: Context): string {
    return sub.nodes.map((node) => this.node(node, ctx)).join('')
  }

  private node(node: PyNode, ctx: Context): string {
    switch (node.op) {
      case 'literal': {
        const variants = caseVariants(node.code, ctx.flags)
        if (variants) return `[${variants}]`
        // V8 13.6 (Node 24) fails a literal beyond ASCII under a modifier when a case variant is Latin-1:
        // `(?i:\u{212a})` misses "k", `(?i:ſ)` misses "s"; the same code point in a class is right.
        return ctx.scopedIgnoreCase && node.code > 0x7f ? `[${classLiteral(node.code)}]` : literal(node.code)
      }
      case 'not_literal':
        return `[^${caseVariants(node.code, ctx.flags) ?? classLiteral(node.code)}]`
      case 'any':
        return ctx.flags & PY_RE.DOTALL ? ANY_CHAR : '[^\\n]'
      case 'in':
        return this.set(node.negate, node.items, ctx)
      case 'branch':
        return `(?:${node.alternatives.map((alt) => this.sequence(alt, ctx)).join('|')})`
      case 'subpattern': {
        const flags = combineFlags(ctx.flags, node.addFlags, node.delFlags)
        const jsIgnoreCase = wantsJsIgnoreCase(flags)
        const modified = jsIgnoreCase !== ctx.jsIgnoreCase
        const scopedIgnoreCase = modified ? jsIgnoreCase : ctx.scopedIgnoreCase
        let inner = this.sequence(node.body, { ...ctx, flags, jsIgnoreCase, scopedIgnoreCase })
        if (modified) inner = this.modifier(jsIgnoreCase, inner)
        return node.group === null ? `(?:${inner})` : `(?<p${node.group}>${inner})`
      }
      case 'atomic':
        return this.atomic(this.sequence(node.body, ctx), ctx)
      case 'repeat': {
        if (ctx.flags & PY_RE.TEMPLATE) {
          const op = node.mode === 'lazy' ? 'MIN_REPEAT' : node.mode === 'possessive' ? 'POSSESSIVE_REPEAT' : 'MAX_REPEAT'
          throw regexError(this.pattern, `internal: unsupported template operator ${op}`)
        }
        const body = this.atom(node.body, ctx) + quantifier(node.min, node.max)
        if (node.mode === 'lazy') return `${body}?`
        return node.mode === 'possessive' ? this.atomic(body, ctx) : body
      }
      case 'at':
        return this.at(node.code, ctx.flags)
      case 'assert': {
        if (node.behind) {
          const [lo, hi] = node.body.getWidth()
          if (lo > 0xffffffff) throw regexError(this.pattern, 'looks too much behind')
          if (lo !== hi) throw regexError(this.pattern, 'look-behind requires fixed-width pattern')
          this.lookback += lo
        }
        const inner = this.sequence(node.body, { ...ctx, behind: ctx.behind || node.behind })
        return `(?${node.behind ? '<' : ''}${node.negate ? '!' : '='}${inner})`
      }
      case 'groupref': {
        const ref = `\\k<p${node.group}>`
        if (ctx.jsIgnoreCase || asciiIgnoreCase(ctx.flags)) this.caseInsensitiveBackreference = true
        return asciiIgnoreCase(ctx.flags) ? this.modifier(true, ref) : ref
      }
      case 'groupref_exists':
        throw unsupportedRegex(this.pattern, `the conditional group (?(${node.group})…)`)
    }
  }

  /** A repeat operand as one JS atom. */
  private atom(body: SubPattern, ctx: Context): string {
    const only = body.nodes.length === 1 ? body.nodes[0]! : undefined
    const single = only && ['literal', 'not_literal', 'any', 'in', 'subpattern', 'groupref'].includes(only.op)
    return single ? this.node(only, ctx) : `(?:${this.sequence(body, ctx)})`
  }

  /** `(?>X)` as `(?=(X))\k`; inside a (fixed-width) look-behind, atomicity cannot change the outcome. */
  private atomic(inner: string, ctx: Context): string {
    if (ctx.behind) return `(?:${inner})`
    const name = `h${++this.helpers}`
    return `(?=(?<${name}>${inner}))\\k<${name}>`
  }

  private modifier(ignoreCase: boolean, inner: string): string {
    this.usesModifiers = true
    return `(?${ignoreCase ? 'i' : '-i'}:${inner})`
  }

  private at(code: AtCode, flags: number): string {
    const multiline = (flags & PY_RE.MULTILINE) !== 0
    // \b, \B and the multiline ^ look one character back.
    if (code === 'boundary' || code === 'non_boundary' || (code === 'beginning' && multiline)) this.lookback += 1
    const word = (flags & PY_RE.UNICODE) !== 0 ? WORD_UNICODE : WORD_ASCII
    switch (code) {
      // Without the JS m flag, ^ and $ are exactly the start and the end of the input.
      case 'beginning':
        return multiline ? '(?<![^\\n])' : '^'
      case 'end':
        return multiline ? '(?![^\\n])' : '(?=\\n?$)'
      case 'beginning_string':
        return '^'
      case 'end_string':
        return '$'
      case 'boundary':
        return `(?:(?<=[${word}])(?![${word}])|(?<![${word}])(?=[${word}]))`
      case 'non_boundary':
        // Python 3.11: \B never matches in an empty string.
        return `(?:(?<=[${word}])(?=[${word}])|(?<![${word}])(?![${word}])(?:(?<=${ANY_CHAR})|(?=${ANY_CHAR})))`
    }
  }

  private set(negate: boolean, items: SetItem[], ctx: Context): string {
    let atoms = ''
    const negatedClasses: string[] = []
    const ascii = asciiIgnoreCase(ctx.flags)
    for (const item of items) {
      if (item.kind === 'literal') {
        atoms += caseVariants(item.code, ctx.flags) ?? classLiteral(item.code)
      } else if (item.kind === 'range') {
        atoms += `${classLiteral(item.lo)}-${classLiteral(item.hi)}`
        if (ascii) for (const [lo, hi] of asciiCaseRanges(item.lo, item.hi)) atoms += `${classLiteral(lo)}-${classLiteral(hi)}`
        else if (ctx.jsIgnoreCase && TURKISH_I.some((cp) => cp >= item.lo && cp <= item.hi)) atoms += TURKISH_I_CLASS
      } else {
        const translated = category(item.category, ctx.flags)
        if ('atoms' in translated) atoms += translated.atoms
        else negatedClasses.push(translated.negated)
      }
    }
    if (!negatedClasses.length) return `[${negate ? '^' : ''}${atoms}]`
    const alternatives = atoms ? [`[${atoms}]`, ...negatedClasses] : negatedClasses
    const union = alternatives.length === 1 ? alternatives[0]! : `(?:${alternatives.join('|')})`
    return negate ? `(?:(?!${union})${ANY_CHAR})` : union
  }
}

/** Translates a parsed pattern to JS RegExp source, applying Python's compile-time checks. */
export function translatePyPattern(parsed: ParsedPattern, pattern: string): Translation {
  const translator = new Translator(pattern)
  const ignoreCase = wantsJsIgnoreCase(parsed.flags)
  const source = translator.sequence(parsed.body, { flags: parsed.flags, jsIgnoreCase: ignoreCase, behind: false, scopedIgnoreCase: false })
  return {
    source,
    ignoreCase,
    usesModifiers: translator.usesModifiers,
    caseInsensitiveBackreference: translator.caseInsensitiveBackreference,
    lookback: translator.lookback,
  }
}
