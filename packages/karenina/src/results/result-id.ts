import { hash } from '../utils/lazy-node/crypto.js'
import { pyJsonDumps, pyJsonString } from '../compat/py-json.js'
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
  return canonicalJsonOfTypedData(data) ?? pyJsonDumps(data, { sortKeys: true, ensureAscii: true })
}

type CanonicalData = { answering: string; parsing: string; question_id: unknown; replicate: unknown; scenario_id: unknown; scenario_node: unknown; scenario_turn: unknown; timestamp: unknown }

// Written directly for the shapes every result has (strings, safe integers, null): the keys are already in sorted
// order, so the text is the one `pyJsonDumps` writes (tested), without its generic walk and key sort per result.
// Anything else (a JS caller's non-string id, a float replicate) returns null and takes the generic path.
function canonicalJsonOfTypedData(d: CanonicalData): string | null {
  const { question_id: questionId, replicate, scenario_id: scenarioId, scenario_node: scenarioNode, scenario_turn: scenarioTurn, timestamp } = d
  if (typeof questionId !== 'string' || typeof timestamp !== 'string') return null
  if (!isNullOrString(scenarioId) || !isNullOrString(scenarioNode) || !isNullOrInt(replicate) || !isNullOrInt(scenarioTurn)) return null
  return (
    `{"answering": ${pyJsonString(d.answering)}, "parsing": ${pyJsonString(d.parsing)}, "question_id": ${pyJsonString(questionId)}, ` +
    `"replicate": ${replicate === null ? 'null' : String(replicate)}, "scenario_id": ${scenarioId === null ? 'null' : pyJsonString(scenarioId)}, ` +
    `"scenario_node": ${scenarioNode === null ? 'null' : pyJsonString(scenarioNode)}, "scenario_turn": ${scenarioTurn === null ? 'null' : String(scenarioTurn)}, ` +
    `"timestamp": ${pyJsonString(timestamp)}}`
  )
}

function isNullOrString(v: unknown): v is string | null {
  return v === null || typeof v === 'string'
}

function isNullOrInt(v: unknown): v is number | null {
  return v === null || (Number.isSafeInteger(v) && !Object.is(v, -0))
}

/** Karenina's `result_id`: the first 16 hex chars of SHA-256 over the canonical JSON (UTF-8). */
export function computeResultId(input: ResultIdInput): string {
  // One-shot `hash` (no Hash object): several times cheaper than createHash for short inputs; strings hash as UTF-8.
  // Hex of the first 8 bytes rather than `.slice(0, 16)` of the whole hex: V8 makes that slice a view that keeps
  // the 64-character string alive with every result id (and every summary view a long run keeps).
  return (hash('sha256', resultIdCanonicalJson(input), 'buffer') as unknown as Buffer).toString('hex', 0, 8)
}
