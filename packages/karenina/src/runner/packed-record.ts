import { ValidationError } from '../errors/validation-error.js'
import { inflateRawBase64Bytes } from './inflate-raw.js'
import { JsonBytesReader } from './json-bytes-reader.js'
import { PACKED_RECORD_DICTIONARY_K1 } from './result-meta-dictionary.js'

/** A packed record's header: the test's verdict and annotations of a result, or `scenario: true`. */
export type PackedHeader = Record<string, unknown>

const TAG_K1 = 'k1:'
const TAG_PLAIN = 'p1:'
const DICTIONARY_K1 = Buffer.from(PACKED_RECORD_DICTIONARY_K1, 'utf8')

/**
 * Packs a record for a test's metadata: `k1:` and the base64 of `<header JSON>\n<body>` deflated against a
 * preset dictionary of a typical result line. One short ASCII string: what vitest holds per test in its main
 * process and parses back from blob reports is a string, not a tree of small objects.
 */
export function packRecord(header: PackedHeader, body: string): string {
  // node:zlib on first use: importing karenina must not load it (start-up cost); test workers pack, the reporter does not.
  const { deflateRawSync } = process.getBuiltinModule('node:zlib')
  const deflated = deflateRawSync(`${spacedJson(JSON.parse(JSON.stringify(header)))}\n${body}`, { dictionary: DICTIONARY_K1 })
  return TAG_K1 + deflated.toString('base64')
}

/**
 * A record as plain text: `p1:`, the header's JSON and the body on the next line. For a test worker whose results
 * are not stored by the runner's main process in bulk: deflating costs a worker about 0.3 ms per result in a run
 * (measured beside the pipeline; ~0.07 ms alone in a loop), more than the rest of what carrying the result costs.
 * vitest carries the string to its main process as it is (structured clone) and keeps it there (~4 KB of text a
 * result instead of ~0.5 KB).
 */
export function plainRecord(header: PackedHeader, body: string): string {
  return `${TAG_PLAIN}${JSON.stringify(header)}\n${body}`
}

/**
 * JSON text of plain data (as JSON.parse returns) with the body's separators (`", "`, `": "`, as Karenina's export
 * lines have): the parts of the header that the body repeats (model identities, token counts) then match the
 * body's text, which deflate codes as back-references (a bench record packs to ~390 bytes instead of ~475).
 */
function spacedJson(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(spacedJson).join(', ')}]`
  return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${spacedJson(v)}`).join(', ')}}`
}

/** Unpacks a record written by {@link packRecord} or {@link plainRecord}; `where` names it in the error when it does not unpack. */
export function unpackRecord(packed: unknown, where: string): { header: PackedHeader; body: string } {
  const { header, body } = unpackRecordBytes(packed, where)
  return { header, body: body.toString('utf8') }
}

/** What a header's model identities, usage, failure and rubric parts may share with earlier headers' (see below). */
const SHARED_HEADER_KEYS = ['metadata.answering', 'metadata.parsing', 'metadata.failure', 'template.usage_metadata', 'view.rubric']
let sharedHeaderReader: JsonBytesReader | undefined

/** Options of {@link unpackRecordBytes}. */
export interface UnpackOptions {
  /**
   * Read the header from the bytes without a string of it, its parts named in SHARED_HEADER_KEYS shared with an
   * earlier header's when equal (they must not be changed): a reporter that reads one header per test allocates
   * far less. @default false
   */
  sharedHeader?: boolean
}

/**
 * As {@link unpackRecord}, with the body as bytes: a view of the decoder's buffer, valid until the next unpack
 * (a reporter writes it to its spool at once, without making a string of it).
 */
export function unpackRecordBytes(packed: unknown, where: string | (() => string), options: UnpackOptions = {}): { header: PackedHeader; body: Buffer } {
  const fail = (problem: string): never => {
    throw new ValidationError([], problem, typeof where === 'string' ? where : where())
  }
  if (typeof packed !== 'string') return fail(`expected a packed karenina record (a string), received ${packed === null ? 'null' : typeof packed}`)
  let bytes: Buffer
  if (packed.startsWith(TAG_PLAIN)) bytes = Buffer.from(packed.slice(TAG_PLAIN.length), 'utf8')
  else if (packed.startsWith(TAG_K1)) {
    try {
      // Our own decoder, not node:zlib: see inflate-raw.ts (vitest's main process unpacks one record per test).
      bytes = inflateRawBase64Bytes(packed.slice(TAG_K1.length), DICTIONARY_K1)
    } catch (error) {
      return fail(`packed karenina record does not inflate: ${(error as Error).message}`)
    }
  } else {
    const tag = /^[a-z0-9]+:/.exec(packed)?.[0]
    return fail(tag ? `packed karenina record of an unknown format "${tag}" (written by a newer karenina-ts? read it with the same version)` : 'not a packed karenina record (no "k1:" or "p1:" tag)')
  }
  const newline = bytes.indexOf(0x0a)
  let header: unknown
  try {
    if (newline < 0) header = null
    else if (options.sharedHeader) header = (sharedHeaderReader ??= new JsonBytesReader(SHARED_HEADER_KEYS)).parse(bytes, 0, newline)
    else header = JSON.parse(bytes.toString('utf8', 0, newline))
  } catch {
    header = null
  }
  if (typeof header !== 'object' || header === null || Array.isArray(header)) return fail('packed karenina record has no header line')
  return { header: header as PackedHeader, body: bytes.subarray(newline + 1) }
}
