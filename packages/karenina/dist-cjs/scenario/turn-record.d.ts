import type { ChatMessage } from '../llm/ports.js';
/** One executed scenario turn, as outcome checks see it (Karenina `TurnRecord`). */
export interface TurnRecord {
    nodeId: string;
    questionText: string;
    rawResponse: string;
    /** The judge's parsed template fields (`parsed.<key>` paths read them). */
    parsedFields: Record<string, unknown>;
    verifyResult: boolean | null;
    questionMessages?: readonly ChatMessage[];
    traceMessages?: readonly ChatMessage[];
    parsedAnswer?: unknown;
    verificationResultId?: string | null;
}
/** The parts of a finished scenario run that outcome checks read (Karenina `ScenarioExecutionResult`). */
export interface ScenarioOutcomeSubject {
    scenarioId: string;
    status: 'completed' | 'limit_reached' | 'error' | 'timeout' | (string & {});
    path: readonly string[];
    turnCount: number;
    history: readonly TurnRecord[];
    outcomeResults?: Record<string, boolean | number>;
    terminalFailure?: unknown;
    replicate?: number | null;
}
/**
 * Resolves a turn field path (`node_id`, `verify_result`, `raw_response`, `question_text`, `parsed.<key>`):
 * only the first dot splits, so `parsed.a.b` reads the key `"a.b"` and `node_id.x` reads `node_id`.
 * Unknown paths and missing keys resolve to `null`.
 */
export declare function resolveTurnField(path: string, turn: TurnRecord): unknown;
/** Resolves a run-level field (`status`, `turn_count`, `path`, `scenario_id`, …); unknown names are `null`. */
export declare function resolveResultField(field: string, result: ScenarioOutcomeSubject): unknown;
