import { CheckError } from '../errors/check-error.js'
import { createRequire } from '../utils/lazy-node.js'
import { PY_FLAGS, parsePyPattern } from './py-regex-parse.js'
import { translatePyPattern } from './py-regex-translate.js'
import { pyStrRepr } from './py-str.js'
import { PyTuple } from './py-tuple.js'

/** One match: its span (UTF-16 offsets into the text), the matched text and the groups (undefined: unmatched). */
export interface PyRegexMatch {
  readonly start: number
  readonly end: number
  readonly text: string
  readonly groups: readonly (string | undefined)[]
}

/** A `re.findall` item: the whole match (no group), the group (one group) or a tuple of groups (two or more). */
export type PyFindallItem = string | PyTuple

/** What one `RegExp.exec` gives `PyRegex`: the match's offset, text and named groups. */
export interface RegexExecMatch {
  readonly index: number
  readonly text: string
  readonly groups: Record<string, string | undefined> | undefined
}

/**
 * Runs the JS RegExps behind a `PyRegex`. The default runs them inline; the regex guard
 * (regex-guard/guarded-regex.ts) runs them in a worker under a time budget.
 */
export interface RegexEngine {
  /** One evaluation (a search, a findall …): every exec inside shares one time budget. */
  evaluate<T>(run: () => T): T
  /** `regex.exec(text)` from `regex.lastIndex` (global or sticky regex). */
  exec(regex: RegExp, text: string): RegexExecMatch | null
}

const INLINE_ENGINE: RegexEngine = {
  evaluate: (run) => run(),
  exec(regex, text) {
    const match = regex.exec(text)
    return match && { index: match.index, text: match[0], groups: match.groups }
  },
}

/** What the translation hands to `PyRegex`. */
export interface Compiled {
  groups: number
  groupIndex: ReadonlyMap<string, number>
  source: string
  jsFlags: string
  canMatchNonEmpty: boolean
  lookback: number
}

/**
 * A compiled Python pattern running on JS RegExp with Python's `re` semantics (spec 01 §9): the pattern is
 * parsed and validated as CPython 3.11 does, translated (py-regex-translate.ts), and iterated with Python's
 * empty-match rules. Known differences, all in rarely used constructs:
 * - a group inside a repeated group keeps, in Python, its value from an earlier iteration when the last
 *   iteration does not set it (`(?:(a)|b)+` on "ab" gives "a"); JS resets it (""). Likewise an iteration
 *   that matches empty ends a Python loop keeping its captures, where JS discards that iteration;
 * - a back-reference to a group that did not take part fails in Python and matches "" in JS;
 * - conditional groups `(?(1)…|…)` are rejected (CheckError 'regex', "not supported");
 * - `\N{name}` knows a table of common names only; IGNORECASE follows JS's Unicode tables (Unicode 15+,
 *   Python 3.11 has 14), with Python's i/İ/ı equivalence added.
 */
export class PyRegex {
  /** Number of capturing groups. */
  readonly groups: number
  /** Group numbers of `(?P<name>…)` groups. */
  readonly groupIndex: ReadonlyMap<string, number>
  private readonly scan: RegExp
  private sticky: RegExp | undefined
  private readonly nonEmpty = new Map<number, RegExp>()

  /** @internal use `compilePyRegex`. */
  constructor(
    readonly pattern: string,
    /** @internal the translation (the regex guard analyses `source` and `jsFlags`). */
    readonly compiled: Compiled,
    private readonly engine: RegexEngine = INLINE_ENGINE,
  ) {
    this.groups = compiled.groups
    this.groupIndex = compiled.groupIndex
    this.scan = new RegExp(compiled.source, `${compiled.jsFlags}g`)
  }

  /** Python `re.search(...) is not None`: a match anywhere in `text`. */
  search(text: string): boolean {
    return this.engine.evaluate(() => this.searchFrom(text, 0) !== null)
  }

  /** The same pattern with its RegExps run by `engine`. */
  withEngine(engine: RegexEngine): PyRegex {
    return new PyRegex(this.pattern, this.compiled, engine)
  }

  /** Python `re.match`: a match starting at the beginning of `text`, or null. */
  match(text: string): PyRegexMatch | null {
    const found = this.engine.evaluate(() => this.stickyAt(text, 0))
    return found && { start: 0, end: found.text.length, text: found.text, groups: this.groupsOf(found) }
  }

