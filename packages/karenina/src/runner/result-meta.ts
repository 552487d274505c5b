import { ValidationError } from '../errors/validation-error.js'
import { parsePyJson } from '../compat/parse-py-json.js'
import { pyJsonDumps } from '../compat/py-json.js'
import { dumpResultLine } from '../results/export.js'
import { loadResults } from '../results/import.js'
import { resultLineText } from '../results/result-line-bytes.js'
import { isLegacyResultRow } from '../results/migrate-legacy-result.js'
import { parseVerificationResult, type VerificationResult } from '../results/verification-result.js'
import { packRecord, plainRecord, unpackRecord, unpackRecordBytes, type PackedHeader } from './packed-record.js'
import { resultSummaryView } from './result-summary-view.js'

/** The key under which runners carry results in a test's metadata (vitest `task.meta`, jest side files). */
export const KARENINA_META_KEY = 'karenina'

/**
 * A result as carried by a runner: its export line (JSON text, so Python float-ness survives any
 * serialization a runner applies: worker RPC, blob reports, merges) and the test's verdict.
 */
export interface EncodedResult {
  /** One result in Karenina's export format (`dumpResultLine`). */
  result: string
  /** The verdict under the matcher's criteria (granular threshold, trait expectations). */
  pass: boolean
  /** The test's title (names the result in summaries). @default the reporter's test name, else the question id */
  title?: string
  /** The answering model as the user wrote it (`openai:gpt-4o`); results only keep `interface:model_name`. */
  model?: string
  /** The assertion was negated (`.not`): a failed verdict is what the test expected. */
  negated?: boolean
}

/** What a runner knows about a result beyond the result itself (see {@link EncodedResult}). */
export type ResultAnnotations = Pick<EncodedResult, 'title' | 'model' | 'negated'>

function annotationsOf(source: ResultAnnotations): ResultAnnotations {
  // Built in place (a reporter reads one record per test): no object per annotation to spread.
  const annotations: ResultAnnotations = {}
  if (typeof source.title === 'string') annotations.title = source.title
  if (typeof source.model === 'string') annotations.model = source.model
  if (source.negated === true) annotations.negated = true
  return annotations
}

/**
 * What a test's metadata holds under {@link KARENINA_META_KEY}: one packed string per result or scenario run
 * (`z1:` + base64 of the deflated record, or `p1:` + the record as text; see {@link RecordPacking}). vitest keeps every test's meta in its main process and writes it to
 * blob reports, where a nested object would cost many small objects per test; a string costs one.
 */
export type KareninaTestMeta = string[]

/** A carried result; a packed one also carries its summary view (`resultSummaryView`), read without parsing the line. */
export type CarriedResult = EncodedResult & { view?: VerificationResult }

/** What a test's metadata carries, read once: the encoded results and the scenario records (JSON text). */
export interface CarriedRecords {
  results: CarriedResult[]
  scenarios: string[]
}

/** Encodes a result for a runner's metadata channel. */
export function encodeResult(result: VerificationResult, pass: boolean, annotations: ResultAnnotations = {}): EncodedResult {
  return { result: dumpResultLine(result), pass, ...annotationsOf(annotations) }
}

/** The test's packed records so far. */
function packedEntry(meta: Record<string, unknown>): KareninaTestMeta {
  const current = meta[KARENINA_META_KEY]
  return Array.isArray(current) ? (current as KareninaTestMeta) : []
}

/**
 * How a record is written into a test's metadata: `deflate` (`z1:`, under 1 KB a result; for metadata a runner keeps in
 * bulk: blob reports, their merge) or `plain` (`p1:`, the text as is, ~4 KB; no compression cost in the worker).
 * Both read back alike.
 */
export type RecordPacking = 'deflate' | 'plain'

/** Options of {@link attachResultToMeta} and {@link attachScenarioToMeta}. */
export interface AttachOptions {
  /** @default 'deflate' */
  packing?: RecordPacking
}

function encodeRecord(header: PackedHeader, body: string, options: AttachOptions): string {
  return options.packing === 'plain' ? plainRecord(header, body) : packRecord(header, body)
}

/** Appends a result to a test's metadata object (creating the karenina entry). */
export function attachResultToMeta(
  meta: Record<string, unknown>,
  result: VerificationResult,
  pass: boolean,
  annotations: ResultAnnotations = {},
  options: AttachOptions = {},
): void {
  const entry = packedEntry(meta)
  entry.push(encodeRecord({ pass, ...annotationsOf(annotations), view: resultSummaryView(result) }, resultLineText(result), options))
  meta[KARENINA_META_KEY] = entry
}

/** Appends a scenario run's record (JSON text, Python float-ness kept) to a test's metadata. */
export function attachScenarioToMeta(meta: Record<string, unknown>, record: unknown, options: AttachOptions = {}): void {
  const entry = packedEntry(meta)
  entry.push(encodeRecord({ scenario: true }, pyJsonDumps(record, { ensureAscii: false }), options))
  meta[KARENINA_META_KEY] = entry
}

/**
 * The results and scenario records a test's metadata carries, in either format (none when absent). A packed
 * record that does not unpack throws, naming it: a result is never dropped silently.
 */
