import type { TurnRecord } from './turn-record.js';
/** What a node's turn left behind, as `node_results.<node>` paths and conditional ground truth read it. */
export interface NodeResult {
    verify_result: boolean | null;
    parsed: Record<string, unknown>;
    /** Trait scores of the turn's rubric (empty without one). */
    rubric: Record<string, unknown>;
}
/** The state that flows through a scenario and drives routing (Karenina `ScenarioState`). */
export interface ScenarioState {
    /** Turns taken so far. */
    turn: number;
    current_node: string;
    verify_result: boolean | null;
    /** Parsed template fields of the last turn. */
    parsed: Record<string, unknown>;
    node_visits: Record<string, number>;
    history: TurnRecord[];
    /** Custom state kept by nodes' `stateUpdate`. */
    accumulated: Record<string, unknown>;
    /** Last result per node (last write wins on revisits). */
    node_results: Record<string, NodeResult>;
}
/**
 * Resolves a dot path against the state (spec 05 §9): `verify_result`, `turn`, `current_node`,
 * `parsed.<f>`, `accumulated.<f>`, `node_visits.<node>` (missing → 0), `node_results.<node>`,
 * `node_results.<node>.verify_result|parsed.<f>|rubric.<trait>`. Anything missing is `null`. Only the first
 * dot splits `parsed.` / `accumulated.` keys, as in Karenina (`parsed.a.b` reads the key `a.b`).
 */
export declare function resolveStatePath(path: string, state: Readonly<ScenarioState>): unknown;
/** The state before the first turn. */
export declare function initialState(entryNode: string): ScenarioState;
