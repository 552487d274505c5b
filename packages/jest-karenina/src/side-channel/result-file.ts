import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parsePyJson, pyJsonDumps } from 'karenina'
import { type EncodedResult } from 'karenina/runner'

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

/** A scenario run read back from the run directory: the test that ran it, and its `scenario_results` record. */
export interface AttachedScenario extends ResultOrigin {
  record: unknown
}

const SUFFIX = '.result.json'
const SCENARIO_SUFFIX = '.scenario.json'

function fileNameOf(origin: ResultOrigin, suffix = SUFFIX): string {
  const key = createHash('sha1').update(`${origin.testPath}\0${origin.testName}\0${origin.index}`).digest('hex')
  return `${key}${suffix}`
}

function writeAtomically(target: string, text: string): void {
  const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  writeFileSync(temp, text, 'utf8')
  renameSync(temp, target)
}

/**
 * Writes one result into the run directory. One file per (test file, test, index): a retried test
 * overwrites its earlier attempt. The file is written under a unique temporary name and renamed into
 * place, so the reporter never reads a half-written file, whichever worker wrote it.
 */
export function writeResultFile(runDir: string, origin: ResultOrigin, encoded: EncodedResult): string {
  const target = join(runDir, fileNameOf(origin))
  writeAtomically(target, `${JSON.stringify({ origin, encoded })}\n`)
  return target
}

/**
 * Writes one scenario run's record (the export's `scenario_results[i]`) into the run directory, as
 * {@link writeResultFile} writes a result. The record is kept as Python-style JSON text, so floats stay floats.
 */
export function writeScenarioFile(runDir: string, origin: ResultOrigin, record: unknown): string {
  const target = join(runDir, fileNameOf(origin, SCENARIO_SUFFIX))
  writeAtomically(target, `${JSON.stringify({ origin, scenario: pyJsonDumps(record, { ensureAscii: false }) })}\n`)
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

/** Every scenario run record in the run directory. */
export function readScenarioFiles(runDir: string): AttachedScenario[] {
  const attached: AttachedScenario[] = []
  for (const name of readdirSync(runDir).sort()) {
    if (!name.endsWith(SCENARIO_SUFFIX)) continue
    const file = join(runDir, name)
    const data = JSON.parse(readFileSync(file, 'utf8')) as { origin?: Partial<ResultOrigin>; scenario?: unknown } | null
    const origin = data?.origin
    if (typeof origin?.testPath !== 'string' || typeof origin.testName !== 'string' || typeof origin.index !== 'number' || typeof data?.scenario !== 'string') {
      throw new Error(`${file}: not a jest-karenina scenario file (expected {origin: {testPath, testName, index}, scenario})`)
    }
    attached.push({ testPath: origin.testPath, testName: origin.testName, index: origin.index, record: parsePyJson(data.scenario) })
  }
  return attached
}
