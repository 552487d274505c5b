import { hash } from '../utils/lazy-node.js'
import { ValidationError } from '../errors/validation-error.js'
import { dumpResultLine } from './export.js'
import type { VerificationResult } from './verification-result.js'
import { VerificationResultSet } from './verification-result-set.js'

/** One input of {@link mergeResultSets}: a set, optionally named (a file path) for error messages. */
export interface MergeInput {
  set: VerificationResultSet | Iterable<VerificationResult>
  /** Names the input in errors (e.g. `shard-2.json`). @default `input <index>` */
  source?: string
}

/** What {@link mergeResultSets} returns. */
export interface MergedResults {
  set: VerificationResultSet
  /** Results left out because an identical copy (same `result_id`, same content) came earlier. */
  duplicatesDropped: number
}

/**
 * Merges result sets (shards of one run, or several runs) into one, in input order.
 *
 * Duplicates are decided by `metadata.result_id` (a hash of the question, models, timestamp and replicate,
 * so two distinct runs never share one): an exact copy of an earlier result (the same shard given twice,
 * or a result present in both a resumed file and its shard) is dropped and counted; the same id with
 * different content is a conflict and throws a ValidationError naming both inputs, because silently
 * keeping either would hide a corrupted or hand-edited file.
 *
 * The merged set keeps the first non-null `shared_data` (rubric definition) and concatenates scenario
 * records; run metadata is left empty (a merge is a new job: give the export its own header).
 * @example
 * const { set } = mergeResultSets([{ set: await readResultsFile('a.json'), source: 'a.json' }, { set: await readResultsFile('b.json'), source: 'b.json' }])
 */
export function mergeResultSets(inputs: readonly MergeInput[]): MergedResults {
  const merger = new ResultMerger()
  let sharedData: Record<string, unknown> | null = null
  const scenarioResults: unknown[] = []
  const kept: VerificationResult[] = []
  inputs.forEach((input, inputIndex) => {
    const source = input.source ?? `input ${inputIndex}`
    if (input.set instanceof VerificationResultSet) {
      sharedData ??= input.set.sharedData
      if (input.set.scenarioResults) scenarioResults.push(...input.set.scenarioResults)
    }
    let index = 0
    for (const result of input.set) if (merger.add(result, dumpResultLine(result), source, index++)) kept.push(result)
  })
  return {
    set: new VerificationResultSet(kept, { sharedData, scenarioResults: scenarioResults.length > 0 ? scenarioResults : null }),
    duplicatesDropped: merger.duplicatesDropped,
  }
}

/**
 * The duplicate rule of {@link mergeResultSets}, one result at a time, keeping only each result's id and export
 * line's digest: what `karenina merge` holds while it reads one file after another (the files' parsed results go as soon as
 * their lines are taken).
 */
export class ResultMerger {
  /** Each kept result's source and a digest of its export line (not the line: a merge of 10,000 keeps 10,000). */
  readonly #firstSeen = new Map<string, { source: string; index: number; digest: string }>()
  duplicatesDropped = 0

  /** True when `result` is kept: false for an exact copy of an earlier one; a different one of the same id throws. */
  add(result: VerificationResult, line: string, source: string, index: number): boolean {
    const id = result.metadata.result_id
    const earlier = this.#firstSeen.get(id)
    const digest = hash('sha256', line, 'base64')
    if (earlier === undefined) {
      this.#firstSeen.set(id, { source, index, digest })
      return true
    }
    if (earlier.digest === digest) {
      this.duplicatesDropped++
      return false
    }
    throw new ValidationError(
      ['results', index, 'metadata', 'result_id'],
      `result ${JSON.stringify(id)} (question ${JSON.stringify(result.metadata.question_id)}) is also in ${earlier.source} (results[${earlier.index}]) with different content; remove one of the two`,
      source,
    )
  }
}
