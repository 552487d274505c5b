import { PyFloat } from '../compat/py-float-value.js'

// Why: a run that keeps its results on disk holds a few values per result until it ends (its packed summary
// view: ids, times, verdicts). Kept as JS arrays and strings, each result's values are young objects that
// survive a scavenge and are then promoted, and V8 counts both towards doubling its young generation: on the
// bench's 10,000-result run that was a large share of what survived. Written as bytes into large chunks
// allocated outside V8's heap, they cost the young generation nothing. Strings, numbers, booleans, null,
// undefined and PyFloat boxes are written as bytes and read back equal (lone surrogates, -0 and NaN included).
// So are plain objects and arrays the first time they are appended (a result's own token usage, which differs
// with every real model call): they are read back as new equal objects, keys in order. One appended again is
// shared between results (a model identity, the run's usual retry counts), and is kept by reference in a side
// table from then on, as is any other value (class instances, bigints, functions).

const enum Tag {
  Undefined = 0,
  Null = 1,
  False = 2,
  True = 3,
  /** A 31-bit integer, zigzag varint. */
  Int = 4,
  /** Any other number, 8 bytes. */
  Float64 = 5,
  /** A string of code units < 256: varint length, one byte each. */
  Latin1 = 6,
  /** Any other string: varint length in units, two bytes each. */
  Utf16 = 7,
  /** A PyFloat box, 8 bytes. */
  PyFloat = 8,
  /** A value kept by reference: varint index into the side table. */
  Ref = 9,
  /** A plain object: varint key count, then each key (a string value) and its value. */
  Object = 10,
  /** A plain array without holes: varint length, then its values. */
  Array = 11,
}

/** Plain data nested deeper than this is kept by reference (a cycle ends there too). */
const MAX_DEPTH = 32

const CHUNK_BYTES = 64 * 1024

/** Records of values, appended and read back in order. */
export class PackedValueLog {
  readonly #chunks: Buffer[] = []
  /** Bytes used in each chunk (a chunk's tail stays unused when the next record does not fit). */
  readonly #ends: number[] = []
  #count = 0
  readonly #refs: unknown[] = []
  readonly #refIndex = new Map<unknown, number>()
  /** Plain objects and arrays written as bytes once: appended again, they are shared, and kept by reference. */
  readonly #written = new WeakSet<object>()
  /** Where a record is encoded before it is copied into a chunk (reused). */
  #scratch = Buffer.allocUnsafeSlow(1024)
  #pos = 0

  get length(): number {
    return this.#count
  }

  /** Appends one record: the values, in order. */
  append(values: readonly unknown[]): void {
    this.#pos = 0
    this.#varint(values.length)
    for (let i = 0; i < values.length; i++) this.#value(values[i])
    const bytes = this.#pos
    let last = this.#chunks.length - 1
    if (last < 0 || this.#ends[last]! + bytes > this.#chunks[last]!.length) {
      this.#chunks.push(Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, bytes)))
      this.#ends.push(0)
      last++
    }
    this.#scratch.copy(this.#chunks[last]!, this.#ends[last]!, 0, bytes)
    this.#ends[last]! += bytes
    this.#count++
  }

  /** Every record, in the order appended, as a new array of its values. */
  *records(): Generator<unknown[]> {
    const reader = new Reader(this.#refs)
    for (let c = 0; c < this.#chunks.length; c++) {
      reader.chunk = this.#chunks[c]!
      reader.pos = 0
      const end = this.#ends[c]!
      while (reader.pos < end) {
        const n = reader.varint()
        const values = new Array<unknown>(n)
        for (let i = 0; i < n; i++) values[i] = reader.value()
        yield values
      }
    }
  }

  #room(bytes: number): void {
    if (this.#pos + bytes <= this.#scratch.length) return
    let size = this.#scratch.length * 2
    while (size < this.#pos + bytes) size *= 2
    const grown = Buffer.allocUnsafeSlow(size)
    this.#scratch.copy(grown, 0, 0, this.#pos)
    this.#scratch = grown
  }

  #byte(b: number): void {
    this.#room(1)
    this.#scratch[this.#pos++] = b
  }

  #varint(n: number): void {
    this.#room(5)
    while (n >= 0x80) {
      this.#scratch[this.#pos++] = (n & 0x7f) | 0x80
      n >>>= 7
    }
    this.#scratch[this.#pos++] = n
  }