  /** Python `re.finditer`: non-overlapping matches in Python's order, empty matches included (§9.2). */
  *finditer(text: string): Generator<PyRegexMatch> {
    let position = 0
    let mustAdvance = false
    while (position <= text.length) {
      const found: RegexExecMatch | null = mustAdvance ? this.searchAdvancing(text, position) : this.searchFrom(text, position)
      if (!found) return
      const end: number = found.index + found.text.length
      yield { start: found.index, end, text: found.text, groups: this.groupsOf(found) }
      mustAdvance = end === found.index
      position = end
    }
  }

  /** Python `re.findall`: strings, or `PyTuple`s for two or more groups; an unmatched group gives `""`. */
  findall(text: string): PyFindallItem[] {
    return this.engine.evaluate(() => {
      const items: PyFindallItem[] = []
      for (const match of this.finditer(text)) {
        if (this.groups === 0) items.push(match.text)
        else if (this.groups === 1) items.push(match.groups[0] ?? '')
        else items.push(new PyTuple(match.groups.map((group) => group ?? '')))
      }
      return items
    })
  }

  /** `len(re.findall(...))`. */
  count(text: string): number {
    return this.countUpTo(text, Infinity)
  }

  /** `min(len(re.findall(...)), limit)`: stops after `limit` matches (long traces are common). */
  countUpTo(text: string, limit: number): number {
    return this.engine.evaluate(() => {
      let n = 0
      if (n >= limit) return n
      for (const _ of this.finditer(text)) if (++n >= limit) break
      return n
    })
  }

  private groupsOf(found: RegexExecMatch): (string | undefined)[] {
    const out: (string | undefined)[] = []
    for (let g = 1; g <= this.groups; g++) out.push(found.groups?.[`p${g}`])
    return out
  }

  private searchFrom(text: string, position: number): RegexExecMatch | null {
    this.scan.lastIndex = position
    for (;;) {
      const match = this.engine.exec(this.scan, text)
      // V8 also tries positions inside a surrogate pair, where a lookaround can see "no character": Python
      // works on code points and never stops there.
      if (!match || !splitsPair(text, match.index)) return match
      this.scan.lastIndex = match.index + 1
    }
  }

  private stickyAt(text: string, position: number): RegexExecMatch | null {
    this.sticky ??= new RegExp(this.compiled.source, `${this.compiled.jsFlags}y`)
    this.sticky.lastIndex = position
    const match = this.engine.exec(this.sticky, text)
    return match && { index: position, text: match.text, groups: match.groups }
  }

  /**
   * After an empty match at `position`, Python's next match may start there only if it is non-empty (the
   * engine backtracks into later alternatives: `x*|a` on "a" gives "", "a", ""); otherwise it searches on
   * from the next character.
   */
  private searchAdvancing(text: string, position: number): RegexExecMatch | null {
    if (position >= text.length) return null
    if (this.compiled.canMatchNonEmpty) {
      // The preferred match there, when it is already non-empty, is Python's choice.
      const preferred = this.stickyAt(text, position)
      if (preferred?.text) return preferred
      if (preferred) {
        const found = this.nonEmptyAt(text, position)
        if (found) return found
      }
    }
    const code = text.codePointAt(position)!
    return this.searchFrom(text, position + (code > 0xffff ? 2 : 1))
  }

  /**
   * The first non-empty match at `position`, in priority order. The match runs on the text from a few code
   * points before `position` (enough for every look-behind, \b and ^ of the pattern), so that "non-empty"
   * is a constant look-behind at its end: more than `back` code points since the start of that slice.
   */
  private nonEmptyAt(text: string, position: number): RegexExecMatch | null {
    let start = position
    let back = 0
    while (back <= this.compiled.lookback && start > 0) {
      start -= start >= 2 && splitsPair(text, start - 1) ? 2 : 1
      back++
    }
    let regex = this.nonEmpty.get(back)
    if (!regex) {
      regex = new RegExp(`(?:${this.compiled.source})(?<=[\\s\\S]{${back + 1}})`, `${this.compiled.jsFlags}y`)
      this.nonEmpty.set(back, regex)
    }
    regex.lastIndex = position - start
    const match = this.engine.exec(regex, start ? text.slice(start) : text)
    return match && { index: position, text: match.text, groups: match.groups }
  }
}

