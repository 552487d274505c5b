import type { TurnRecord } from './turn-record.js';
/** Which turn(s) of a scenario history a check inspects (Karenina's scope selectors). */
export type TurnScope = {
    type: 'last_turn';
} | {
    type: 'first_turn';
}
/** Python indexing: negative counts from the end. */
 | {
    type: 'turn_at';
    index: number;
}
/** True when any (all) of the turns at `nodeId` (every turn when null) pass; false on an empty set. */
 | {
    type: 'any_turn' | 'all_turns';
    nodeId: string | readonly string[] | null;
};
/** The last turn. */
export declare const lastTurn: () => TurnScope;
/** The first turn. */
export declare const firstTurn: () => TurnScope;
/** The turn at `index` (negative counts from the end). */
export declare const turnAt: (index: number) => TurnScope;
/** Any turn, optionally only those at the given node(s). */
export declare const anyTurn: (nodeId?: string | readonly string[] | null) => TurnScope;
/** All turns, optionally only those at the given node(s). */
export declare const allTurns: (nodeId?: string | readonly string[] | null) => TurnScope;
/** The single turn a first/last/turn_at scope selects; `undefined` when out of range or for quantifier scopes. */
export declare function selectSingleTurn(scope: TurnScope, history: readonly TurnRecord[]): TurnRecord | undefined;
/** Turns at `nodeId` (a node or a list of nodes); every turn when `nodeId` is null. */
export declare function filterTurnsByNode(history: readonly TurnRecord[], nodeId: string | readonly string[] | null): readonly TurnRecord[];