export function carriedRecordsOf(meta: unknown, source = 'test metadata'): CarriedRecords {
  if (typeof meta !== 'object' || meta === null) return { results: [], scenarios: [] }
  const entry = (meta as Record<string, unknown>)[KARENINA_META_KEY]
  if (entry === undefined) return { results: [], scenarios: [] }
  if (!Array.isArray(entry)) throw new ValidationError([KARENINA_META_KEY], 'expected an array of packed karenina records (written by this version of karenina-ts)', source)
  const carried: CarriedRecords = { results: [], scenarios: [] }
  entry.forEach((packed: unknown, index) => {
    const { header, body } = unpackRecord(packed, `${source}, ${KARENINA_META_KEY}[${index}]`)
    if (header.scenario === true) carried.scenarios.push(body)
    else {
      const view = typeof header.view === 'object' && header.view !== null ? { view: header.view as VerificationResult } : {}
      carried.results.push({ result: body, pass: header.pass === true, ...annotationsOf(header as ResultAnnotations), ...view })
    }
  })
  return carried
}

/**
 * A packed record as bytes, for a reporter that spools it.
 */
export type PackedRecordBytes =
  | { scenario: true; body: Buffer }
  | { scenario: false; pass: boolean; annotations: ResultAnnotations; view: VerificationResult | undefined; body: Buffer }

/** Whether a test's metadata carries karenina records. */
export function hasKareninaRecords(meta: unknown): boolean {
  const entry = typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>)[KARENINA_META_KEY] : undefined
  // Anything else under the key goes to the decoder, which names it: a result is never dropped silently.
  return Array.isArray(entry) ? entry.length > 0 : entry !== undefined
}

/**
 * Hands each packed record of a test's metadata to `visit`, the body as bytes (no string is made of a
 * result's export line). False when the metadata is not packed or `visit` declines a
 * record; a record that does not unpack throws, naming it.
 */
export function forEachPackedRecord(meta: unknown, source: string | (() => string), visit: (record: PackedRecordBytes) => boolean): boolean {
  const entry = typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>)[KARENINA_META_KEY] : undefined
  if (!Array.isArray(entry)) return false
  for (let i = 0; i < entry.length; i++) {
    // Named only when it fails: a merge unpacks one record per test.
    const { header, body } = unpackRecordBytes(entry[i], () => `${typeof source === 'string' ? source : source()}, ${KARENINA_META_KEY}[${i}]`)
    const view = typeof header.view === 'object' && header.view !== null ? (header.view as VerificationResult) : undefined
    const record: PackedRecordBytes = header.scenario === true ? { scenario: true, body } : { scenario: false, pass: header.pass === true, annotations: annotationsOf(header as ResultAnnotations), view, body }
    if (!visit(record)) return false
  }
  return true
}

/** The encoded results in a test's metadata (none when absent). */
export function encodedResultsOf(meta: unknown): EncodedResult[] {
  return carriedRecordsOf(meta).results.map(({ view: _view, ...encoded }) => encoded)
}

/** Decodes encoded results (validated with the result schema; a malformed one throws naming its index). */
export function decodeResults(encoded: readonly EncodedResult[], source = 'test metadata'): ({ result: VerificationResult; pass: boolean } & ResultAnnotations)[] {
  if (encoded.length === 0) return []
  const set = loadResults(`[${encoded.map((e) => e.result).join(',')}]`, { source })
  return set.results.map((result, i) => ({ result, pass: encoded[i]!.pass, ...annotationsOf(encoded[i]!) }))
}

/** A decoded result with the export line it was carried as (see {@link decodeResultLines}). */
export type DecodedLine = { result: VerificationResult; pass: boolean; line: string } & ResultAnnotations

/**
 * As {@link decodeResults}, for a writer that writes each result's export line as it was carried (no re-dump)
 * and reads only its summary view (`resultSummaryView`). A packed record carries that view: the line, written by
 * this package's own `dumpResultLine` in the test worker, is not parsed again. A line without one is parsed
 * natively (`JSON.parse`; Python float-ness stays in the line, and the schema turns floats into numbers either
 * way) and validated with the result schema. When any line does not take that path (Python's `NaN`, a legacy
 * row, an invalid result) every line goes through {@link decodeResults}, which names the bad one, and is dumped
 * again (`line` is then undefined).
 */
export function decodeResultLines(encoded: readonly CarriedResult[], source = 'test metadata'): (Omit<DecodedLine, 'line'> & { line?: string })[] {
  const decoded: DecodedLine[] = []
  for (const e of encoded) {
    let result: VerificationResult
    if (e.view !== undefined) {
      decoded.push({ result: e.view, pass: e.pass, line: e.result, ...annotationsOf(e) })
      continue
    }
    try {
      const raw: unknown = JSON.parse(e.result)
      if (isLegacyResultRow(raw)) return decodeResults(encoded, source)
      result = parseVerificationResult(raw)
    } catch {
      return decodeResults(encoded, source)
    }
    decoded.push({ result, pass: e.pass, line: e.result, ...annotationsOf(e) })
  }
  return decoded
}

/** The scenario records in a test's metadata, parsed (none when absent). */
export function scenarioRecordsOf(meta: unknown): unknown[] {
  return carriedRecordsOf(meta).scenarios.map((s) => parsePyJson(s))
}