/** True when `index` falls between the two halves of a surrogate pair. */
function splitsPair(text: string, index: number): boolean {
  if (index <= 0 || index >= text.length) return false
  const before = text.charCodeAt(index - 1)
  const after = text.charCodeAt(index)
  return before >= 0xd800 && before <= 0xdbff && after >= 0xdc00 && after <= 0xdfff
}

const CACHE_SIZE = 512
const cache = new Map<string, PyRegex | CheckError>()

function build(pattern: string, bits: number): PyRegex {
  const parsed = parsePyPattern(pattern, bits)
  const translation = translatePyPattern(parsed, pattern)
  let source = translation.source
  let jsFlags = translation.ignoreCase ? 'iu' : 'u'
  // Scoped flags are spelled out as case-variant classes (withoutModifiers, below) on every engine, not only where
  // V8 lacks RegExp modifiers: one path, which does not depend on V8's modifiers (Node 24's miss Latin-1 case
  // variants of non-ASCII literals). Only a case-insensitive back-reference cannot be spelled out: V8's own
  // modifiers run it where they exist, and it is refused elsewhere.
  const spellOut = translation.usesModifiers && !translation.caseInsensitiveBackreference
  if (translation.usesModifiers && translation.caseInsensitiveBackreference && !engineRunsModifiers()) {
    throw new CheckError(
      'regex',
      `regular expression ${pyStrRepr(pattern)} uses a back-reference under IGNORECASE in a pattern that scopes IGNORECASE to part of itself, which needs RegExp modifiers (Node.js 24; this is Node.js ${process.versions.node})`,
    )
  }
  try {
    if (spellOut) ({ source, flags: jsFlags } = withoutModifiers(source, jsFlags))
    return new PyRegex(pattern, {
      groups: parsed.groups,
      groupIndex: parsed.groupNames,
      source,
      jsFlags,
      canMatchNonEmpty: parsed.body.getWidth()[1] > 0,
      lookback: translation.lookback,
    })
  } catch (error) {
    throw new CheckError('regex', `regular expression ${pyStrRepr(pattern)} could not be translated to JavaScript: ${(error as Error).message}`, { cause: error })
  }
}

/**
 * Compiles a Python `re` pattern (cached). Throws CheckError('regex') where Python raises `re.error`, or for
 * the few valid constructs that cannot run on JS (conditional groups); CheckError('value') for LOCALE and
 * ASCII+UNICODE, as Python's ValueError.
 */
export function compilePyRegex(pattern: string, flags: PyRegexFlags = {}): PyRegex {
  const bits = pyRegexFlagBits(flags)
  const key = `${bits}:${pattern}`
  let entry = cache.get(key)
  if (entry === undefined) {
    try {
      entry = build(pattern, bits)
    } catch (error) {
      if (!(error instanceof CheckError)) throw error
      entry = error
    }
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!)
  } else {
    // Least recently used first out: a hit moves the entry to the end.
    cache.delete(key)
  }
  cache.set(key, entry)
  if (entry instanceof CheckError) throw new CheckError(entry.kind, entry.message, { cause: entry.cause })
  return entry
}

/** Python `re` flags for `compilePyRegex`; every flag defaults to off. */
export type PyRegexFlags = { -readonly [Flag in keyof typeof PY_FLAGS]?: boolean }

const FLAG_KEYS = Object.keys(PY_FLAGS) as (keyof PyRegexFlags)[]

/** The attributes of Python 3.11's `re` module that are flags (`NOFLAG` and `_MAXCACHE`, ints, also OR silently). */
const FLAG_ATTRIBUTES = new Map<string, keyof PyRegexFlags | null>([
  ...FLAG_KEYS.flatMap((key) => PY_FLAGS[key].names.map((name): [string, keyof PyRegexFlags] => [name, key])),
  ['NOFLAG', null],
  ['_MAXCACHE', null],
])

