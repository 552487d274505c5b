import { closeSync, openSync, readSync } from '../utils/lazy-node.js'
import { parsePyJson } from '../compat/parse-py-json.js'
import { ValidationError } from '../errors/validation-error.js'
import { summarizeResultSet, type ResultSetSummary } from './result-set-summary.js'
import { parseVerificationResult, type VerificationResult } from './verification-result.js'
import { VerificationResultSet, type ResultSetInit } from './verification-result-set.js'

/** Where one result's line sits in a results file (bytes, newline excluded). */
export interface StoredLine {
  offset: number
  length: number
}

/**
 * A result set whose results stay in a JSONL results file (one `dumpResultLine` per line) and are read back
 * when asked for: iterating streams them from the file one at a time, `at(i)` reads one line, and `results`
 * reads them all (a new array each time: keep it if you need it more than once). In memory it keeps only
 * where each line is and each result's {@link summaryView}, so `getSummary()` reads nothing from disk.
 * `runVerification(…, { output, keepResults: false })` returns one; the file must stay in place while the set is read.
 */
export class StoredResultSet extends VerificationResultSet {
  readonly #lines: readonly StoredLine[]
  readonly #views: readonly VerificationResult[]

  constructor(
    readonly path: string,
    lines: readonly StoredLine[],
    views: readonly VerificationResult[],
    init: ResultSetInit = {},
  ) {
    super([], init)
    if (lines.length !== views.length) throw new Error(`internal: ${lines.length} stored lines for ${views.length} summary views`)
    this.#lines = lines
    this.#views = views
  }

  override get results(): VerificationResult[] {
    return [...this]
  }

  override get length(): number {
    return this.#lines.length
  }

  override *[Symbol.iterator](): Generator<VerificationResult> {
    for (const line of this.#read(this.#lines)) yield this.#parse(line.text, line.offset)
  }

  override at(index: number): VerificationResult | undefined {
    const i = index < 0 ? this.#lines.length + index : index
    const line = this.#lines[i]
    if (line === undefined) return undefined
    const [text] = this.#read([line])
    return this.#parse(text!.text, line.offset)
  }

  override getSummary(): ResultSetSummary {
    return summarizeResultSet(this.#views)
  }

  /** The results without their text (see {@link summaryView}), in order: what summaries and verdict counts read. */
  get summaryViews(): readonly VerificationResult[] {
    return this.#views
  }

  /** Each result's line as stored (its export line, `dumpResultLine`), in order. */
  *lines(): Generator<string> {
    for (const line of this.#read(this.#lines)) yield line.text
  }

  *#read(lines: Iterable<StoredLine> & { readonly length: number }): Generator<{ text: string; offset: number }> {
    if (lines.length === 0) return
    let fd: number
    try {
      fd = openSync(this.path, 'r')
    } catch (error) {
      throw new Error(`${this.path}: cannot read the results of this set (${(error as Error).message}); a set kept on disk (keepResults: false) reads its results from this file`, { cause: error })
    }
    try {
      let buffer = Buffer.alloc(64 * 1024)
      for (const { offset, length } of lines) {
        if (buffer.length < length) buffer = Buffer.alloc(length)
        const read = readSync(fd, buffer, 0, length, offset)
        if (read !== length) throw new ValidationError([`byte ${offset}`], `the file ended inside a result (it changed after the run wrote it)`, this.path)
        yield { text: buffer.toString('utf8', 0, length), offset }
      }
    } finally {
      closeSync(fd)
    }
  }

  #parse(text: string, offset: number): VerificationResult {
    try {
      return parseVerificationResult(parsePyJson(text))
    } catch (error) {
      const problem = error instanceof ValidationError ? error.message : `not valid JSON (${(error as Error).message})`
      throw new ValidationError([`byte ${offset}`], `${problem} (the file changed after the run wrote it?)`, this.path)
    }
  }
}

/** What summaries and verdict counts read of a set: a stored set's summary views, else its results. */
export function summaryResultsOf(set: VerificationResultSet): readonly VerificationResult[] {
  return set instanceof StoredResultSet ? set.summaryViews : set.results
}

/** The export lines of a stored set (as written, no re-serialization), else null. */
export function storedLinesOf(source: unknown): Iterable<string> | null {
  return source instanceof StoredResultSet ? source.lines() : null
}
