import { StoredResultSet, type StoredLine } from '../results/stored-result-set.js'
import { SummaryInterner, summaryView } from '../results/summary-view.js'
import type { VerificationResult } from '../results/verification-result.js'
import { VerificationResultSet } from '../results/verification-result-set.js'

/** The results a run has finished, as its returned set will hold them. */
export interface RunResults {
  /** Adds a finished result; `line` is where it was saved (with progressive save). */
  add(result: VerificationResult, line: StoredLine | undefined): void
  readonly length: number
  toSet(): VerificationResultSet
}

/** Every result kept whole (the default). */
class WholeResults implements RunResults {
  readonly #results: VerificationResult[] = []

  add(result: VerificationResult): void {
    this.#results.push(result)
  }

  get length(): number {
    return this.#results.length
  }

  toSet(): VerificationResultSet {
    return new VerificationResultSet(this.#results)
  }
}

/** Results left in the results file: only where each line is and its summary view are kept (`keepResults: false`). */
class StoredResults implements RunResults {
  readonly #lines: StoredLine[] = []
  // Views share their repeated parts (model identities, trait names) through the interner.
  readonly #views: VerificationResult[] = []
  readonly #interner = new SummaryInterner()

  constructor(private readonly path: string) {}

  add(result: VerificationResult, line: StoredLine | undefined): void {
    if (line === undefined) throw new Error(`internal: a result kept on disk was not saved to ${this.path}`)
    this.#lines.push(line)
    this.#views.push(summaryView(result, this.#interner))
  }

  get length(): number {
    return this.#lines.length
  }

  toSet(): VerificationResultSet {
    return new StoredResultSet(this.path, this.#lines, this.#views)
  }
}

/** Where a run keeps its results: whole in memory, or in its results file at `path` (`keepResults: false`). */
export function runResults(storedIn: string | null): RunResults {
  return storedIn === null ? new WholeResults() : new StoredResults(storedIn)
}
