import type { ChatMessage } from '../llm/ports.js'

/** One executed scenario turn, as outcome checks see it (Karenina `TurnRecord`). */
export interface TurnRecord {
  nodeId: string
  questionText: string
  rawResponse: string
  /** The judge's parsed template fields (`parsed.<key>` paths read them). */
  parsedFields: Record<string, unknown>
  verifyResult: boolean | null
  questionMessages?: readonly ChatMessage[]
  traceMessages?: readonly ChatMessage[]
  parsedAnswer?: unknown
  verificationResultId?: string | null
}

/** The parts of a finished scenario run that outcome checks read (Karenina `ScenarioExecutionResult`). */
export interface ScenarioOutcomeSubject {
  scenarioId: string
  status: 'completed' | 'limit_reached' | 'error' | 'timeout' | (string & {})
  path: readonly string[]
  turnCount: number
  history: readonly TurnRecord[]
  outcomeResults?: Record<string, boolean | number>
  terminalFailure?: unknown
  replicate?: number | null
}

// Karenina resolves a turn path with `getattr(turn, root, None)`: any TurnRecord attribute, else None.
const TURN_FIELDS: Record<string, (turn: TurnRecord) => unknown> = {
  node_id: (t) => t.nodeId,
  question_text: (t) => t.questionText,
  raw_response: (t) => t.rawResponse,
  parsed_fields: (t) => t.parsedFields,
  verify_result: (t) => t.verifyResult,
  question_messages: (t) => t.questionMessages ?? [],
  trace_messages: (t) => t.traceMessages ?? [],
  parsed_answer: (t) => t.parsedAnswer ?? null,
  verification_result_id: (t) => t.verificationResultId ?? null,
}

const RESULT_FIELDS: Record<string, (result: ScenarioOutcomeSubject) => unknown> = {
  scenario_id: (r) => r.scenarioId,
  status: (r) => r.status,
  path: (r) => r.path,
  turn_count: (r) => r.turnCount,
  history: (r) => r.history,
  outcome_results: (r) => r.outcomeResults ?? {},
  terminal_failure: (r) => r.terminalFailure ?? null,
  replicate: (r) => r.replicate ?? null,
}

/**
 * Resolves a turn field path (`node_id`, `verify_result`, `raw_response`, `question_text`, `parsed.<key>`):
 * only the first dot splits, so `parsed.a.b` reads the key `"a.b"` and `node_id.x` reads `node_id`.
 * Unknown paths and missing keys resolve to `null`.
 */
export function resolveTurnField(path: string, turn: TurnRecord): unknown {
  const dot = path.indexOf('.')
  const root = dot < 0 ? path : path.slice(0, dot)
  if (root === 'parsed' && dot >= 0) {
    const key = path.slice(dot + 1)
    return Object.hasOwn(turn.parsedFields, key) ? turn.parsedFields[key] : null
  }
  return Object.hasOwn(TURN_FIELDS, root) ? TURN_FIELDS[root]!(turn) : null
}

/** Resolves a run-level field (`status`, `turn_count`, `path`, `scenario_id`, …); unknown names are `null`. */
export function resolveResultField(field: string, result: ScenarioOutcomeSubject): unknown {
  return Object.hasOwn(RESULT_FIELDS, field) ? RESULT_FIELDS[field]!(result) : null
}
