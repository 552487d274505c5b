import { ValidationError } from '../errors/validation-error.js'

/** A packed record's header: the test's verdict and annotations of a result, or `scenario: true`. */
export type PackedHeader = Record<string, unknown>

const TAG_DEFLATED = 'z1:'
const TAG_PLAIN = 'p1:'

// node:zlib on first use: importing karenina must not load it (start-up cost).
const zlib = () => process.getBuiltinModule('node:zlib')

/**
 * Packs a record for a test's metadata: `z1:` and the base64 of `<header JSON>\n<body>`, raw-deflated. One short
 * ASCII string: what vitest holds per test in its main process and parses back from blob reports is a string,
 * not a tree of small objects.
 */
export function packRecord(header: PackedHeader, body: string): string {
  const deflated = zlib().deflateRawSync(`${spacedJson(JSON.parse(JSON.stringify(header)))}\n${body}`)
  return TAG_DEFLATED + deflated.toString('base64')
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

/**
 * As {@link unpackRecord}, with the body as bytes (a reporter writes it to its spool without making a string of it).
 */
export function unpackRecordBytes(packed: unknown, where: string | (() => string)): { header: PackedHeader; body: Buffer } {
  const fail = (problem: string): never => {
    throw new ValidationError([], problem, typeof where === 'string' ? where : where())
  }
  if (typeof packed !== 'string') return fail(`expected a packed karenina record (a string), received ${packed === null ? 'null' : typeof packed}`)
  let bytes: Buffer
  if (packed.startsWith(TAG_PLAIN)) bytes = Buffer.from(packed.slice(TAG_PLAIN.length), 'utf8')
  else if (packed.startsWith(TAG_DEFLATED)) {
    try {
      bytes = zlib().inflateRawSync(Buffer.from(packed.slice(TAG_DEFLATED.length), 'base64'))
    } catch (error) {
      return fail(`packed karenina record does not inflate: ${(error as Error).message}`)
    }
  } else {
    const tag = /^[a-z0-9]+:/.exec(packed)?.[0]
    return fail(tag ? `packed karenina record of an unknown format "${tag}" (written by a newer karenina-ts? read it with the same version)` : 'not a packed karenina record (no "z1:" or "p1:" tag)')
  }
  const newline = bytes.indexOf(0x0a)
  let header: unknown
  try {
    header = newline < 0 ? null : JSON.parse(bytes.toString('utf8', 0, newline))
  } catch {
    header = null
  }
  if (typeof header !== 'object' || header === null || Array.isArray(header)) return fail('packed karenina record has no header line')
  return { header: header as PackedHeader, body: bytes.subarray(newline + 1) }
}
