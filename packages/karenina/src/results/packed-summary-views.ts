import { PyFloat } from '../compat/py-float-value.js'
import { PackedValueLog } from './packed-value-log.js'
import type { VerificationResult } from './verification-result.js'

// Why: a run that keeps its results on disk (`keepResults: false`) holds one summary view per result until it
// ends. As objects, a view's metadata and template sections cost ~600 bytes of slots (8 bytes per key, ~70
// keys), though most values are the same in every view of a run (the blanked text fields, shared model
// identities, equal verdicts). Each view also survives one young-generation collection before promotion, so
// V8 counts it twice towards growing its young generation. Packed, a view keeps only the values that differ
// from its section's layout (~10 per result); `all()` rebuilds views equal to the ones given, keys in order.

/** The sections packed apart from the view's own keys. */
const SECTIONS = ['metadata', 'template', 'rubric'] as const
/** Distinct key lists kept per section; a section with yet another one is kept whole. */
const LAYOUTS_PER_SECTION = 8
/** Marks a section kept whole (no layout fits it) or not an object (e.g. null), then the value itself. */
const WHOLE = -1

/** A section's keys in order, the first object seen with them, and its values (`apart` keys: null). */
interface Layout {
  keys: readonly string[]
  first: Section
  base: readonly unknown[]
}

type Section = Record<string, unknown>

class SectionPacker {
  readonly #layouts: Layout[] = []

  /** `apart`: keys whose values are packed on their own (never kept in this section's layouts). */
  constructor(private readonly apart: ReadonlySet<string> = new Set()) {}

  /** Appends `value` to `out`: its layout index, then the number of differing values and (index, value) pairs. */
  pack(value: unknown, out: unknown[]): void {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      out.push(WHOLE, value)
      return
    }
    const section = value as Section
    const at = this.#layoutOf(section)
    if (at === WHOLE) {
      out.push(WHOLE, section)
      return
    }
    const { keys, base } = this.#layouts[at]!
    out.push(at)
    const countAt = out.length
    out.push(0)
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!
      if (this.apart.has(key)) continue
      const v = section[key]
      if (!Object.is(v, base[i]) && !equalFloatBoxes(v, base[i])) out.push(i, v)
    }
    out[countAt] = (out.length - countAt - 1) / 2
  }

  /** Reads one packed section from `packed` at `pos`; returns it and the position after it. */
  unpack(packed: readonly unknown[], pos: number): [unknown, number] {
    const at = packed[pos] as number
    if (at === WHOLE) return [packed[pos + 1], pos + 2]
    const { keys, first } = this.#layouts[at]!
    // A copy of the layout's first object (same keys in the same order, V8's compact shape), then its own values.
    const section: Section = { ...first }
    const count = packed[pos + 1] as number
    let p = pos + 2
    for (let n = 0; n < count; n++, p += 2) section[keys[packed[p] as number]!] = packed[p + 1]
    return [section, p]
  }

  /** The index of the layout with the same keys in the same order (a new one while there is room), else WHOLE. */
  #layoutOf(section: Section): number {
    for (let at = 0; at < this.#layouts.length; at++) if (sameKeys(this.#layouts[at]!.keys, section)) return at
    if (this.#layouts.length >= LAYOUTS_PER_SECTION) return WHOLE
    const keys = Object.keys(section)
    // Own enumerable string keys only: anything else (symbols, accessors, a prototype) is kept whole.
    if (Object.getPrototypeOf(section) !== Object.prototype || Object.getOwnPropertySymbols(section).length > 0) return WHOLE
    for (const key of keys) if (Object.getOwnPropertyDescriptor(section, key)!.get !== undefined) return WHOLE
    this.#layouts.push({ keys, first: section, base: keys.map((k) => (this.apart.has(k) ? null : section[k])) })
    return this.#layouts.length - 1
  }
}

/** Two boxes of the same Python float (e.g. each result's `verify_granular_result` 1.0): immutable, so shared. */
function equalFloatBoxes(a: unknown, b: unknown): boolean {
  return a instanceof PyFloat && b instanceof PyFloat && Object.is(a.value, b.value)
}

/** Whether `section`'s own keys are `keys`, in that order (no key array built). */
function sameKeys(keys: readonly string[], section: Section): boolean {
  if (Object.getPrototypeOf(section) !== Object.prototype) return false
  let i = 0
  for (const key in section) {
    if (!Object.hasOwn(section, key)) return false
    if (keys[i++] !== key) return false
  }
  return i === keys.length
}

/**
 * The summary views of a run, packed (see above): `add` a view as {@link summaryView} makes it, `all()` gives
 * them back as new objects equal to the ones added. The packed values are kept as bytes outside V8's heap
 * (see packed-value-log.ts).
 */
export class PackedSummaryViews {
  readonly #log = new PackedValueLog()
  readonly #top = new SectionPacker(new Set(SECTIONS))
  readonly #sections = SECTIONS.map(() => new SectionPacker())
  /** The values of the view being added (reused). */
  readonly #out: unknown[] = []

  get length(): number {
    return this.#log.length
  }

  add(view: VerificationResult): void {
    const out = this.#out
    out.length = 0
    this.#top.pack(view, out)
    const record = view as unknown as Section
    this.#sections.forEach((packer, i) => packer.pack(record[SECTIONS[i]!], out))
    this.#log.append(out)
    out.length = 0
  }

  /** Every view, rebuilt, in the order added. */
  all(): VerificationResult[] {
    return [...this.each()]
  }

  /** Each view, rebuilt when reached (a reader that lets each go holds one at a time). */
  *each(): Generator<VerificationResult> {
    for (const packed of this.#log.records()) {
      const [view, start] = this.#top.unpack(packed, 0)
      // A view kept whole is copied before its sections are set: the stored one stays as added.
      const record = (packed[0] === WHOLE ? { ...(view as Section) } : view) as Section
      let pos = start
      for (let i = 0; i < SECTIONS.length; i++) {
        const [section, next] = this.#sections[i]!.unpack(packed, pos)
        pos = next
        if (Object.hasOwn(record, SECTIONS[i]!)) record[SECTIONS[i]!] = section
      }
      yield record as unknown as VerificationResult
    }
  }
}
