import type { Benchmark } from '../benchmark/benchmark.js'
import { modelDisplayString } from '../config/model-identity.js'
import type { VerificationConfigInput } from '../config/verification-config.js'
import { ValidationError } from '../errors/validation-error.js'
import type { ReplayEntry, ReplayKeyInput } from '../replay-store/replay-schema.js'
import { ReplayStore } from '../replay-store/replay-store.js'
import type { VerificationResult } from '../results/verification-result.js'
import { VerificationResultSet } from '../results/verification-result-set.js'
import { runVerification, type RunVerificationOptions } from './run-verification.js'

/** The stage a re-graded result took from the stored run instead of running it. */
export const CACHED_ANSWER_STAGE = 'GenerateAnswer'

/** `extensions.cache` of a re-graded result: which stages came from a cache, and from where. */
export interface CacheProvenance {
  /** Stages not run for this result (their output was stored). Excluded from latency and token aggregates. */
  stages: string[]
  /** Where the stored answers came from (a file path, or `'results'` for results given in code). */
  source: string
  /** The stored answering usage (`usage_metadata` of the original run), kept here so summaries do not count it again. */
  answer_usage: Record<string, unknown> | null
}

/**
 * The verification config of a re-grade: a VerificationConfig without answering models, replay store or replicate
 * count, which the stored run fixes (given, they are refused).
 */
export type RegradeConfigInput = VerificationConfigInput

/** Keys the stored run fixes, in both spellings a config accepts. */
export const FIXED_BY_STORED_RUN = ['answering_models', 'answeringModels', 'replay_store', 'replayStore', 'replicate_count', 'replicateCount'] as const

/** Options of {@link regradeResults}: those of `runVerification`, plus where the answers came from. */
export interface RegradeOptions extends Omit<RunVerificationOptions, 'output' | 'keepResults' | 'batch'> {
  /** Named in each result's `extensions.cache.source`. @default 'results' */
  source?: string
}

/** An answering model of the stored run and the stand-in that replays its answers. */
export interface StoredAnswerer {
  identity: VerificationResult['metadata']['answering']
  /** Stand-in config id, unique per stored answering model, so replay keys and results map back to it. */
  configId: string
}

/**
 * Stored answers (results, or a replay store, which `readStoredAnswers` also makes of a cassette) as a
 * {@link PreparedRegrade}. Results without an answer are left out (their tasks become strict misses); no answer
 * at all is a ValidationError naming `source`.
 */