  #value(v: unknown, depth = 0): void {
    switch (typeof v) {
      case 'undefined':
        return this.#byte(Tag.Undefined)
      case 'boolean':
        return this.#byte(v ? Tag.True : Tag.False)
      case 'number':
        if ((v | 0) === v && !Object.is(v, -0) && v >= -0x40000000 && v < 0x40000000) {
          this.#byte(Tag.Int)
          return this.#varint(((v << 1) ^ (v >> 31)) >>> 0)
        }
        return this.#float64(Tag.Float64, v)
      case 'string':
        return this.#string(v)
      case 'object':
        if (v === null) return this.#byte(Tag.Null)
        // Only a plain box (no subclass, no added property) is rebuilt from its value.
        if (Object.getPrototypeOf(v) === PyFloat.prototype && Reflect.ownKeys(v).length === 1) return this.#float64(Tag.PyFloat, (v as PyFloat).value)
        if (depth < MAX_DEPTH && !this.#written.has(v) && !this.#refIndex.has(v) && this.#plainData(v, depth)) return
    }
    let index = this.#refIndex.get(v)
    if (index === undefined) {
      index = this.#refs.push(v) - 1
      this.#refIndex.set(v, index)
    }
    this.#byte(Tag.Ref)
    this.#varint(index)
  }

  /** Writes a plain object or array (own enumerable string keys only, no `__proto__` key, no holes); false, writing nothing, for anything else. */
  #plainData(v: object, depth: number): boolean {
    const proto = Object.getPrototypeOf(v)
    if (proto === Array.prototype) {
      const list = v as unknown[]
      if (Reflect.ownKeys(list).length !== list.length + 1) return false // holes, or properties besides the items
      this.#byte(Tag.Array)
      this.#varint(list.length)
      for (let i = 0; i < list.length; i++) this.#value(list[i], depth + 1)
    } else if (proto === Object.prototype) {
      const keys = Object.keys(v)
      if (Reflect.ownKeys(v).length !== keys.length || keys.includes('__proto__')) return false
      this.#byte(Tag.Object)
      this.#varint(keys.length)
      for (const key of keys) {
        this.#string(key)
        this.#value((v as Record<string, unknown>)[key], depth + 1)
      }
    } else return false
    this.#written.add(v)
    return true
  }

  #float64(tag: Tag, x: number): void {
    this.#room(9)
    this.#scratch[this.#pos++] = tag
    this.#pos = this.#scratch.writeDoubleLE(x, this.#pos)
  }

  #string(s: string): void {
    let latin1 = true
    for (let i = 0; i < s.length; i++) {
      if (s.charCodeAt(i) > 0xff) {
        latin1 = false
        break
      }
    }
    this.#byte(latin1 ? Tag.Latin1 : Tag.Utf16)
    this.#varint(s.length)
    const bytes = latin1 ? s.length : s.length * 2
    this.#room(bytes)
    this.#pos += this.#scratch.write(s, this.#pos, bytes, latin1 ? 'latin1' : 'utf16le')
  }
}

/** Reads values back from one chunk at a time. */
class Reader {
  chunk: Buffer = Buffer.alloc(0)
  pos = 0

  constructor(private readonly refs: readonly unknown[]) {}

  varint(): number {
    let n = 0
    let shift = 0
    for (;;) {
      const b = this.chunk[this.pos++]!
      n += (b & 0x7f) * 2 ** shift
      if (b < 0x80) return n
      shift += 7
    }
  }

  value(): unknown {
    const tag = this.chunk[this.pos++] as Tag
    switch (tag) {
      case Tag.Undefined:
        return undefined
      case Tag.Null:
        return null
      case Tag.False:
        return false
      case Tag.True:
        return true
      case Tag.Int: {
        const z = this.varint()
        return z % 2 === 0 ? z / 2 : -(z + 1) / 2
      }
      case Tag.Float64:
        return this.#float64()
      case Tag.PyFloat:
        return new PyFloat(this.#float64())
      case Tag.Latin1: {
        const n = this.varint()
        const s = this.chunk.toString('latin1', this.pos, this.pos + n)
        this.pos += n
        return s
      }
      case Tag.Utf16: {
        const n = this.varint() * 2
        const s = this.chunk.toString('utf16le', this.pos, this.pos + n)
        this.pos += n
        return s
      }
      case Tag.Ref:
        return this.refs[this.varint()]
      case Tag.Object: {
        const n = this.varint()
        const object: Record<string, unknown> = {}
        for (let i = 0; i < n; i++) {
          const key = this.value() as string
          object[key] = this.value()
        }
        return object
      }
      case Tag.Array: {
        const n = this.varint()
        const list = new Array<unknown>(n)
        for (let i = 0; i < n; i++) list[i] = this.value()
        return list
      }
      default:
        throw new Error(`internal: unknown tag ${tag as number} in packed values`)
    }
  }

  #float64(): number {
    const x = this.chunk.readDoubleLE(this.pos)
    this.pos += 8
    return x
  }
}
