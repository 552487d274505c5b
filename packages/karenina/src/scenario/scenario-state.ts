import type { TurnRecord } from './turn-record.js'
import { isRecord } from '../utils/is-record.js'

/** What a node's turn left behind, as `node_results.<node>` paths and conditional ground truth read it. */
export interface NodeResult {
  verify_result: boolean | null
  parsed: Record<string, unknown>
  /** Trait scores of the turn's rubric (empty without one). */
  rubric: Record<string, unknown>
}

/** The state that flows through a scenario and drives routing (Karenina `ScenarioState`). */
export interface ScenarioState {
  /** Turns taken so far. */
  turn: number
  current_node: string
  verify_result: boolean | null
  /** Parsed template fields of the last turn. */
  parsed: Record<string, unknown>
  node_visits: Record<string, number>
  history: TurnRecord[]
  /** Custom state kept by nodes' `stateUpdate`. */
  accumulated: Record<string, unknown>
  /** Last result per node (last write wins on revisits). */
  node_results: Record<string, NodeResult>
}

const get = (o: Record<string, unknown>, key: string): unknown => (Object.hasOwn(o, key) ? o[key] : null)

/**
 * Resolves a dot path against the state (spec 05 §9): `verify_result`, `turn`, `current_node`,
 * `parsed.<f>`, `accumulated.<f>`, `node_visits.<node>` (missing → 0), `node_results.<node>`,
 * `node_results.<node>.verify_result|parsed.<f>|rubric.<trait>`. Anything missing is `null`. Only the first
 * dot splits `parsed.` / `accumulated.` keys, as in Karenina (`parsed.a.b` reads the key `a.b`).
 */
export function resolveStatePath(path: string, state: Readonly<ScenarioState>): unknown {
  const dot = path.indexOf('.')
  const root = dot < 0 ? path : path.slice(0, dot)
  if (root === 'verify_result') return state.verify_result
  if (root === 'turn') return state.turn
  if (root === 'current_node') return state.current_node
  if (dot < 0) return null
  const rest = path.slice(dot + 1)
  if (root === 'parsed') return get(state.parsed, rest)
  if (root === 'accumulated') return get(state.accumulated, rest)
  if (root === 'node_visits') return Object.hasOwn(state.node_visits, rest) ? state.node_visits[rest] : 0
  if (root === 'node_results') return resolveNodeResult(rest, state)
  return null
}

function resolveNodeResult(rest: string, state: Readonly<ScenarioState>): unknown {
  const dot = rest.indexOf('.')
  const nodeId = dot < 0 ? rest : rest.slice(0, dot)
  const data: Record<string, unknown> = Object.hasOwn(state.node_results, nodeId) ? { ...state.node_results[nodeId] } : {}
  if (dot < 0) return data
  const tail = rest.slice(dot + 1)
  const dot2 = tail.indexOf('.')
  const value = get(data, dot2 < 0 ? tail : tail.slice(0, dot2))
  if (dot2 >= 0 && isRecord(value)) return get(value, tail.slice(dot2 + 1))
  return value
}

/** The state before the first turn. */
export function initialState(entryNode: string): ScenarioState {
  return { turn: 0, current_node: entryNode, verify_result: null, parsed: {}, node_visits: {}, history: [], accumulated: {}, node_results: {} }
}
