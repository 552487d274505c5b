import { PyFloat } from '../compat/py-float-value.js'
import type { StoredLine } from './stored-result-set.js'
import { shareSummaryParts, SummaryInterner } from './summary-view.js'
import type { VerificationResult } from './verification-result.js'

/** Bytes per chunk of serialized views: chunks are never copied to grow, and live outside V8's heap. */
const CHUNK_BYTES = 1024 * 1024

/**
 * The summary views and line positions of a run kept on disk (`keepResults: false`), held outside V8's heap:
 * each view as JSON text (the leaves JSON cannot hold, e.g. undefined, NaN, -0, bigints and boxed Python
 * floats, restored by path; written straight into the chunk, no buffer per view) into
 * off-heap chunks, each line position in a typed array. A long run's views kept as objects survive the young
 * generation's collections (copied, then promoted) and so make V8 double the young generation mid-run (issue 18);
 * bytes in an ArrayBuffer are not scanned or copied. A view that the JSON form would not give back
 * exactly (another class instance, a function) is kept as the object itself. (`v8.serialize` was tried first:
 * with a buffer of its own per view, the N=10,000 bench peaked at 316 MiB against 260 before.)
 */
export class PackedViews {
  readonly #chunks: Buffer[] = []
  #used = CHUNK_BYTES
  /** Per view: chunk index, start, end (bytes); -1 chunk = kept as an object in {@link #objects}. */
  #where = new Float64Array(3 * 256)
  #lines = new Float64Array(2 * 256)
  #count = 0
  readonly #objects = new Map<number, VerificationResult>()

  get length(): number {
    return this.#count
  }

  /** How many views are kept as objects (not packed): what the JSON form would not give back exactly. */
  get unpacked(): number {
    return this.#objects.size
  }

  push(view: VerificationResult, line: StoredLine): void {
    const i = this.#count
    if (3 * (i + 1) > this.#where.length) {
      this.#where = grow(this.#where)
      this.#lines = grow(this.#lines)
    }
    this.#lines[2 * i] = line.offset
    this.#lines[2 * i + 1] = line.length
    const specials: Special[] = []
    const encoded = encode(view, [], specials)
    if (encoded === UNCLONEABLE) {
      this.#objects.set(i, view)
      this.#where[3 * i] = -1
    } else {
      // Written straight into the chunk: no buffer of its own per view.
      const text = JSON.stringify(specials.length === 0 ? [encoded] : [encoded, specials])
      const length = Buffer.byteLength(text)
      if (this.#used + length > CHUNK_BYTES) {
        this.#chunks.push(Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, length)))
        this.#used = 0
      }
      const chunk = this.#chunks.length - 1
      this.#chunks[chunk]!.write(text, this.#used)
      this.#where[3 * i] = chunk
      this.#where[3 * i + 1] = this.#used
      this.#where[3 * i + 2] = this.#used + length
      this.#used += length
    }
    this.#count++
  }

  line(i: number): StoredLine {
    return { offset: this.#lines[2 * i]!, length: this.#lines[2 * i + 1]! }
  }

  lines(): StoredLine[] {
    return Array.from({ length: this.#count }, (_, i) => this.line(i))
  }

  /** Every view, in order, new objects each call; equal parts of different views are one shared object. */
  views(): VerificationResult[] {
    const interner = new SummaryInterner()
    const out: VerificationResult[] = new Array(this.#count)
    for (let i = 0; i < this.#count; i++) {
      const chunk = this.#where[3 * i]!
      if (chunk === -1) {
        out[i] = shareSummaryParts(this.#objects.get(i)!, interner)
        continue
      }
      const [encoded, specials] = JSON.parse(this.#chunks[chunk]!.toString('utf8', this.#where[3 * i + 1]!, this.#where[3 * i + 2]!)) as [unknown, Special[]?]
      out[i] = shareSummaryParts(decode(encoded, specials ?? []) as VerificationResult, interner)
    }
    return out
  }
}

function grow(array: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> {
  const bigger = new Float64Array(array.length * 2)
  bigger.set(array)
  return bigger
}

/** Marks a value that the JSON form would not give back exactly. */
const UNCLONEABLE = Symbol('uncloneable')

type Path = (string | number)[]
/** A leaf JSON cannot hold, by kind, and where it sits; the JSON form holds `null` (or a number) there. */
type Special = [kind: 'u' | 'n' | 'i' | '-i' | 'z' | 'b' | 'f', ...path: Path]

function specialNumber(x: number): Special[0] | null {
  if (Number.isNaN(x)) return 'n'
  if (x === Infinity) return 'i'
  if (x === -Infinity) return '-i'
  if (Object.is(x, -0)) return 'z'
  return null
}

/**
 * A copy of `value` that `JSON.parse(JSON.stringify(…))` gives back exactly (strings, finite numbers, booleans,
 * null, dense arrays, plain objects), each leaf JSON cannot hold (undefined, NaN, ±Infinity, -0, a bigint, a
 * boxed Python float `PyFloat`) replaced by null, a number or a string and listed in `specials`;
 * {@link UNCLONEABLE} when something else (another class instance, a function) is inside.
 */
function encode(value: unknown, path: Path, specials: Special[]): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value
    case 'number': {
      const kind = specialNumber(value)
      if (kind === null) return value
      specials.push([kind, ...path])
      return null
    }
    case 'bigint':
      specials.push(['b', ...path])
      return value.toString()
    case 'undefined':
      specials.push(['u', ...path])
      return null
    case 'object': {
      if (value === null) return value
      if (value instanceof PyFloat) {
        if (typeof value.value !== 'number' || specialNumber(value.value) !== null) return UNCLONEABLE
        specials.push(['f', ...path])
        return value.value
      }
      if (Array.isArray(value)) {
        if (Object.getPrototypeOf(value) !== Array.prototype || Object.keys(value).length !== value.length) return UNCLONEABLE
        const copy: unknown[] = new Array(value.length)
        for (let i = 0; i < value.length; i++) {
          path.push(i)
          const item = encode(value[i], path, specials)
          path.pop()
          if (item === UNCLONEABLE) return UNCLONEABLE
          copy[i] = item
        }
        return copy
      }
      // A null-prototype object would come back with Object.prototype; `__proto__` would not come back as a key.
      if (Object.getPrototypeOf(value) !== Object.prototype || Object.hasOwn(value, '__proto__')) return UNCLONEABLE
      const copy: Record<string, unknown> = {}
      for (const k in value) {
        path.push(k)
        const item = encode((value as Record<string, unknown>)[k], path, specials)
        path.pop()
        if (item === UNCLONEABLE) return UNCLONEABLE
        copy[k] = item
      }
      return copy
    }
    default:
      return UNCLONEABLE
  }
}

const SPECIAL_VALUES = { u: undefined, n: NaN, i: Infinity, '-i': -Infinity, z: -0 } as const

/** `encoded` (new: changed in place) with the leaves listed in `specials` restored. */
function decode(encoded: unknown, specials: readonly Special[]): unknown {
  for (const [kind, ...path] of specials) {
    if (path.length === 0) return kind === 'b' ? BigInt(encoded as string) : kind === 'f' ? new PyFloat(encoded as number) : SPECIAL_VALUES[kind]
    let parent = encoded as Record<string | number, unknown>
    for (let i = 0; i < path.length - 1; i++) parent = parent[path[i]!] as Record<string | number, unknown>
    const key = path.at(-1)!
    parent[key] = kind === 'b' ? BigInt(parent[key] as string) : kind === 'f' ? new PyFloat(parent[key] as number) : SPECIAL_VALUES[kind]
  }
  return encoded
}
