import { PyFloat } from '../compat/py-float-value.js'
import type { StoredLine } from './stored-result-set.js'
import { shareSummaryParts, SummaryInterner } from './summary-view.js'
import type { VerificationResult } from './verification-result.js'

const v8 = () => process.getBuiltinModule('node:v8')

/** Bytes per chunk of serialized views: chunks are never copied to grow, and live outside V8's heap. */
const CHUNK_BYTES = 1024 * 1024

/**
 * The summary views and line positions of a run kept on disk (`keepResults: false`), held outside V8's heap:
 * each view structured-cloned (`v8.serialize`, which keeps undefined, NaN, -0, bigints and key order; boxed
 * Python floats are restored by path) into
 * off-heap chunks, each line position in a typed array. A long run's views kept as objects survive the young
 * generation's collections (copied, then promoted) and so make V8 double the young generation mid-run (issue 18);
 * bytes in an ArrayBuffer are not scanned or copied. A view that a structured clone would not give back
 * exactly (another class instance, a function) is kept as the object itself.
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

  /** How many views are kept as objects (not packed): what a structured clone would not give back exactly. */
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
    const floats: (string | number)[][] = []
    const encoded = encode(view, [], floats)
    if (encoded === UNCLONEABLE) {
      this.#objects.set(i, view)
      this.#where[3 * i] = -1
    } else {
      const bytes = v8().serialize(floats.length === 0 ? [encoded] : [encoded, floats])
      if (this.#used + bytes.length > CHUNK_BYTES) {
        this.#chunks.push(Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, bytes.length)))
        this.#used = 0
      }
      const chunk = this.#chunks.length - 1
      bytes.copy(this.#chunks[chunk]!, this.#used)
      this.#where[3 * i] = chunk
      this.#where[3 * i + 1] = this.#used
      this.#where[3 * i + 2] = this.#used + bytes.length
      this.#used += bytes.length
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
      const [encoded, floats] = v8().deserialize(this.#chunks[chunk]!.subarray(this.#where[3 * i + 1]!, this.#where[3 * i + 2]!)) as [unknown, (string | number)[][]?]
      out[i] = shareSummaryParts(decode(encoded, floats ?? []) as VerificationResult, interner)
    }
    return out
  }
}

function grow(array: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> {
  const bigger = new Float64Array(array.length * 2)
  bigger.set(array)
  return bigger
}

/** Marks a value that a structured clone would not give back exactly. */
const UNCLONEABLE = Symbol('uncloneable')

/**
 * A copy of `value` that a structured clone gives back exactly (primitives, dense arrays, plain objects), with
 * each boxed Python float (`PyFloat`, e.g. a score of `1.0`) replaced by its number and its path added to
 * `floats`; {@link UNCLONEABLE} when something else (another class instance, a function) is inside.
 */
function encode(value: unknown, path: (string | number)[], floats: (string | number)[][]): unknown {
  switch (typeof value) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'bigint':
    case 'undefined':
      return value
    case 'object': {
      if (value === null) return value
      if (value instanceof PyFloat) {
        floats.push([...path])
        return value.value
      }
      if (Array.isArray(value)) {
        if (Object.getPrototypeOf(value) !== Array.prototype || Object.keys(value).length !== value.length) return UNCLONEABLE
        const copy: unknown[] = new Array(value.length)
        for (let i = 0; i < value.length; i++) {
          path.push(i)
          const item = encode(value[i], path, floats)
          path.pop()
          if (item === UNCLONEABLE) return UNCLONEABLE
          copy[i] = item
        }
        return copy
      }
      // A null-prototype object would come back with Object.prototype.
      if (Object.getPrototypeOf(value) !== Object.prototype) return UNCLONEABLE
      const copy: Record<string, unknown> = {}
      for (const k in value) {
        path.push(k)
        const item = encode((value as Record<string, unknown>)[k], path, floats)
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

/** `encoded` with the boxed floats at `floats` restored (it is new: changed in place). */
function decode(encoded: unknown, floats: readonly (readonly (string | number)[])[]): unknown {
  for (const path of floats) {
    let parent = encoded as Record<string | number, unknown>
    for (let i = 0; i < path.length - 1; i++) parent = parent[path[i]!] as Record<string | number, unknown>
    const key = path.at(-1)!
    parent[key] = new PyFloat(parent[key] as number)
  }
  return encoded
}