export function prepareRegrade(stored: Iterable<VerificationResult> | ReplayStore, source = 'results') {
  const answerers = new Map<string, StoredAnswerer>()
  const store = new ReplayStore({ miss_policy: 'strict' })
  const answerUsage = new Map<string, Record<string, unknown> | null>()
  const keyOf = (questionId: string, answerer: StoredAnswerer, replicate: number | null): ReplayKeyInput =>
    ({ question_id: questionId, answering_model_id: standInDisplay(answerer), replicate })
  let replicates = 1
  let rows = 0
  for (const answer of storedAnswers(stored, source)) {
    rows++
    // No answer to reuse (the stored run failed before answering): that task is re-graded as a strict miss.
    if (answer.entry.raw_trace === '') continue
    const display = modelDisplayString(answer.identity)
    let answerer = answerers.get(display)
    if (!answerer) {
      answerer = { identity: structuredClone(answer.identity), configId: `regrade-${answerers.size}` }
      answerers.set(display, answerer)
    }
    if (answer.replicate !== null) replicates = Math.max(replicates, answer.replicate)
    const key = keyOf(answer.questionId, answerer, answer.replicate)
    const id = JSON.stringify(key)
    // Several judges of one answer share it: the first stored row is kept.
    if (answerUsage.has(id)) continue
    store.register(key, { ...answer.entry, captured_model_id: display })
    answerUsage.set(id, answer.usage)
  }
  if (answerers.size === 0) {
    throw new ValidationError([], rows === 0 ? 'no results to re-grade' : `none of the ${rows} results holds an answer (template.raw_llm_response) to re-grade`, source)
  }
  const byConfigId = new Map([...answerers.values()].map((a) => [a.configId, a]))
  // A stored answer without replicate serves every replicate, as the store's wildcard does.
  const storedKey = (questionId: string, answerer: StoredAnswerer, replicate: number | null) =>
    [replicate, null].map((r) => JSON.stringify(keyOf(questionId, answerer, r))).find((key) => answerUsage.has(key))
  return {
    source,
    store,
    answerers: [...answerers.values()] as readonly StoredAnswerer[],
    /** The stored run's replicate count (1 without replicates). */
    replicates,
    /** The stand-in answering model configs, one per stored answering model. */
    answeringModels: [...answerers.values()].map((a) => ({
      interface: 'manual' as const,
      id: a.configId,
      model_name: a.identity.model_name,
      // Never read: the strict replay store answers first; the manual interface itself has no network.
      manual_traces: {} as Record<string, never>,
    })),
    /** Whether a stored answer exists for this question, stand-in and replicate. */
    hasAnswer(questionId: string, configId: string, replicate: number | null): boolean {
      const answerer = byConfigId.get(configId)
      return answerer !== undefined && storedKey(questionId, answerer, replicate) !== undefined
    },
    /** A stand-in's result as the stored model's: its identity back, and `extensions.cache` ({@link CacheProvenance}). */
    restore(result: VerificationResult): VerificationResult {
      const answerer = byConfigId.get(result.metadata.answering.config_id ?? '')
      if (!answerer) return result
      const key = storedKey(result.metadata.question_id, answerer, result.metadata.replicate ?? null)
      const cache: CacheProvenance = { stages: key !== undefined ? [CACHED_ANSWER_STAGE] : [], source, answer_usage: key === undefined ? null : (answerUsage.get(key) ?? null) }
      return { ...result, metadata: { ...result.metadata, answering: structuredClone(answerer.identity) }, extensions: { ...result.extensions, cache } }
    },
  }
}

/**
 * Stored answers made ready to re-judge: a strict replay store keyed by one `manual` stand-in per stored answering
 * model (never called: the store answers first), and what restores the stored identity on each result.
 */
export type PreparedRegrade = ReturnType<typeof prepareRegrade>

/**
 * Re-judges answers already stored (issue 33 item 2): every answer of `stored` is reused as recorded, with zero
 * answering calls, and judged again with the config's parsing models, templates and rubric (the benchmark's).
 * A question/answering model/replicate without a stored answer is that task's error ("Replay strict miss"),
 * never a live answer. Results keep the original answering model identity and carry
 * `extensions.cache` ({@link CacheProvenance}). Judge calls can themselves be cached with a cassette
 * (`replay` in the config or `KARENINA_REPLAY`): a changed judge or template misses it and is asked afresh.
 * A file of any stored kind (results, replay store, cassette) is read with `readStoredAnswers`.
 * @example
 * const stored = await readResultsFile('results.json')
 * const regraded = await regradeResults(benchmark, stored, { parsing_models: ['openai:gpt-4.1'] })
 */
export async function regradeResults(
  benchmark: Benchmark,
  stored: Iterable<VerificationResult> | ReplayStore,
  configInput: RegradeConfigInput,
  options: RegradeOptions = {},
): Promise<VerificationResultSet> {
  const { source = 'results', ...runOptions } = options
  // The stored run fixes the answering models, their answers and the replicates.
  const fixed = FIXED_BY_STORED_RUN.find((key) => Object.hasOwn(configInput, key))
  if (fixed !== undefined) {
    throw new ValidationError([fixed], 'not allowed in a re-grade: the stored run fixes the answering models, their answers and the replicates', 'regradeResults config')
  }
  const prepared = prepareRegrade(stored, source)
  // Either spelling of the config is accepted; the added keys are snake_case, which both forms take.
  const config = {
    ...configInput,
    answering_models: prepared.answeringModels,
    replay_store: prepared.store,
    ...(prepared.replicates > 1 ? { replicate_count: prepared.replicates } : {}),
  } as VerificationConfigInput
  const run = await runVerification(benchmark, config, runOptions)
  return new VerificationResultSet(run.results.map((result) => prepared.restore(result)), { metadata: run.metadata, errors: run.errors, sharedData: run.sharedData })
}

