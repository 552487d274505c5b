import { randomUUID } from '../utils/lazy-node.js'
import { once } from 'node:events'
import type { Writable } from 'node:stream'
import { pyJsonDumps } from '../compat/py-json.js'
import { ValidationError } from '../errors/validation-error.js'
import { buildExportMetadata, jobInfoFromResults, type ExportJobInfo, type ExportMetadata } from './export-metadata.js'
import { toPyJsonValue } from './to-py-json-value.js'
import { VerificationResultSchema, type VerificationResult } from './verification-result.js'
import type { VerificationResultSet } from './verification-result-set.js'
import { storedLinesOf, summaryResultsOf } from './stored-result-set.js'
import { redactResultErrors } from './redact-result.js'
import { writeOutputFile, type OutputOptions } from '../utils/output-file.js'

/** Options of the v2.2 results export. Give `job` (a description) or `metadata` (a ready header object). */
export interface ExportResultsOptions {
  /** The job the results come from; builds the `metadata` header. */
  job?: ExportJobInfo
  /** A complete snake_case `metadata` header, written as is (e.g. the one a loaded file carried). */
  metadata?: ExportMetadata
  /**
   * `shared_data.rubric_definition`: the global rubric in JSON mode with only explicitly-set fields (see
   * `rubricDefinition`), or null. @default the loaded set's, else null
   */
  rubricDefinition?: unknown
  /** Scenario records written after the results (JSON-ready values). @default the set's, else none */
  scenarioResults?: readonly unknown[] | null
}

type ResultSource = Iterable<VerificationResult> | AsyncIterable<VerificationResult>

const dumps = (value: unknown) => pyJsonDumps(value, { ensureAscii: false })

/**
 * One result as one line of Karenina's export: `json.dumps(result.model_dump(mode="json"),
 * ensure_ascii=False)`, every field in Karenina's order, Python float formatting. `extensions` (karenina-ts
 * only) is left out when empty.
 */
export function dumpResultLine(result: VerificationResult): string {
  const value = toPyJsonValue(VerificationResultSchema, redactResultErrors(result)) as Record<string, unknown>
  if (value.extensions !== undefined && Object.keys(value.extensions as object).length === 0) delete value.extensions
  return dumps(value)
}

function isResultSet(source: unknown): source is VerificationResultSet {
  return typeof source === 'object' && source !== null && 'sharedData' in source && 'results' in source
}

function resolveHeader(source: unknown, options: ExportResultsOptions): { head: string; scenarios: readonly unknown[] | null } {
  const set = isResultSet(source) ? source : undefined
  let metadata = options.metadata ?? (options.job ? buildExportMetadata(options.job) : undefined)
  if (metadata === undefined && set && Object.keys(set.metadata).length > 0) metadata = set.metadata
  // Results in hand (a set or an array, e.g. a run's): the header describes the job they imply.
  const inHand = (set && summaryResultsOf(set)) ?? (Array.isArray(source) ? (source as readonly VerificationResult[]) : undefined)
  if (metadata === undefined && inHand !== undefined) {
    metadata = buildExportMetadata(jobInfoFromResults(inHand, inHand[0]?.metadata.run_name ?? `karenina-${randomUUID()}`))
  }
  if (metadata === undefined) {
    throw new ValidationError(['metadata'], 'results arriving one by one need `job` (to build the export header) or `metadata`', 'exportResults')
  }
  const rubricDefinition =
    options.rubricDefinition !== undefined ? options.rubricDefinition : ((set?.sharedData?.rubric_definition as unknown) ?? null)
  const header = dumps({ format_version: '2.2', metadata, shared_data: { rubric_definition: rubricDefinition } })
  // Karenina writes the header without its closing brace, then streams the arrays into it.
  const scenarios = options.scenarioResults !== undefined ? options.scenarioResults : (set?.scenarioResults ?? null)
  return { head: `${header.slice(0, -1)},"results":[\n`, scenarios }
}

/** Each result's export line; a set kept on disk gives its stored lines (written by `dumpResultLine`) as they are. */
function* exportLines(results: Iterable<VerificationResult>): Generator<string> {
  const stored = storedLinesOf(results)
  if (stored) yield* stored
  else for (const result of results) yield dumpResultLine(result)
}

async function* mapAsync<T, U>(source: Iterable<T> | AsyncIterable<T>, f: (item: T) => U): AsyncGenerator<U> {
  for await (const item of source) yield f(item)
}

function* tail(scenarios: readonly unknown[] | null): Generator<string> {
  yield '\n]'
  if (scenarios && scenarios.length > 0) {
    yield ',"scenario_results":[\n'
    yield scenarios.map(dumps).join(',\n')
    yield '\n]'
  }
  yield '}\n'
}

/**
 * Exports results to Karenina's v2.2 JSON format (spec 04 §5.1) as a string, byte for byte as Karenina's streaming
 * writer: header without its closing brace, `,"results":[`, one compact line per result separated by `,\n`, `]`,
 * optional scenario results, `}` and a newline.
 * @example
 * const text = exportResults(resultSet, { job: { jobId: 'job-1', totalQuestions: 2, successfulCount: 2, failedCount: 0 } })
 */
export function exportResults(results: Iterable<VerificationResult>, options: ExportResultsOptions = {}): string {
  const { head, scenarios } = resolveHeader(results, options)
  return head + [...exportLines(results)].join(',\n') + [...tail(scenarios)].join('')
}

async function writeChunk(stream: Writable, chunk: string | Uint8Array): Promise<void> {
  if (!stream.write(chunk, 'utf8')) await once(stream, 'drain')
}

type ExportLines = Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>

/** Writes {@link exportResults}' layout chunk by chunk around the result lines, with the header `source` and `options` give. */
async function writeExport(write: (chunk: string | Uint8Array) => Promise<void>, source: unknown, lines: ExportLines, options: ExportResultsOptions): Promise<void> {
  const { head, scenarios } = resolveHeader(source, options)
  await write(head)
  let first = true
  for await (const line of lines) {
    if (!first) await write(',\n')
    await write(line)
    first = false
  }
  for (const chunk of tail(scenarios)) await write(chunk)
}

/**
 * Streams the v2.2 export of (possibly still arriving) results. To a path: through `writeOutputFile`, so a
 * regular file is replaced atomically (readers never see a half-written file), a device or FIFO is written in
 * place, and a read-only file or one of `output.inputs` is refused. To a stream: written in place (the stream
 * is not ended).
 */
export async function writeResultsExport(target: string | Writable, results: ResultSource, options: ExportResultsOptions = {}, output: OutputOptions = {}): Promise<void> {
  const lines = storedLinesOf(results) ?? mapAsync(results, dumpResultLine)
  if (typeof target !== 'string') return writeExport((chunk) => writeChunk(target, chunk), results, lines, options)
  await writeOutputFile(target, (out) => writeExport((chunk) => out.write(chunk), results, lines, options), output)
}

/**
 * Writes the v2.2 export of results whose export lines are at hand (`dumpResultLine`'s text, or its UTF-8 bytes)
 * without parsing or dumping them again, as {@link writeResultsExport} writes to a path; `options` gives the header.
 */
export async function writeExportOfLines(path: string, lines: Iterable<string | Uint8Array>, options: ExportResultsOptions, output: OutputOptions = {}): Promise<void> {
  await writeOutputFile(path, (out) => writeExport((chunk) => out.write(chunk), [], lines, options), output)
}
