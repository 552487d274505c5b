import { hash } from '../utils/lazy-node.js'
import { pyJsonDumps } from '../compat/py-json.js'
import { modelCanonicalKey, type ModelIdentity } from '../config/model-identity.js'

/** What a result id is computed from (spec 04 §2.2). Missing optional parts count as `null`. */
export interface ResultIdInput {
  questionId: string
  answering: ModelIdentity
  parsing: ModelIdentity
  /** The result's `timestamp` string, exactly as stored. */
  timestamp: string
  replicate?: number | null
  scenarioId?: string | null
  scenarioNode?: string | null
  scenarioTurn?: number | null
}

/**
 * The exact text hashed into a result id: Python `json.dumps(data, sort_keys=True, ensure_ascii=True)` of
 * the canonical keys, question id, replicate, scenario coordinates and timestamp.
 */
export function resultIdCanonicalJson(input: ResultIdInput): string {
  const data = {
    answering: modelCanonicalKey(input.answering),
    parsing: modelCanonicalKey(input.parsing),
    question_id: input.questionId,
    replicate: input.replicate ?? null,
    scenario_id: input.scenarioId ?? null,
    scenario_node: input.scenarioNode ?? null,
    scenario_turn: input.scenarioTurn ?? null,
    timestamp: input.timestamp,
  }
  return pyJsonDumps(data, { sortKeys: true, ensureAscii: true })
}

/** Karenina's `result_id`: the first 16 hex chars of SHA-256 over the canonical JSON (UTF-8). */
export function computeResultId(input: ResultIdInput): string {
  // One-shot `hash` (no Hash object): several times cheaper than createHash for short inputs; strings hash as UTF-8.
  // Hex of the first 8 bytes rather than `.slice(0, 16)` of the whole hex: V8 makes that slice a view that keeps
  // the 64-character string alive with every result id (and every summary view a long run keeps).
  return (hash('sha256', resultIdCanonicalJson(input), 'buffer') as unknown as Buffer).toString('hex', 0, 8)
}
