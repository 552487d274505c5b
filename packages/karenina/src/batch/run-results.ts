import { StoredResultSet, type StoredLine } from '../results/stored-result-set.js'
import { SummaryInterner, summaryView } from '../results/summary-view.js'
import type { VerificationResult } from '../results/verification-result.js'
import { VerificationResultSet } from '../results/verification-result-set.js'

/**
 * The results a run has finished, as its returned set will hold them: whole in memory (the default), or left in
 * the run's results file at `storedIn` (`keepResults: false`), of which only where each line is and its summary
 * view are kept.
 */
export class RunResults {
  /** Whole results, or their summary views (which share repeated parts through the interner). */
  readonly #results: VerificationResult[] = []
  readonly #lines: StoredLine[] = []
  readonly #interner: SummaryInterner | null

  constructor(private readonly storedIn: string | null) {
    this.#interner = storedIn === null ? null : new SummaryInterner()
  }

  /** Adds a finished result; `line` is where it was saved (with progressive save). */
  add(result: VerificationResult, line: StoredLine | undefined): void {
    if (this.#interner === null) {
      this.#results.push(result)
      return
    }
    if (line === undefined) throw new Error(`internal: a result kept on disk was not saved to ${this.storedIn}`)
    this.#lines.push(line)
    this.#results.push(summaryView(result, this.#interner))
  }

  get length(): number {
    return this.#results.length
  }

  toSet(): VerificationResultSet {
    return this.storedIn === null ? new VerificationResultSet(this.#results) : new StoredResultSet(this.storedIn, this.#lines, this.#results)
  }
}
