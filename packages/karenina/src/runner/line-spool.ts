// The spool of a results collector that keeps no whole results: export lines in a temporary file, copied to the
// results file in export order at the end.
import type { FileHandle } from 'node:fs/promises'
import { join } from 'node:path'
import { nameFileInError } from '../utils/name-file-in-error.js'

// Built-ins without their ESM facades, node:fs/promises and node:os on first use: importing karenina loads none
// of them (start-up cost). node:fs itself is loaded by Node before any user code.
const { closeSync, mkdtempSync, openSync, rmSync, writeSync } = process.getBuiltinModule('node:fs')
const fsPromises = () => process.getBuiltinModule('node:fs/promises')

/** Between two results in the export. */
const SEPARATOR = ',\n'
const SEPARATOR_BYTES = Buffer.from(SEPARATOR)
/** Appended lines are gathered in memory up to this size, then written in one call. */
const PENDING_BYTES = 64 * 1024

async function readAll(handle: FileHandle, buffer: Buffer, at: number, length: number, position: number): Promise<void> {
  for (let done = 0; done < length; ) {
    const { bytesRead } = await handle.read(buffer, at + done, length - done, position + done)
    if (bytesRead === 0) throw new Error('ResultCollector: the results spool file is shorter than expected')
    done += bytesRead
  }
}

/** Where `copyTo` writes: the bytes are written (or copied) before the promise settles, so the buffer is reused. */
export interface ByteSink {
  write(chunk: Uint8Array): Promise<void>
}

/**
 * The results' export lines, spooled to a temporary file as they come, each after the export's separator, and
 * numbered in append order (the export order is a list of those numbers, kept aside): lines that are next to
 * each other in the spool and in the export are copied to the results file in one read. Neither appending nor
 * copying makes a string, a buffer or an object per result: where each line sits is kept in typed arrays, and
 * appended lines are written 64 KiB at a time.
 */
export class LineSpool {
  readonly #dir = mkdtempSync(join(process.getBuiltinModule('node:os').tmpdir(), 'karenina-results-'))
  readonly file = join(this.#dir, 'results.part')
  #fd: number | null = openSync(this.file, 'w')
  /** Bytes in the file, and in `#pending` after them. */
  #written = 0
  #pending = Buffer.allocUnsafeSlow(PENDING_BYTES)
  #pendingLength = 0
  /** Line i starts at `#offsets[i]` (after its separator) and is `#lengths[i]` bytes long. */
  #offsets = new Float64Array(1024)
  #lengths = new Uint32Array(1024)
  #count = 0

  /** Appends an export line, given as text or as its UTF-8 bytes; returns its number (0, 1, …). */
  append(line: string | Uint8Array): number {
    if (this.#fd === null) throw new Error('ResultCollector: results were added after the collector was written')
    const maxBytes = SEPARATOR.length + (typeof line === 'string' ? line.length * 3 : line.length)
    if (this.#pendingLength + maxBytes > this.#pending.length) {
      this.#flush()
      if (maxBytes > this.#pending.length) this.#pending = Buffer.allocUnsafeSlow(maxBytes)
    }
    const pending = this.#pending
    let at = this.#pendingLength + SEPARATOR_BYTES.copy(pending, this.#pendingLength)
    const start = at
    if (typeof line === 'string') at += pending.write(line, at, 'utf8')
    else {
      pending.set(line, at)
      at += line.length
    }
    const index = this.#count++
    if (index === this.#offsets.length) {
      const offsets = new Float64Array(index * 2)
      offsets.set(this.#offsets)
      this.#offsets = offsets
      const lengths = new Uint32Array(index * 2)
      lengths.set(this.#lengths)
      this.#lengths = lengths
    }
    this.#offsets[index] = this.#written - this.#pendingLength + start
    this.#lengths[index] = at - start
    this.#written += at - this.#pendingLength
    this.#pendingLength = at
    return index
  }

  #flush(): void {
    try {
      for (let done = 0; done < this.#pendingLength; ) done += writeSync(this.#fd!, this.#pending, done, this.#pendingLength - done)
    } catch (error) {
      throw nameFileInError(error, this.file)
    }
    this.#pendingLength = 0
  }

  /** Copies the lines numbered `order` to `out`, in that order, separated as in the export. */
  async copyTo(out: ByteSink, order: readonly number[]): Promise<void> {
    if (this.#fd !== null) this.#flush()
    const offsets = this.#offsets
    const lengths = this.#lengths
    const input = await fsPromises().open(this.file, 'r')
    try {
      let batch = Buffer.allocUnsafeSlow(256 * 1024)
      let used = 0
      for (let i = 0; i < order.length; ) {
        // A run of lines that follow each other in the spool (their separators are in it too).
        const start = offsets[order[i]!]!
        let end = start + lengths[order[i]!]!
        let j = i + 1
        while (j < order.length && offsets[order[j]!] === end + SEPARATOR.length && end + SEPARATOR.length + lengths[order[j]!]! - start <= batch.length) {
          end += SEPARATOR.length + lengths[order[j]!]!
          j++
        }
        const need = (i > 0 ? SEPARATOR.length : 0) + end - start
        if (used + need > batch.length) {
          await out.write(batch.subarray(0, used))
          used = 0
          if (need > batch.length) batch = Buffer.allocUnsafeSlow(need)
        }
        if (i > 0) used += SEPARATOR_BYTES.copy(batch, used)
        await readAll(input, batch, used, end - start, start)
        used += end - start
        i = j
      }
      await out.write(batch.subarray(0, used))
    } finally {
      await input.close()
    }
  }

  close(): void {
    if (this.#fd !== null) {
      this.#flush()
      closeSync(this.#fd)
    }
    this.#fd = null
  }

  remove(): void {
    this.#pendingLength = 0 // the file goes: nothing left to write
    this.close()
    rmSync(this.#dir, { recursive: true, force: true })
  }
}
