import { type CaptureScenarioReplayStoreOptions } from '../results/capture-replay-store.js';
import type { ReplayStore } from '../replay-store/replay-store.js';
import type { VerificationResult } from '../results/verification-result.js';
import type { ScenarioState } from '../scenario/scenario-state.js';
import type { ScenarioOutcomeSubject, TurnRecord } from '../scenario/turn-record.js';
/** How a scenario run ended. */
export type ScenarioStatus = 'completed' | 'limit_reached' | 'error' | 'timeout';
/** Why a scenario stopped with `error` (Karenina `ScenarioTerminalFailure`). */
export interface ScenarioTerminalFailure {
    node_id: string;
    category: string;
    stage: string;
    reason: string;
}
/** The serialized form of a scenario run (the export's `scenario_results[i]`, docs/divergences.md). */
export interface ScenarioResultRecord {
    scenario_id: string;
    status: string;
    path: string[];
    turn_count: number;
    /** Turns without their parsed-answer objects and messages; `verification_result_id` links the result row. */
    history: {
        node_id: string;
        question_text: string;
        raw_response: string;
        parsed_fields: Record<string, unknown>;
        verify_result: boolean | null;
        verification_result_id: string | null;
    }[];
    final_state: Omit<ScenarioState, 'history'>;
    outcome_results: Record<string, boolean | number>;
    terminal_failure: ScenarioTerminalFailure | null;
    replicate: number | null;
    answering_model: string | null;
    parsing_model: string | null;
}
/** What {@link ScenarioExecutionResult} is built from. */
export interface ScenarioExecutionInit {
    scenarioId: string;
    status: ScenarioStatus;
    path: string[];
    history: TurnRecord[];
    turnResults: VerificationResult[];
    finalState: ScenarioState;
    outcomeResults?: Record<string, boolean | number>;
    terminalFailure?: ScenarioTerminalFailure | null;
    replicate?: number | null;
    answeringModel?: string | null;
    parsingModel?: string | null;
}
declare const SCENARIO_RUN: unique symbol;
/**
 * One scenario run (scenario × answering model × parsing model × replicate), Karenina's
 * `ScenarioExecutionResult` (spec 05 §9): the path taken, each turn's record and VerificationResult, the
 * final state, the outcome criteria and, for `error`, the failure that stopped it. JSON-serializes to a
 * {@link ScenarioResultRecord}.
 */
export declare class ScenarioExecutionResult implements ScenarioOutcomeSubject {
    static [Symbol.hasInstance](value: unknown): boolean;
    readonly [SCENARIO_RUN]: true;
    readonly scenarioId: string;
    readonly status: ScenarioStatus;
    readonly path: string[];
    readonly history: TurnRecord[];
    readonly turnResults: VerificationResult[];
    readonly finalState: ScenarioState;
    outcomeResults: Record<string, boolean | number>;
    readonly terminalFailure: ScenarioTerminalFailure | null;
    readonly replicate: number | null;
    /** Display string of the run's answering model (`interface:model`). */
    readonly answeringModel: string | null;
    readonly parsingModel: string | null;
    constructor(init: ScenarioExecutionInit);
    get turnCount(): number;
    /**
     * The run's answers as a replay store keyed by scenario node and visit (Karenina's `to_replay_store()`).
     * @example await saveReplayStore(run.toReplayStore({ answeringModelId: null }), 'scenario-store.json')
     */
    toReplayStore(options?: CaptureScenarioReplayStoreOptions): ReplayStore;
    toJSON(): ScenarioResultRecord;
    /**
     * Rebuilds a run from its record (e.g. a loaded export), linking each turn to its VerificationResult
     * among `results` by result id (a turn whose row is missing is left out of `turnResults`).
     */
    static fromRecord(record: ScenarioResultRecord, results?: Iterable<VerificationResult>): ScenarioExecutionResult;
}
export {};