type Identity = VerificationResult['metadata']['answering']

/** One stored answer, from a result or a replay store entry. */
interface StoredAnswer {
  questionId: string
  identity: Identity
  replicate: number | null
  /** Without parsed fields and verdict, so the judge runs again; without usage, so this run does not count it. */
  entry: Pick<ReplayEntry, 'raw_trace' | 'trace_messages' | 'agent_metrics' | 'captured_at'>
  usage: Record<string, unknown> | null
}

function* storedAnswers(stored: Iterable<VerificationResult> | ReplayStore, source: string): Generator<StoredAnswer> {
  if (stored instanceof ReplayStore) {
    for (const [index, [key, entry]] of stored.entries.entries()) {
      const where = ['entries', index]
      if (key.scenario_id !== null) throw new ValidationError([...where, 'scenario_id'], 'scenario entries cannot be re-graded (their turns depend on earlier verdicts)', source)
      const display = key.answering_model_id ?? entry.captured_model_id
      if (display === null) throw new ValidationError([...where, 'answering_model_id'], 'the entry names no answering model (answering_model_id and captured_model_id are null), so its results could not say who answered', source)
      // `stored.entries` holds copies already.
      const { raw_trace, trace_messages, agent_metrics, captured_at, usage_metadata } = entry
      yield {
        questionId: key.question_id,
        identity: identityOfDisplay(display, [...where, key.answering_model_id === null ? 'captured_model_id' : 'answering_model_id'], source),
        replicate: key.replicate,
        entry: { raw_trace, trace_messages, agent_metrics, captured_at },
        usage: usage_metadata,
      }
    }
    return
  }
  for (const result of stored) {
    const { metadata, template } = result
    if (metadata.scenario_id) throw new ValidationError(['metadata', 'scenario_id'], 'scenario results cannot be re-graded (their turns depend on earlier verdicts)', source)
    yield {
      questionId: metadata.question_id,
      identity: metadata.answering,
      replicate: metadata.replicate ?? null,
      entry: {
        raw_trace: template?.raw_llm_response ?? '',
        trace_messages: template && template.trace_messages.length > 0 ? structuredClone(template.trace_messages) as Record<string, unknown>[] : null,
        agent_metrics: template?.agent_metrics ? structuredClone(template.agent_metrics) as Record<string, unknown> : null,
        captured_at: metadata.timestamp ?? null,
      },
      usage: template?.usage_metadata ? (structuredClone(template.usage_metadata) as Record<string, unknown>) : null,
    }
  }
}

/**
 * The identity a stored display string names (`interface:model_name (config_id) +[tool, …]`, spec 04 §2.1): who
 * answered, as a label of re-graded results. Nothing is resolved or called from it.
 */
export function identityOfDisplay(display: string, where: (string | number)[], source: string): Identity {
  const match = /^([^:\s]+):(.+?)(?: \(([^)]+)\))?(?: \+\[(.*)\])?$/.exec(display)
  if (!match) throw new ValidationError(where, `${JSON.stringify(display)} is not an answering model (expected interface:model_name, e.g. "openai:gpt-4.1-mini")`, source)
  return { interface: match[1]!, model_name: match[2]!, config_id: match[3] ?? null, tools: match[4] ? match[4].split(', ') : [] }
}

function standInDisplay(answerer: StoredAnswerer): string {
  return `manual:${answerer.identity.model_name} (${answerer.configId})`
}
