import { readFileSync } from '../utils/lazy-node.js'
import type { Benchmark } from '../benchmark/benchmark.js'
import { KareninaError } from '../errors/karenina-error.js'
import { ValidationError } from '../errors/validation-error.js'
import { parseCassette } from '../llm/replay/cassette.js'
import { replayStoreFromJson } from '../replay-store/replay-store-file.js'
import type { ReplayStore } from '../replay-store/replay-store.js'
import { loadResults } from '../results/import.js'
import type { VerificationResult } from '../results/verification-result.js'
import { cassetteAnswers } from './cassette-answers.js'

/** Answers stored by an earlier run, ready for `regradeResults`: a replay store, or that run's results. */
export type StoredAnswers = ReplayStore | readonly VerificationResult[]

/** The files a re-grade reads, as its refusals name them. */
export const STORED_ANSWERS_ACCEPTED =
  'a results file (karenina verify -o, the karenina reporter\'s results file, or Karenina\'s export: v2.2, legacy 2.0/2.1, an array of results, {results}, {runs}), ' +
  'a replay store ({version, miss_policy, entries}), or a cassette with the answering replies (--replay record --cassette, or a test file\'s __karenina__/<file>.json)'

/**
 * The stored answers in a file's text, told apart by shape: a replay store (`miss_policy` and an `entries` array),
 * a cassette (`version` 1 and an `entries` object, read against `benchmark` to find which reply answers which
 * question), else a results file. What does not fit is refused naming the file and {@link STORED_ANSWERS_ACCEPTED}.
 */
export function parseStoredAnswers(text: string, file: string, benchmark: Benchmark): StoredAnswers {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    throw new ValidationError([], `not valid JSON (${(error as Error).message}); a re-grade reads ${STORED_ANSWERS_ACCEPTED}`, file)
  }
  const object = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null
  if (object && 'miss_policy' in object && Array.isArray(object['entries'])) {
    try {
      return replayStoreFromJson(data, file)
    } catch (error) {
      if (error instanceof KareninaError) throw new ValidationError([], `${error.message} (a re-grade reads ${STORED_ANSWERS_ACCEPTED})`, file)
      throw error
    }
  }
  if (object && 'version' in object && typeof object['entries'] === 'object' && object['entries'] !== null && !Array.isArray(object['entries'])) {
    return cassetteAnswers(parseCassette(file, text), benchmark, file, STORED_ANSWERS_ACCEPTED)
  }
  try {
    return loadResults(text, { source: file }).results
  } catch (error) {
    if (error instanceof ValidationError) throw new ValidationError(error.path, `${error.problem} (a re-grade reads ${STORED_ANSWERS_ACCEPTED})`, file)
    throw error
  }
}

/**
 * Reads the answers an earlier run stored, for `regradeResults`: a results file, a replay store or a cassette
 * (whose answering replies are found by the questions of `benchmark` they answer). Anything else is refused naming
 * the file and {@link STORED_ANSWERS_ACCEPTED}.
 * @example
 * const regraded = await regradeResults(benchmark, await readStoredAnswers('run-cassette.json', benchmark), { parsing_models: ['openai:gpt-4.1'] })
 */
export async function readStoredAnswers(file: string, benchmark: Benchmark): Promise<StoredAnswers> {
  // One way of reading for both: the parse, which is synchronous anyway, costs more than the read.
  return readStoredAnswersSync(file, benchmark)
}

/** {@link readStoredAnswers}, synchronously (test registration, which jest requires to be synchronous). */
export function readStoredAnswersSync(file: string, benchmark: Benchmark): StoredAnswers {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    throw new KareninaError('KARENINA_VALIDATION', `cannot read the stored answers ${file}: ${(error as Error).message}`, { cause: error })
  }
  return parseStoredAnswers(text, file, benchmark)
}
