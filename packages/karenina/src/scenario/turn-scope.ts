import type { TurnRecord } from './turn-record.js'

/** Which turn(s) of a scenario history a check inspects (Karenina's scope selectors). */
export type TurnScope =
  | { type: 'last_turn' }
  | { type: 'first_turn' }
  /** Python indexing: negative counts from the end. */
  | { type: 'turn_at'; index: number }
  /** True when any (all) of the turns at `nodeId` (every turn when null) pass; false on an empty set. */
  | { type: 'any_turn' | 'all_turns'; nodeId: string | readonly string[] | null }

/** The last turn. */
export const lastTurn = (): TurnScope => ({ type: 'last_turn' })
/** The first turn. */
export const firstTurn = (): TurnScope => ({ type: 'first_turn' })
/** The turn at `index` (negative counts from the end). */
export const turnAt = (index: number): TurnScope => ({ type: 'turn_at', index })
/** Any turn, optionally only those at the given node(s). */
export const anyTurn = (nodeId: string | readonly string[] | null = null): TurnScope => ({ type: 'any_turn', nodeId })
/** All turns, optionally only those at the given node(s). */
export const allTurns = (nodeId: string | readonly string[] | null = null): TurnScope => ({ type: 'all_turns', nodeId })

/** The single turn a first/last/turn_at scope selects; `undefined` when out of range or for quantifier scopes. */
export function selectSingleTurn(scope: TurnScope, history: readonly TurnRecord[]): TurnRecord | undefined {
  if (scope.type === 'last_turn') return history.at(-1)
  if (scope.type === 'first_turn') return history[0]
  // `at` is Python indexing: negative from the end, undefined out of range.
  if (scope.type === 'turn_at') return history.at(scope.index)
  return undefined
}

/** Turns at `nodeId` (a node or a list of nodes); every turn when `nodeId` is null. */
export function filterTurnsByNode(history: readonly TurnRecord[], nodeId: string | readonly string[] | null): readonly TurnRecord[] {
  return history.filter((turn) => isAtNode(turn, nodeId))
}

/** Whether the turn is at `nodeId` (a node or a list of nodes); every turn is when `nodeId` is null. */
export function isAtNode(turn: TurnRecord, nodeId: string | readonly string[] | null): boolean {
  return nodeId === null || (typeof nodeId === 'string' ? turn.nodeId === nodeId : nodeId.includes(turn.nodeId))
}
