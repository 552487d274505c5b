/**
 * The parsed form of a Python `re` pattern: a close transcription of CPython 3.11's `re._parser` opcodes,
 * so that validity checks (nothing to repeat, fixed-width look-behind, …) follow Python exactly.
 */

/** Python's `re` flag bits (`re.RegexFlag` values). */
export const PY_RE = {
  TEMPLATE: 1,
  IGNORECASE: 2,
  LOCALE: 4,
  MULTILINE: 8,
  DOTALL: 16,
  UNICODE: 32,
  VERBOSE: 64,
  DEBUG: 128,
  ASCII: 256,
} as const

export const TYPE_FLAGS = PY_RE.ASCII | PY_RE.LOCALE | PY_RE.UNICODE
export const GLOBAL_FLAGS = PY_RE.DEBUG | PY_RE.TEMPLATE

/** `sre_constants.MAXREPEAT`: an unbounded repeat. */
export const MAXREPEAT = 4294967295
/** `_parser.MAXWIDTH`. */
export const MAXWIDTH = 2 ** 64

export type PyCategory = 'digit' | 'not_digit' | 'space' | 'not_space' | 'word' | 'not_word'

export type SetItem =
  | { kind: 'literal'; code: number }
  | { kind: 'range'; lo: number; hi: number }
  | { kind: 'category'; category: PyCategory }

export type AtCode = 'beginning' | 'end' | 'beginning_string' | 'end_string' | 'boundary' | 'non_boundary'

export type PyNode =
  | { op: 'literal'; code: number }
  | { op: 'not_literal'; code: number }
  | { op: 'any' }
  | { op: 'in'; negate: boolean; items: SetItem[] }
  | { op: 'branch'; alternatives: SubPattern[] }
  | { op: 'subpattern'; group: number | null; addFlags: number; delFlags: number; body: SubPattern }
  | { op: 'atomic'; body: SubPattern }
  | { op: 'repeat'; mode: 'greedy' | 'lazy' | 'possessive'; min: number; max: number; body: SubPattern }
  | { op: 'at'; code: AtCode }
  | { op: 'assert'; negate: boolean; behind: boolean; body: SubPattern }
  | { op: 'groupref'; group: number }
  | { op: 'groupref_exists'; group: number; yes: SubPattern; no: SubPattern | null }

/** Parse-wide state (`_parser.State`): group bookkeeping and the global flags. */
export class ParseState {
  flags = 0
  readonly groupNames = new Map<string, number>()
  /** Widths of closed groups; `null` while a group is open. Index 0 is the whole match. */
  readonly groupWidths: ([number, number] | null)[] = [null]
  lookbehindGroups: number | null = null
  readonly groupRefPos = new Map<number, number>()

  get groups(): number {
    return this.groupWidths.length
  }

  /** Whether group `gid` exists and is closed (`State.checkgroup`). */
  checkGroup(gid: number): boolean {
    return gid < this.groups && this.groupWidths[gid] !== null
  }
}

/** A sequence of nodes (`_parser.SubPattern`), with Python's `getwidth()`. */
export class SubPattern {
  private width: [number, number] | null = null

  constructor(
    readonly state: ParseState,
    readonly nodes: PyNode[] = [],
  ) {}

  /** Minimum and maximum width in code points, as `SubPattern.getwidth()` computes it. */
  getWidth(): [number, number] {
    if (this.width) return this.width
    let lo = 0
    let hi = 0
    for (const node of this.nodes) {
      let i = 0
      let j = 0
      switch (node.op) {
        case 'branch':
          i = MAXWIDTH
          for (const alt of node.alternatives) {
            const [l, h] = alt.getWidth()
            i = Math.min(i, l)
            j = Math.max(j, h)
          }
          break
        case 'atomic':
        case 'subpattern':
          ;[i, j] = node.body.getWidth()
          break
        case 'repeat': {
          const [l, h] = node.body.getWidth()
          lo += l * node.min
          hi = node.max === MAXREPEAT && h ? MAXWIDTH : hi + h * node.max
          continue
        }
        case 'literal':
        case 'not_literal':
        case 'any':
        case 'in':
          i = j = 1
          break
        case 'groupref':
          ;[i, j] = this.state.groupWidths[node.group] ?? [0, 0]
          break
        case 'groupref_exists': {
          ;[i, j] = node.yes.getWidth()
          if (node.no) {
            const [l, h] = node.no.getWidth()
            i = Math.min(i, l)
            j = Math.max(j, h)
          } else {
            i = 0
          }
          break
        }
        case 'at':
        case 'assert':
          break
      }
      lo += i
      hi += j
    }
    this.width = [Math.min(lo, MAXWIDTH), Math.min(hi, MAXWIDTH)]
    return this.width
  }
}

/** `_compiler._combine_flags`: the flags inside a scoped `(?flags-flags:...)` group. */
export function combineFlags(flags: number, addFlags: number, delFlags: number): number {
  const base = addFlags & TYPE_FLAGS ? flags & ~TYPE_FLAGS : flags
  return (base | addFlags) & ~delFlags
}
