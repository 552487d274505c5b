import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { EncodedResult } from 'karenina'

/** Where a result came from: the test file, the test's full name, and its position among the test's results. */
export interface ResultOrigin {
  testPath: string
  /** Jest's full test name (describe titles and the test title joined by spaces), as in `assertionResults`. */
  testName: string
  /** 0 for the first result a test attaches, 1 for the second, … */
  index: number
}

/** A result read back from the run directory: where it came from, and the result as the runner core encodes it. */
export interface AttachedResult extends ResultOrigin {
  encoded: EncodedResult
}

const SUFFIX = '.result.json'

function fileNameOf(origin: ResultOrigin): string {
  const key = createHash('sha1').update(`${origin.testPath}\0${origin.testName}\0${origin.index}`).digest('hex')
  return `${key}${SUFFIX}`
}

/**
 * Writes one result into the run directory. One file per (test file, test, index): a retried test
 * overwrites its earlier attempt. The file is written under a unique temporary name and renamed into
 * place, so the reporter never reads a half-written file, whichever worker wrote it.
 */
export function writeResultFile(runDir: string, origin: ResultOrigin, encoded: EncodedResult): string {
  const target = join(runDir, fileNameOf(origin))
  const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  writeFileSync(temp, `${JSON.stringify({ origin, encoded })}\n`, 'utf8')
  renameSync(temp, target)
  return target
}

function isAttached(value: unknown): value is { origin: ResultOrigin; encoded: EncodedResult } {
  const v = value as { origin?: Partial<ResultOrigin>; encoded?: Partial<EncodedResult> } | null
  return (
    typeof v?.origin?.testPath === 'string' &&
    typeof v.origin.testName === 'string' &&
    typeof v.origin.index === 'number' &&
    typeof v.encoded?.result === 'string' &&
    typeof v.encoded.pass === 'boolean'
  )
}

/** Every result in the run directory (temporary files of writes still in flight are skipped). */
export function readResultFiles(runDir: string): AttachedResult[] {
  const attached: AttachedResult[] = []
  for (const name of readdirSync(runDir).sort()) {
    if (!name.endsWith(SUFFIX)) continue
    const file = join(runDir, name)
    const data: unknown = JSON.parse(readFileSync(file, 'utf8'))
    if (!isAttached(data)) throw new Error(`${file}: not a jest-karenina result file (expected {origin: {testPath, testName, index}, encoded: {result, pass}})`)
    attached.push({ ...data.origin, encoded: data.encoded })
  }
  return attached
}
