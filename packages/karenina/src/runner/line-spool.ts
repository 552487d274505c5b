// The spool of a results collector that keeps no whole results: export lines in a temporary file, copied to the
// results file in export order at the end.
import type { FileHandle } from 'node:fs/promises'
import { join } from 'node:path'

// Built-ins without their ESM facades, node:fs/promises and node:os on first use: importing karenina loads none
// of them (start-up cost). node:fs itself is loaded by Node before any user code.
const { closeSync, mkdtempSync, openSync, rmSync, writeSync } = process.getBuiltinModule('node:fs')
const fsPromises = () => process.getBuiltinModule('node:fs/promises')

/** Where one export line sits in the spool file. */
export interface Span {
  offset: number
  length: number
}

/** Between two results in the export. */
const SEPARATOR = ',\n'
const SEPARATOR_BYTES = Buffer.from(SEPARATOR)

async function readAll(handle: FileHandle, buffer: Buffer, at: number, length: number, position: number): Promise<void> {
  for (let done = 0; done < length; ) {
    const { bytesRead } = await handle.read(buffer, at + done, length - done, position + done)
    if (bytesRead === 0) throw new Error('ResultCollector: the results spool file is shorter than expected')
    done += bytesRead
  }
}

export async function writeAll(handle: FileHandle, buffer: Buffer, length: number): Promise<void> {
  for (let done = 0; done < length; ) done += (await handle.write(buffer, done, length - done)).bytesWritten
}

/**
 * The results' export lines, spooled to a temporary file as they come (the export order is kept aside), each
 * after the export's separator: lines that are next to each other in the spool and in the export are copied
 * to the results file in one read. Neither appending nor copying makes a string or a buffer per result.
 */
export class LineSpool {
  readonly #dir = mkdtempSync(join(process.getBuiltinModule('node:os').tmpdir(), 'karenina-results-'))
  readonly file = join(this.#dir, 'results.part')
  #fd: number | null = openSync(this.file, 'w')
  #size = 0
  #scratch = Buffer.allocUnsafeSlow(64 * 1024)

  /** Appends an export line, given as text or as its UTF-8 bytes. */
  append(line: string | Uint8Array): Span {
    if (this.#fd === null) throw new Error('ResultCollector: results were added after the collector was written')
    const maxBytes = SEPARATOR.length + (typeof line === 'string' ? line.length * 3 : line.length)
    if (this.#scratch.length < maxBytes) this.#scratch = Buffer.allocUnsafeSlow(Math.max(maxBytes, this.#scratch.length * 2))
    SEPARATOR_BYTES.copy(this.#scratch, 0)
    let length = SEPARATOR.length
    if (typeof line === 'string') length += this.#scratch.write(line, SEPARATOR.length, 'utf8')
    else {
      this.#scratch.set(line, SEPARATOR.length)
      length += line.length
    }
    for (let done = 0; done < length; ) done += writeSync(this.#fd, this.#scratch, done, length - done)
    const span = { offset: this.#size + SEPARATOR.length, length: length - SEPARATOR.length }
    this.#size += length
    return span
  }

  /** Copies the lines at `spans` to `out`, in that order, separated as in the export. */
  async copyTo(out: FileHandle, spans: readonly Span[]): Promise<void> {
    const input = await fsPromises().open(this.file, 'r')
    try {
      let batch = Buffer.allocUnsafeSlow(256 * 1024)
      let used = 0
      for (let i = 0; i < spans.length; ) {
        // A run of spans that follow each other in the spool (their separators are in it too).
        const start = spans[i]!.offset
        let end = start + spans[i]!.length
        let j = i + 1
        while (j < spans.length && spans[j]!.offset === end + SEPARATOR.length && end + SEPARATOR.length + spans[j]!.length - start <= batch.length) {
          end += SEPARATOR.length + spans[j]!.length
          j++
        }
        const need = (i > 0 ? SEPARATOR.length : 0) + end - start
        if (used + need > batch.length) {
          await writeAll(out, batch, used)
          used = 0
          if (need > batch.length) batch = Buffer.allocUnsafeSlow(need)
        }
        if (i > 0) used += SEPARATOR_BYTES.copy(batch, used)
        await readAll(input, batch, used, end - start, start)
        used += end - start
        i = j
      }
      await writeAll(out, batch, used)
    } finally {
      await input.close()
    }
  }

  close(): void {
    if (this.#fd !== null) closeSync(this.#fd)
    this.#fd = null
  }

  remove(): void {
    this.close()
    rmSync(this.#dir, { recursive: true, force: true })
  }
}

/** Writes `<path>.partial` with `write`, then renames it: readers never see a half-written file. */
export async function writeAtomically(path: string, write: (handle: FileHandle) => Promise<void>): Promise<void> {
  const partial = `${path}.partial`
  try {
    const handle = await fsPromises().open(partial, 'w')
    try {
      await write(handle)
    } finally {
      await handle.close()
    }
    await fsPromises().rename(partial, path)
  } catch (error) {
    await fsPromises().rm(partial, { force: true })
    throw error
  }
}