/** The other attributes of the `re` module (and of every module object): `0 | re.compile` is a TypeError. */
const OTHER_ATTRIBUTES = new Set(
  (
    'Match Pattern RegexFlag Scanner __all__ __annotations__ __builtins__ __cached__ __class__ __delattr__ __dict__ ' +
    '__dir__ __doc__ __eq__ __file__ __format__ __ge__ __getattribute__ __getstate__ __gt__ __hash__ __init__ ' +
    '__init_subclass__ __le__ __loader__ __lt__ __name__ __ne__ __new__ __package__ __path__ __reduce__ ' +
    '__reduce_ex__ __repr__ __setattr__ __sizeof__ __spec__ __str__ __subclasshook__ __version__ _cache _casefix ' +
    '_compile _compile_repl _compiler _constants _expand _parser _pickle _special_chars_map _subx compile copyreg ' +
    'enum error escape findall finditer fullmatch functools match purge search split sub subn template'
  ).split(' '),
)

/** Python's flag bits for a flags object. */
export function pyRegexFlagBits(flags: PyRegexFlags = {}): number {
  let bits = 0
  for (const key of FLAG_KEYS) if (flags[key]) bits |= PY_FLAGS[key].bit
  return bits
}

/**
 * RegexMatch's flag lookup: each name is an attribute of Python's `re` module, case-sensitive (`"I"`,
 * `"IGNORECASE"`, …). Unknown names are reported to `onWarning` and ignored; an attribute that is not a flag
 * (`"compile"`) is a CheckError('type'). LOCALE and ASCII+UNICODE fail later, when the pattern is compiled.
 */
export function resolvePyFlagNames(names: readonly string[], onWarning?: (message: string) => void): PyRegexFlags {
  const flags: PyRegexFlags = {}
  for (const name of names) {
    if (FLAG_ATTRIBUTES.has(name)) {
      const key = FLAG_ATTRIBUTES.get(name)
      if (key) flags[key] = true
    } else if (OTHER_ATTRIBUTES.has(name)) {
      throw new CheckError('type', `regex flag ${pyStrRepr(name)} is not a flag: re.${name} cannot be combined with flags (TypeError)`)
    } else {
      onWarning?.(`Unknown regex flag ${pyStrRepr(name)}, ignoring`)
    }
  }
  return flags
}

// Python's scoped flags `(?i:…)` translate to RegExp modifiers (py-regex-translate.ts). V8 runs them from 12.5
// (Node 23); Node 22's V8 (12.4) refuses them, and under --js-regexp-modifiers answers wrongly (`^(?:(?i:a)|b)$`
// matches "B"). There, regexpu-core spells each modifier out as classes of case variants: `(?i:ab)` becomes
// `(?:[Aa][Bb])`, and a pattern with a `(?-i:…)` loses its `i` flag, its other atoms being spelled out instead.

let modifiersRun: boolean | undefined

/** Whether this engine runs RegExp modifiers, and runs them right. */
export function engineRunsModifiers(): boolean {
  if (modifiersRun === undefined) {
    try {
      const scoped = new RegExp('^(?:(?i:a)|b)$', 'u')
      modifiersRun = scoped.test('A') && !scoped.test('B') && new RegExp('^a(?-i:b)$', 'iu').test('Ab') && !new RegExp('^a(?-i:b)$', 'iu').test('AB')
    } catch {
      modifiersRun = false
    }
  }
  return modifiersRun
}

type RewritePattern = (pattern: string, flags: string, options: { modifiers: 'transform'; onNewFlags: (flags: string) => void }) => string
let rewritePattern: RewritePattern | undefined

/**
 * The same pattern without modifiers, for an engine that lacks them. `source` and `flags` are a translation's
 * (`u` flag, plus `i`); back-references under a modifier cannot be spelled out and must be refused before.
 * Property escapes (`\p{L}`) are kept, not expanded: their case closure is the engine's, of its own Unicode
 * version. One code point differs from the modifier: U+0345 (a combining mark that case-folds to a letter)
 * no longer matches `\w` under a scoped IGNORECASE, as in Python.
 */
export function withoutModifiers(source: string, flags: string): { source: string; flags: string } {
  // regexpu-core (CommonJS, with its Unicode tables) loads only on an engine that needs it, on first use.
  rewritePattern ??= createRequire(import.meta.url)('regexpu-core') as RewritePattern
  let rewrittenFlags = flags
  const rewritten = rewritePattern(source, flags, { modifiers: 'transform', onNewFlags: (newFlags) => (rewrittenFlags = newFlags) })
  return { source: rewritten, flags: rewrittenFlags }
}
