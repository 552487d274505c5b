import { createHash, readFile } from '../utils/lazy-node.js'
import { parsePyJson } from '../compat/parse-py-json.js'
import { KareninaError } from '../errors/karenina-error.js'
import { ValidationError } from '../errors/validation-error.js'
import { computeResultId } from './result-id.js'
import { parseVerificationResult } from './verification-result.js'
import { VerificationResultSet } from './verification-result-set.js'
import { isRecord } from '../utils/is-record.js'

/** Options of `loadResults`. */
export interface LoadResultsOptions {
  /** Names the input in error messages (e.g. the file path). @default 'results' */
  source?: string
}

type Row = Record<string, unknown>

const LEGACY_FORMATS = new Set(['2.0', '2.1'])

const LEGACY_METADATA_KEYS = ['answering_model', 'parsing_model', 'answering_replicate', 'parsing_replicate', 'completed_without_errors'] as const

/** True when a result row still has pre-2.2 metadata (`answering_model` strings, `completed_without_errors`, …). */
function isLegacyResultRow(row: unknown): boolean {
  if (!isRecord(row) || !isRecord(row.metadata)) return false
  const metadata = row.metadata
  return LEGACY_METADATA_KEYS.some((key) => Object.hasOwn(metadata, key))
}

/** `"provider/model"` → identity; no slash → interface `unknown`; missing → `unknown/unknown`. */
function legacyIdentity(value: unknown): { interface: string; model_name: string; tools: string[]; config_id: null } {
  const text = typeof value === 'string' && value !== '' ? value : 'unknown/unknown'
  const slash = text.indexOf('/')
  return { interface: slash < 0 ? 'unknown' : text.slice(0, slash), model_name: text.slice(slash + 1), tools: [], config_id: null }
}

/**
 * Migrates one legacy (format 2.0/2.1) result row to the current shape (spec 04 §5.2): model strings
 * become identities, `replicate` comes from the answering/parsing replicate, removed fields are dropped
 * and a missing `result_id` is synthesized (`sha256(id + ":" + index)` on a duplicate). Returns a new row.
 */
function migrateLegacyResultRow(row: Row, index: number, seenIds: Set<string>): Row {
  const metadata: Row = { ...(isRecord(row.metadata) ? row.metadata : {}) }
  if (!isRecord(metadata.answering)) metadata.answering = legacyIdentity(metadata.answering_model)
  if (!isRecord(metadata.parsing)) metadata.parsing = legacyIdentity(metadata.parsing_model)
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

interface Located {
  rows: unknown[]
  /** Path prefix of the rows in the document, for error messages. */
  path: (string | number)[]
  keys?: string[]
  metadata: Row
  sharedData: Row | null
  scenarioResults: unknown[] | null
  legacy: boolean
}

function locateRows(data: unknown, source: string): Located {
  const base = { metadata: {}, sharedData: null, scenarioResults: null, legacy: false }
  if (Array.isArray(data)) return { ...base, rows: data, path: [] }
  if (!isRecord(data)) throw new ValidationError([], 'expected a JSON object or array of results', source)
  if (Object.hasOwn(data, '@context') || Object.hasOwn(data, 'dataFeedElement')) {
    throw new KareninaError(
      'KARENINA_VALIDATION',
      `${source}: this is a JSON-LD checkpoint (a benchmark), not a results file; results come from \`karenina verify -o results.json\` or the test reporter`,
    )
  }
  const legacy = typeof data.format_version === 'string' && LEGACY_FORMATS.has(data.format_version)
  if (Object.hasOwn(data, 'results')) {
    const results = data.results
    if (!Array.isArray(results) && !isRecord(results)) throw new ValidationError(['results'], 'expected an array or object of results', source)
    return {
      rows: Array.isArray(results) ? results : Object.values(results),
      path: ['results'],
      ...(Array.isArray(results) ? {} : { keys: Object.keys(results) }),
      metadata: isRecord(data.metadata) ? data.metadata : {},
      sharedData: isRecord(data.shared_data) ? data.shared_data : null,
      scenarioResults: Array.isArray(data.scenario_results) ? data.scenario_results : null,
      legacy,
    }
  }
  if (isRecord(data.runs)) {
    const runs = data.runs
    const rows: unknown[] = []
    for (const [name, runRows] of Object.entries(runs)) {
      if (!Array.isArray(runRows)) throw new ValidationError(['runs', name], 'expected an array of results', source)
      rows.push(...runRows)
    }
    return { ...base, rows, path: ['runs'], metadata: { run_names: Object.keys(runs) }, legacy }
  }
  // A bare mapping of rows keyed by anything (Karenina's server format).
  return { ...base, rows: Object.values(data), path: [], keys: Object.keys(data), legacy }
}

/**
 * Loads results written by Karenina or karenina-ts (spec 04 §5.2): the v2.2 export, legacy 2.0/2.1 files
 * (migrated), an array of results (`row_index` dropped), `{results, metadata?, scenario_results?}`,
 * `{runs: {name: rows}}` and a bare mapping of rows. Strict: an invalid row throws a ValidationError
 * naming its index. Python floats keep their float-ness, so re-exporting reproduces the bytes.
 */
export function loadResults(text: string, options: LoadResultsOptions = {}): VerificationResultSet {
  const source = options.source ?? 'results'
  let data: unknown
  try {
    data = parsePyJson(text)
  } catch (error) {
    throw new ValidationError([], `not valid JSON: ${(error as Error).message}`, source)
  }
  const located = locateRows(data, source)
  const seenIds = new Set<string>()
  const results = located.rows.map((raw, index) => {
    const where = [...located.path, located.keys?.[index] ?? index]
    if (!isRecord(raw)) throw new ValidationError(where, 'expected a result object', source)
    const { row_index: _rowIndex, ...fields } = raw
    const row = located.legacy || isLegacyResultRow(fields) ? migrateLegacyResultRow(fields, index, seenIds) : fields
    try {
      return parseVerificationResult(row)
    } catch (error) {
      if (error instanceof ValidationError) throw new ValidationError([...where, ...error.path], error.problem, source)
      throw error
    }
  })
  return new VerificationResultSet(results, {
    metadata: located.metadata,
    sharedData: located.sharedData,
    scenarioResults: located.scenarioResults,
  })
}

/** Reads and loads a results file (any format `loadResults` accepts). */
export async function readResultsFile(path: string): Promise<VerificationResultSet> {
  const text = await readFile(path, 'utf8').catch((error: Error) => {
    throw new KareninaError('KARENINA_VALIDATION', `cannot read results file ${path}: ${error.message}`, { cause: error })
  })
  return loadResults(text, { source: path })
}
