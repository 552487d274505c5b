import { CheckError } from '../errors/check-error.js'
import { pyStrRepr } from './py-str.js'
import { PY_RE } from './py-regex-syntax.js'

/** Python `re` flags for `compilePyRegex`. Every flag defaults to off; text patterns are UNICODE unless ASCII. */
export interface PyRegexFlags {
  /** `re.IGNORECASE` / `(?i)`. */
  ignoreCase?: boolean
  /** `re.MULTILINE` / `(?m)`: `^` and `$` also match after / before each `\n`. */
  multiline?: boolean
  /** `re.DOTALL` / `(?s)`: `.` also matches `\n`. */
  dotAll?: boolean
  /** `re.VERBOSE` / `(?x)`: whitespace and `#` comments in the pattern are ignored. */
  verbose?: boolean
  /** `re.ASCII` / `(?a)`: `\d \w \s \b` and IGNORECASE are ASCII-only. */
  ascii?: boolean
  /** `re.UNICODE` (the default for text; combined with `ascii` it is a ValueError). */
  unicode?: boolean
  /** `re.LOCALE`: a ValueError with text patterns, as in Python. */
  locale?: boolean
  /** `re.TEMPLATE`: Python 3.11 rejects every repetition under it. */
  template?: boolean
  /** `re.DEBUG`: no effect here. */
  debug?: boolean
}

const FLAG_BITS: Record<keyof PyRegexFlags, number> = {
  ignoreCase: PY_RE.IGNORECASE,
  multiline: PY_RE.MULTILINE,
  dotAll: PY_RE.DOTALL,
  verbose: PY_RE.VERBOSE,
  ascii: PY_RE.ASCII,
  unicode: PY_RE.UNICODE,
  locale: PY_RE.LOCALE,
  template: PY_RE.TEMPLATE,
  debug: PY_RE.DEBUG,
}

/** The attributes of Python 3.11's `re` module that are flags (`_MAXCACHE`, an int, also ORs silently). */
const FLAG_ATTRIBUTES: Record<string, keyof PyRegexFlags | null> = {
  A: 'ascii',
  ASCII: 'ascii',
  DEBUG: 'debug',
  DOTALL: 'dotAll',
  S: 'dotAll',
  I: 'ignoreCase',
  IGNORECASE: 'ignoreCase',
  L: 'locale',
  LOCALE: 'locale',
  M: 'multiline',
  MULTILINE: 'multiline',
  T: 'template',
  TEMPLATE: 'template',
  U: 'unicode',
  UNICODE: 'unicode',
  X: 'verbose',
  VERBOSE: 'verbose',
  NOFLAG: null,
  _MAXCACHE: null,
}

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
  for (const [key, bit] of Object.entries(FLAG_BITS) as [keyof PyRegexFlags, number][]) if (flags[key]) bits |= bit
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
    if (Object.hasOwn(FLAG_ATTRIBUTES, name)) {
      const key = FLAG_ATTRIBUTES[name]
      if (key) flags[key] = true
    } else if (OTHER_ATTRIBUTES.has(name)) {
      throw new CheckError('type', `regex flag ${pyStrRepr(name)} is not a flag: re.${name} cannot be combined with flags (TypeError)`)
    } else {
      onWarning?.(`Unknown regex flag ${pyStrRepr(name)}, ignoring`)
    }
  }
  return flags
}
