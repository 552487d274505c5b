import { createHash } from '../utils/lazy-node/crypto.js'
import { computeResultId } from './result-id.js'

const LEGACY_METADATA_KEYS = ['answering_model', 'parsing_model', 'answering_replicate', 'parsing_replicate', 'completed_without_errors'] as const

type Row = Record<string, unknown>

const isObject = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v)

/** True when a result row still has pre-2.2 metadata (`answering_model` strings, `completed_without_errors`, …). */
export function isLegacyResultRow(row: unknown): boolean {
  if (!isObject(row) || !isObject(row.metadata)) return false
  const metadata = row.metadata
  return LEGACY_METADATA_KEYS.some((key) => Object.hasOwn(metadata, key))
}

/** `"provider/model"` → identity; no slash → interface `unknown`; missing → `unknown/unknown`. */
function legacyIdentity(value: unknown): { interface: string; model_name: string; tools: string[]; config_id: null } {
  if (typeof value !== 'string' || value === '') return { interface: 'unknown', model_name: 'unknown', tools: [], config_id: null }
  const slash = value.indexOf('/')
  if (slash < 0) return { interface: 'unknown', model_name: value, tools: [], config_id: null }
  return { interface: value.slice(0, slash), model_name: value.slice(slash + 1), tools: [], config_id: null }
}

/**
 * Migrates one legacy (format 2.0/2.1) result row to the current shape (spec 04 §5.2): model strings
 * become identities, `replicate` comes from the answering/parsing replicate, removed fields are dropped
 * and a missing `result_id` is synthesized (`sha256(id + ":" + index)` on a duplicate). Returns a new row.
 */
export function migrateLegacyResultRow(row: Row, index: number, seenIds: Set<string>): Row {
  const metadata: Row = { ...(isObject(row.metadata) ? row.metadata : {}) }
  if (!isObject(metadata.answering)) metadata.answering = legacyIdentity(metadata.answering_model)
  if (!isObject(metadata.parsing)) metadata.parsing = legacyIdentity(metadata.parsing_model)
  if (metadata.replicate === undefined || metadata.replicate === null) {
    metadata.replicate = metadata.answering_replicate ?? metadata.parsing_replicate ?? null
  }
  for (const key of [...LEGACY_METADATA_KEYS, 'error']) delete metadata[key]
  if (typeof metadata.result_id !== 'string' || metadata.result_id === '') {
    let id = computeResultId({
      questionId: String(metadata.question_id ?? ''),
      answering: metadata.answering as { interface: string; model_name: string },
      parsing: metadata.parsing as { interface: string; model_name: string },
      timestamp: String(metadata.timestamp ?? ''),
      replicate: typeof metadata.replicate === 'number' ? metadata.replicate : null,
    })
    if (seenIds.has(id)) id = createHash('sha256').update(`${id}:${index}`, 'utf8').digest('hex').slice(0, 16)
    metadata.result_id = id
  }
  seenIds.add(metadata.result_id as string)
  return { ...row, metadata }
}
