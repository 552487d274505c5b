import { modelDisplayString } from '../config/model-identity.js'
import type { VerificationResult } from './verification-result.js'
import type { ReplayEntryInput, ReplayKeyInput, ReplayMissPolicy } from '../replay-store/replay-schema.js'
import { ReplayStore, type ReplayStoreOptions } from '../replay-store/replay-store.js'

/** Options of {@link captureReplayStore}. */
export interface CaptureReplayStoreOptions extends ReplayStoreOptions {
  /** @default 'fall_through' */
  missPolicy?: ReplayMissPolicy
}

/**
 * A replay store holding what the results recorded (Karenina's `VerificationResultSet.to_replay_store()`):
 * per question (or scenario node), answering model and replicate, the raw trace, messages, parsed fields,
 * verdict, usage and agent metrics. Results without an answer are skipped; a result whose run failed for a
 * system reason keeps its trace but not its verdict. Several judges of one answer share a key: the first
 * result is kept.
 */
export function captureReplayStore(results: Iterable<VerificationResult>, options: CaptureReplayStoreOptions = {}): ReplayStore {
  return capture(results, options, () => null)
}

/** Options of {@link captureScenarioReplayStore}. */
export interface CaptureScenarioReplayStoreOptions extends CaptureReplayStoreOptions {
  /** The key's answering model. @default each turn's answering display string */
  answeringModelId?: string | null
}

/**
 * A replay store of one scenario run's turns (Karenina's `ScenarioExecutionResult.to_replay_store()`): keyed by
 * scenario id, node and visit index (0 for a node's first visit), so a replay revisits nodes as recorded.
 */
export function captureScenarioReplayStore(turnResults: readonly VerificationResult[], options: CaptureScenarioReplayStoreOptions = {}): ReplayStore {
  const visits = new Map<string, number>()
  const visitOf = new Map<VerificationResult, number>()
  for (const result of turnResults) {
    const node = result.metadata.scenario_node ?? ''
    const visit = visits.get(node) ?? 0
    visitOf.set(result, visit)
    visits.set(node, visit + 1)
  }
  return capture(turnResults, options, (result) => visitOf.get(result) ?? null)
}

function capture(
  results: Iterable<VerificationResult>,
  options: CaptureScenarioReplayStoreOptions,
  visitIndex: (result: VerificationResult) => number | null,
): ReplayStore {
  const store = new ReplayStore({ miss_policy: options.missPolicy ?? 'fall_through' }, options)
  const seen = new Set<string>()
  for (const result of results) {
    const template = result.template
    if (!template || template.raw_llm_response === '') continue
    const { metadata } = result
    const answering = modelDisplayString(metadata.answering)
    const key: ReplayKeyInput = {
      question_id: metadata.question_id,
      scenario_id: metadata.scenario_id ?? null,
      scenario_node: metadata.scenario_node ?? null,
      answering_model_id: options.answeringModelId === undefined ? answering : options.answeringModelId,
      visit_index: visitIndex(result),
      replicate: metadata.replicate ?? null,
    }
    const id = JSON.stringify(key)
    if (seen.has(id)) continue
    seen.add(id)
    const systemFailure = metadata.failure !== null && metadata.failure !== undefined && metadata.failure.group === 'system'
    const entry: ReplayEntryInput = {
      raw_trace: template.raw_llm_response,
      trace_messages: template.trace_messages.length > 0 ? structuredClone(template.trace_messages) : null,
      parsed_answer_fields: template.parsed_llm_response ? structuredClone(template.parsed_llm_response) : null,
      verify_result: !systemFailure && typeof template.verify_result === 'boolean' ? template.verify_result : null,
      usage_metadata: template.usage_metadata ? structuredClone(template.usage_metadata) : null,
      agent_metrics: template.agent_metrics ? structuredClone(template.agent_metrics) : null,
      captured_model_id: answering,
      captured_at: metadata.timestamp ?? null,
    }
    store.register(key, entry)
  }
  return store
}
