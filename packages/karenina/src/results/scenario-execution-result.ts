import { captureScenarioReplayStore, type CaptureScenarioReplayStoreOptions } from './capture-replay-store.js'
import type { ReplayStore } from '../replay-store/replay-store.js'
import type { VerificationResult } from './verification-result.js'
import type { ScenarioState } from '../scenario/scenario-state.js'
import type { ScenarioOutcomeSubject, TurnRecord } from '../scenario/turn-record.js'

/** How a scenario run ended. */
export type ScenarioStatus = 'completed' | 'limit_reached' | 'error' | 'timeout'

/** Why a scenario stopped with `error` (Karenina `ScenarioTerminalFailure`). */
export interface ScenarioTerminalFailure {
  node_id: string
  category: string
  stage: string
  reason: string
}

/** The serialized form of a scenario run (the export's `scenario_results[i]`, docs/divergences.md). */
export interface ScenarioResultRecord {
  scenario_id: string
  status: string
  path: string[]
  turn_count: number
  /** Turns without their parsed-answer objects and messages; `verification_result_id` links the result row. */
  history: {
    node_id: string
    question_text: string
    raw_response: string
    parsed_fields: Record<string, unknown>
    verify_result: boolean | null
    verification_result_id: string | null
  }[]
  final_state: Omit<ScenarioState, 'history'>
  outcome_results: Record<string, boolean | number>
  terminal_failure: ScenarioTerminalFailure | null
  replicate: number | null
  answering_model: string | null
  parsing_model: string | null
}

/** What {@link ScenarioExecutionResult} is built from (the optional parts default to `{}` and null). */
export type ScenarioExecutionInit = Pick<ScenarioExecutionResult, 'scenarioId' | 'status' | 'path' | 'history' | 'turnResults' | 'finalState'> &
  Partial<Pick<ScenarioExecutionResult, 'outcomeResults' | 'terminalFailure' | 'replicate' | 'answeringModel' | 'parsingModel'>>

// Shared by every copy of karenina in a process: jest in ESM mode loads the setup file's CommonJS build while the
// test file imports the ES module build, and a run made by one copy must pass `instanceof` in the other.
const SCENARIO_RUN = Symbol.for('karenina.ScenarioExecutionResult')

/**
 * One scenario run (scenario × answering model × parsing model × replicate), Karenina's
 * `ScenarioExecutionResult` (spec 05 §9): the path taken, each turn's record and VerificationResult, the
 * final state, the outcome criteria and, for `error`, the failure that stopped it. JSON-serializes to a
 * {@link ScenarioResultRecord}.
 */
export class ScenarioExecutionResult implements ScenarioOutcomeSubject {
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[SCENARIO_RUN] === true
  }
  declare readonly [SCENARIO_RUN]: true
  readonly scenarioId: string
  readonly status: ScenarioStatus
  readonly path: string[]
  readonly history: TurnRecord[]
  readonly turnResults: VerificationResult[]
  readonly finalState: ScenarioState
  outcomeResults: Record<string, boolean | number>
  readonly terminalFailure: ScenarioTerminalFailure | null
  readonly replicate: number | null
  /** Display string of the run's answering model (`interface:model`). */
  readonly answeringModel: string | null
  readonly parsingModel: string | null

  constructor(init: ScenarioExecutionInit) {
    this.scenarioId = init.scenarioId
    this.status = init.status
    this.path = init.path
    this.history = init.history
    this.turnResults = init.turnResults
    this.finalState = init.finalState
    this.outcomeResults = init.outcomeResults ?? {}
    this.terminalFailure = init.terminalFailure ?? null
    this.replicate = init.replicate ?? null
    this.answeringModel = init.answeringModel ?? null
    this.parsingModel = init.parsingModel ?? null
  }

  get turnCount(): number {
    return this.history.length
  }

  /**
   * The run's answers as a replay store keyed by scenario node and visit (Karenina's `to_replay_store()`).
   * @example await saveReplayStore(run.toReplayStore({ answeringModelId: null }), 'scenario-store.json')
   */
  toReplayStore(options: CaptureScenarioReplayStoreOptions = {}): ReplayStore {
    return captureScenarioReplayStore(this.turnResults, options)
  }

  toJSON(): ScenarioResultRecord {
    const { history: _history, ...state } = this.finalState
    return {
      scenario_id: this.scenarioId,
      status: this.status,
      path: [...this.path],
      turn_count: this.turnCount,
      history: this.history.map((t) => ({
        node_id: t.nodeId,
        question_text: t.questionText,
        raw_response: t.rawResponse,
        parsed_fields: t.parsedFields,
        verify_result: t.verifyResult,
        verification_result_id: t.verificationResultId ?? null,
      })),
      final_state: state,
      outcome_results: this.outcomeResults,
      terminal_failure: this.terminalFailure,
      replicate: this.replicate,
      answering_model: this.answeringModel,
      parsing_model: this.parsingModel,
    }
  }

  /**
   * Rebuilds a run from its record (e.g. a loaded export), linking each turn to its VerificationResult
   * among `results` by result id (a turn whose row is missing is left out of `turnResults`).
   */
  static fromRecord(record: ScenarioResultRecord, results: Iterable<VerificationResult> = []): ScenarioExecutionResult {
    const byId = new Map<string, VerificationResult>()
    for (const r of results) byId.set(r.metadata.result_id, r)
    const history: TurnRecord[] = record.history.map((t) => ({
      nodeId: t.node_id,
      questionText: t.question_text,
      rawResponse: t.raw_response,
      parsedFields: t.parsed_fields,
      verifyResult: t.verify_result,
      verificationResultId: t.verification_result_id,
    }))
    const turnResults = history.flatMap((t) => {
      const r = t.verificationResultId ? byId.get(t.verificationResultId) : undefined
      return r ? [r] : []
    })
    return new ScenarioExecutionResult({
      scenarioId: record.scenario_id,
      status: record.status as ScenarioStatus,
      path: record.path,
      history,
      turnResults,
      finalState: { ...record.final_state, history },
      outcomeResults: record.outcome_results,
      terminalFailure: record.terminal_failure,
      replicate: record.replicate,
      answeringModel: record.answering_model ?? null,
      parsingModel: record.parsing_model ?? null,
    })
  }
}

Object.defineProperty(ScenarioExecutionResult.prototype, SCENARIO_RUN, { value: true })
