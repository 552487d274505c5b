import { parsePyJson } from '../compat/parse-py-json.js'
import { pyJsonDumps } from '../compat/py-json.js'
import { dumpResultLine } from '../results/export.js'
import { loadResults } from '../results/import.js'
import type { VerificationResult } from '../results/verification-result.js'

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
  return {
    ...(typeof source.title === 'string' ? { title: source.title } : {}),
    ...(typeof source.model === 'string' ? { model: source.model } : {}),
    ...(source.negated === true ? { negated: true } : {}),
  }
}

/** What a test's metadata holds under {@link KARENINA_META_KEY}. */
export interface KareninaTestMeta {
  results: EncodedResult[]
  /** Scenario runs of the test, each one JSON record (`ScenarioResultRecord`) as text. */
  scenarios?: string[]
}

/** Encodes a result for a runner's metadata channel. */
export function encodeResult(result: VerificationResult, pass: boolean, annotations: ResultAnnotations = {}): EncodedResult {
  return { result: dumpResultLine(result), pass, ...annotationsOf(annotations) }
}

/** Appends a result to a test's metadata object (creating the karenina entry). */
export function attachResultToMeta(meta: Record<string, unknown>, result: VerificationResult, pass: boolean, annotations: ResultAnnotations = {}): void {
  const current = meta[KARENINA_META_KEY] as KareninaTestMeta | undefined
  const entry = current && Array.isArray(current.results) ? current : { results: [] }
  entry.results.push(encodeResult(result, pass, annotations))
  meta[KARENINA_META_KEY] = entry
}

/** The encoded results in a test's metadata (none when absent or malformed). */
export function encodedResultsOf(meta: unknown): EncodedResult[] {
  if (typeof meta !== 'object' || meta === null) return []
  const entry = (meta as Record<string, unknown>)[KARENINA_META_KEY] as Partial<KareninaTestMeta> | undefined
  if (!entry || !Array.isArray(entry.results)) return []
  return entry.results.filter((r): r is EncodedResult => typeof r?.result === 'string' && typeof r.pass === 'boolean')
}

/** Decodes encoded results (validated with the result schema; a malformed one throws naming its index). */
export function decodeResults(encoded: readonly EncodedResult[], source = 'test metadata'): ({ result: VerificationResult; pass: boolean } & ResultAnnotations)[] {
  if (encoded.length === 0) return []
  const set = loadResults(`[${encoded.map((e) => e.result).join(',')}]`, { source })
  return set.results.map((result, i) => ({ result, pass: encoded[i]!.pass, ...annotationsOf(encoded[i]!) }))
}

/** Appends a scenario run's record (JSON text, Python float-ness kept) to a test's metadata. */
export function attachScenarioToMeta(meta: Record<string, unknown>, record: unknown): void {
  const current = meta[KARENINA_META_KEY] as KareninaTestMeta | undefined
  const entry: KareninaTestMeta = current && Array.isArray(current.results) ? current : { results: [] }
  entry.scenarios = [...(entry.scenarios ?? []), pyJsonDumps(record, { ensureAscii: false })]
  meta[KARENINA_META_KEY] = entry
}

/** The scenario records in a test's metadata, parsed (none when absent). */
export function scenarioRecordsOf(meta: unknown): unknown[] {
  if (typeof meta !== 'object' || meta === null) return []
  const entry = (meta as Record<string, unknown>)[KARENINA_META_KEY] as Partial<KareninaTestMeta> | undefined
  if (!entry || !Array.isArray(entry.scenarios)) return []
  return entry.scenarios.filter((s): s is string => typeof s === 'string').map((s) => parsePyJson(s))
}
