import type { StoredLine } from './stored-result-set.js'

// Why: a run that keeps its results on disk holds where each line is until it ends. As one small object per
// result, each survives a young-generation collection and is then promoted (V8 counts both towards doubling
// its young generation); two numbers per line in typed arrays (outside V8's heap once large) cost it nothing.

/** Where each result's line sits in a results file, in order (`length`, `get(i)`, iteration). */
export class StoredLineIndex implements Iterable<StoredLine> {
  #offsets = new Float64Array(1024)
  #lengths = new Float64Array(1024)
  #count = 0

  get length(): number {
    return this.#count
  }

  push(line: StoredLine): void {
    if (this.#count === this.#offsets.length) {
      this.#offsets = grown(this.#offsets)
      this.#lengths = grown(this.#lengths)
    }
    this.#offsets[this.#count] = line.offset
    this.#lengths[this.#count] = line.length
    this.#count++
  }

  /** The line at `index`, as `lines[index]` reads an array (an integer from 0, else undefined). */
  get(index: number): StoredLine | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.#count) return undefined
    return { offset: this.#offsets[index]!, length: this.#lengths[index]! }
  }

  *[Symbol.iterator](): Generator<StoredLine> {
    for (let i = 0; i < this.#count; i++) yield { offset: this.#offsets[i]!, length: this.#lengths[i]! }
  }
}

function grown(values: Float64Array<ArrayBuffer>): Float64Array<ArrayBuffer> {
  const next = new Float64Array(values.length * 2)
  next.set(values)
  return next
}
