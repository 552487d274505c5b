import { resolve } from 'node:path'
import { prepareRegrade, type PreparedRegrade } from '../../batch/regrade.js'
import { readStoredAnswersSync, STORED_ANSWERS_ACCEPTED } from '../../batch/stored-answers.js'
import type { Benchmark } from '../../benchmark/benchmark.js'
import { ConfigError } from '../../errors/config-error.js'
import { ReplayStore } from '../../replay-store/replay-store.js'
import type { VerificationResult } from '../../results/verification-result.js'

/**
 * The stored answers a describeBenchmark re-grades (`regrade` option): a file path (a results file, a replay store
 * or a cassette, as `karenina regrade` reads them; relative to the current directory), a ReplayStore, or results.
 */
export type BenchmarkRegradeSource = string | ReplayStore | readonly VerificationResult[]

/** What a planned test re-grades: where its answer is stored, and whether it is. */
export interface PlannedRegrade {
  /** The stored answers' file (or `'replay store'`, `'results'` for values given in code). */
  source: string
  /** False when the stored run has no answer for this question, model and replicate: the test fails. */
  hasAnswer: boolean
  /** The stand-in's result as the stored answering model's (its identity, `extensions.cache`). */
  restore(result: VerificationResult): VerificationResult
}

/** Options the stored run fixes: given with `regrade`, they would do nothing, so they are refused. */
const FIXED_BY_STORED_RUN = ['answeringModels', 'replicates', 'agentTools'] as const

/**
 * Throws when describeBenchmark options give `regrade` together with what the stored run fixes (who answered, how
 * often, with which tools). Call it with the user's options, before the runner config is merged in.
 */
export function assertRegradeOptions(options: Readonly<Record<string, unknown>>): void {
  if (options['regrade'] === undefined || options['regrade'] === null) return
  const fixed = FIXED_BY_STORED_RUN.find((key) => options[key] !== undefined)
  if (fixed !== undefined) {
    throw new ConfigError(`describeBenchmark options › ${fixed}`, `cannot be given with regrade: the stored answers fix the answering models, their replicates and tools (drop ${fixed}, or drop regrade to ask the models)`)
  }
  const verification = options['verification'] as Record<string, unknown> | undefined
  const store = ['replay_store', 'replayStore'].find((key) => verification?.[key] !== undefined && verification[key] !== null)
  if (store !== undefined) throw new ConfigError(`describeBenchmark options › verification.${store}`, 'cannot be given with regrade, which replays the stored answers itself')
}

/** The stored answers of a `regrade` option, read when the tests are planned (synchronously, as jest requires). */
export function prepareBenchmarkRegrade(source: BenchmarkRegradeSource, benchmark: Benchmark): PreparedRegrade {
  if (typeof source === 'string') {
    const file = resolve(source)
    return prepareRegrade(readStoredAnswersSync(file, benchmark), file)
  }
  if (source instanceof ReplayStore) return prepareRegrade(source, 'replay store')
  if (Array.isArray(source)) return prepareRegrade(source, 'results')
  throw new ConfigError('describeBenchmark options › regrade', `expected a file path (${STORED_ANSWERS_ACCEPTED}), a ReplayStore or an array of results, received ${typeof source}`)
}

/** The failure of a re-grade test whose question has no stored answer: never a live answer, never a pass. */
export function missingStoredAnswerMessage(questionId: string, model: string, replicate: number | null, source: string): string {
  return (
    `no stored answer to question ${questionId} from ${model}${replicate !== null ? ` (replicate ${replicate})` : ''} in ${source}: ` +
    'describeBenchmark({ regrade }) re-judges stored answers and never asks the answering model. Re-run the answering side for this question, or leave it out (questionIds)'
  )
}
