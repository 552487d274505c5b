import { createReadStream, type FileHandle, open, stat, truncate } from '../utils/lazy-node.js'
import { parsePyJson } from '../compat/parse-py-json.js'
import { skipTripleKey } from '../config/verification-config.js'
import { ConfigError } from '../errors/config-error.js'
import { ValidationError } from '../errors/validation-error.js'
import { modelCanonicalKey } from '../config/model-identity.js'
import { dumpResultLine } from '../results/export.js'
import type { StoredLine } from '../results/stored-result-set.js'
import { parseVerificationResult, type VerificationResult } from '../results/verification-result.js'
import { nameFileInError } from '../utils/name-file-in-error.js'

/** Where a run saves its results as they complete (spec 05 §8, the `results.jsonl` sidecar). */
export interface ProgressiveSaveOptions {
  /** The JSONL file: one result per line, in Karenina's export form (`dumpResultLine`). */
  jsonl: string
  /**
   * Continue the file: results already in it are not run again and their answers are shared with the
   * remaining judges. Without it an existing non-empty file is an error (nothing is overwritten).
   * @default false
   */
  resume?: boolean
}

/** The resume key of a result: (question id, answering canonical key, parsing canonical key, replicate). */
export function resultTaskKey(result: VerificationResult): string {
  const m = result.metadata
  return skipTripleKey(m.question_id, modelCanonicalKey(m.answering), modelCanonicalKey(m.parsing), m.replicate ?? null)
}

/** What a results file holds. */
export interface ProgressFile {
  /** Every complete line, in file order (first one kept when a key repeats). */
  results: VerificationResult[]
  /** Where each of `results` sits in the file. */
  lines: StoredLine[]
  /** Byte length of the complete lines; anything after it is a line cut by a crash. */
  completeBytes: number
  /** Bytes of the cut last line (0 when the file ends with a newline). */
  truncatedBytes: number
}

const NEWLINE = 0x0a

/**
 * Reads a progressive results file line by line (streamed, so a large file is never held whole). A last
 * line without its newline was cut by a crash mid-write and is ignored; any other unreadable line is an
 * error naming its line number. A missing file reads as empty.
 */
export async function readProgressFile(path: string): Promise<ProgressFile> {
  const results: VerificationResult[] = []
  const lines: StoredLine[] = []
  const sizes = await scanProgressFile(path, (result, line) => {
    results.push(result)
    lines.push(line)
  })
  return { results, lines, ...sizes }
}

/** How many results a progressive results file holds (read line by line, none kept). */
export async function countProgressFile(path: string): Promise<number> {
  let count = 0
  await scanProgressFile(path, () => count++)
  return count
}

/** Reads a results file line by line, handing each first-of-its-key result to `visit`. */
async function scanProgressFile(path: string, visit: (result: VerificationResult, line: StoredLine) => void): Promise<{ completeBytes: number; truncatedBytes: number }> {
  const out = { completeBytes: 0, truncatedBytes: 0 }
  try {
    await stat(path)
  } catch {
    return out
  }
  const seen = new Set<string>()
  let pending: Buffer[] = []
  let pendingBytes = 0
  let lineNumber = 0
  const takeLine = (line: Buffer): void => {
    lineNumber++
    const offset = out.completeBytes
    out.completeBytes += line.length + 1
    const text = line.toString('utf8').trim()
    if (text === '') return
    let result: VerificationResult
    try {
      result = parseVerificationResult(parsePyJson(text))
    } catch (error) {
      const problem = error instanceof ValidationError ? error.message : `not valid JSON (${(error as Error).message})`
      throw new ValidationError([`line ${lineNumber}`], problem, path)
    }
    const key = resultTaskKey(result)
    if (seen.has(key)) return
    seen.add(key)
    visit(result, { offset, length: line.length })
  }
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    let start = 0
    for (let i = chunk.indexOf(NEWLINE); i !== -1; i = chunk.indexOf(NEWLINE, start)) {
      const piece = chunk.subarray(start, i)
      takeLine(pending.length === 0 ? piece : Buffer.concat([...pending, piece]))
      pending = []
      pendingBytes = 0
      start = i + 1
    }
    if (start < chunk.length) {
      pending.push(chunk.subarray(start))
      pendingBytes += chunk.length - start
    }
  }
  out.truncatedBytes = pendingBytes
  return out
}

/**
 * Appends results to a JSONL file as they complete: one `dumpResultLine` per line, each written in a
 * single call and awaited, so a result counts as saved once it is in the operating system's hands (a
 * killed process loses at most the line being written, which a resumed run discards and redoes).
 */
export class ProgressiveResultWriter {
  #queue: Promise<void> = Promise.resolve()
  #closed = false
  /** Bytes in the file: where the next line goes (null after a failed write: the file is asked). */
  #size: number | null

  private constructor(
    private readonly handle: FileHandle,
    readonly path: string,
    size: number,
  ) {
    this.#size = size
  }

  /**
   * Opens the file for a run. With `resume`, the complete lines are read back (returned as `prior`) and a
   * line cut by a crash is cut off the file before appending; without it the file must be missing or empty.
   */
  static async open(options: ProgressiveSaveOptions): Promise<{ writer: ProgressiveResultWriter; prior: VerificationResult[]; priorLines: StoredLine[] }> {
    const path = options.jsonl
    if (!options.resume && ((await stat(path).catch(() => null))?.size ?? 0) > 0) {
      throw new ConfigError('output.jsonl', `${path} already holds results; pass resume: true to continue it, or choose another file`)
    }
    const file: ProgressFile = options.resume ? await readProgressFile(path) : { results: [], lines: [], completeBytes: 0, truncatedBytes: 0 }
    if (file.truncatedBytes > 0) await truncate(path, file.completeBytes)
    const handle = await open(path, 'a')
    return { writer: new ProgressiveResultWriter(handle, path, file.completeBytes), prior: file.results, priorLines: file.lines }
  }

  /**
   * Appends one result; resolves once its line is written, with where it is in the file. Writes are
   * serialized in call order.
   */
  append(result: VerificationResult): Promise<StoredLine> {
    if (this.#closed) return Promise.reject(new Error(`${this.path}: the results file is closed`))
    const line = Buffer.from(`${dumpResultLine(result)}\n`, 'utf8')
    const write = this.#queue.then(async () => {
      // After a failed write, the file's size says where the next line goes.
      const offset = this.#size ?? (await this.handle.stat()).size
      this.#size = null
      try {
        await this.handle.appendFile(line)
      } catch (error) {
        throw nameFileInError(error, this.path)
      }
      this.#size = offset + line.length
      return { offset, length: line.length - 1 }
    })
    // A failed write must not block the later ones; the caller still sees its own failure.
    this.#queue = write.then(
      () => {},
      () => {},
    )
    return write
  }

  /** Waits for pending writes and closes the file. */
  async close(): Promise<void> {
    if (this.#closed) return
    this.#closed = true
    await this.#queue
    await this.handle.close()
  }
}
