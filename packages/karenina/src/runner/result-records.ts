// How results travel from test workers to the reporter, in vitest and jest alike: the reporter makes a run
// directory and announces it in the environment before any worker starts; each worker appends one line per result
// (or scenario run) to a file of its own there; the reporter reads the files when the run ends. Neither runner
// carries our results itself (jest has no channel from a test to a reporter; vitest's `task.meta` would keep
// every result in its main process for the whole run and copy it into blob reports).
import { join } from 'node:path'
import { ValidationError } from '../errors/validation-error.js'
import type { VerificationResult } from '../results/verification-result.js'

// Built-ins without their ESM facades: importing karenina loads none of them (start-up cost).
const fs = () => process.getBuiltinModule('node:fs')

/** The environment variable naming the run directory, set by the reporter before the workers start. */
export const RUN_DIR_ENV = 'KARENINA_RUN_DIR'

/** What a test's result record says beside the result's export line. */
export interface ResultRecordHeader {
  /** The test, as the runner names it to the reporter (vitest: the task id; jest: file and full name). */
  test: string
  /** The record's place among the test's records; 0 starts the test over (a retry replaces the earlier attempt). */
  slot: number
  /** The verdict under the matcher's criteria (granular threshold, trait expectations). */
  pass: boolean
  /** What the summary and the export header read of the result (`resultSummaryView`): the line is not parsed again. */
  view: VerificationResult
  /** The test's title. @default the reporter's test name */
  title?: string
  /** The answering model as the user wrote it (`openai:gpt-4o`); results only keep `interface:model_name`. */
  model?: string
  /** The assertion was negated (`.not`): a failed verdict is what the test expected. */
  negated?: boolean
}

/** What a runner knows about a result beyond the result itself. */
export type ResultAnnotations = Pick<ResultRecordHeader, 'title' | 'model' | 'negated'>

/** A scenario run's record: its `scenario_results` entry as Python-style JSON text (floats stay floats). */
export type ScenarioRecordHeader = Pick<ResultRecordHeader, 'test' | 'slot'> & { scenario: true }

/** A result as the reporter reads it: its export line, written as it came, and what its header says. */
export type CarriedResult = Omit<ResultRecordHeader, 'test' | 'slot'> & { line: string }

/** A test's records, in the order of its last attempt. */
export interface TestRecords {
  results: CarriedResult[]
  /** Scenario records as JSON text (`pyJsonDumps`). */
  scenarios: string[]
}

/** One record as a line of a worker's file: the header's JSON, a tab, the body (neither holds a raw tab or newline). */
export function recordLine(header: ResultRecordHeader | ScenarioRecordHeader, body: string): string {
  return `${JSON.stringify(header)}\t${body}\n`
}

/** The file this worker (process and thread) appends its records to. */
export function workerRecordFile(runDir: string): string {
  return join(runDir, `${process.pid}-${process.getBuiltinModule('node:worker_threads').threadId}.records`)
}

/** Creates a run directory (private to the user, under the OS temp dir unless `parent` is given). */
export function createRunDir(parent?: string): string {
  const base = parent ?? join(process.getBuiltinModule('node:os').tmpdir(), 'karenina-run-')
  if (parent !== undefined) fs().mkdirSync(parent, { recursive: true })
  return fs().mkdtempSync(parent !== undefined ? join(base, 'run-') : base)
}

/** Removes the workers' record files (a new run in the same directory starts empty). */
export function clearRunDir(runDir: string): void {
  for (const name of fs().readdirSync(runDir)) if (name.endsWith('.records')) fs().rmSync(join(runDir, name), { force: true })
}

/**
 * Every test's records in the run directory, by test. Within a test, a record of slot 0 starts the test over
 * (records of one test come from one worker, in the order it wrote them). A line that is not a record throws,
 * naming its file and line: a result is never dropped silently.
 */
export function readRunRecords(runDir: string): Map<string, TestRecords> {
  const byTest = new Map<string, TestRecords>()
  for (const name of fs().readdirSync(runDir).sort()) {
    if (!name.endsWith('.records')) continue
    const file = join(runDir, name)
    const lines = fs().readFileSync(file, 'utf8').split('\n')
    for (let i = 0; i < lines.length; i++) {
      const text = lines[i]!
      if (text === '') continue
      const tab = text.indexOf('\t')
      type AnyHeader = Partial<Omit<ResultRecordHeader, 'view'> & { view: unknown; scenario: unknown }>
      let header: AnyHeader | null
      try {
        header = tab < 0 ? null : (JSON.parse(text.slice(0, tab)) as AnyHeader)
      } catch {
        header = null
      }
      if (typeof header?.test !== 'string' || typeof header.slot !== 'number' || (header.scenario !== true && (typeof header.pass !== 'boolean' || typeof header.view !== 'object' || header.view === null))) {
        throw new ValidationError([], 'not a karenina result record (written by a test worker of this version of karenina-ts)', `${file}:${i + 1}`)
      }
      let records = byTest.get(header.test)
      if (records === undefined || header.slot === 0) byTest.set(header.test, (records = { results: [], scenarios: [] }))
      const body = text.slice(tab + 1)
      if (header.scenario === true) records.scenarios.push(body)
      else {
        const { test: _test, slot: _slot, ...rest } = header as ResultRecordHeader
        records.results.push({ ...rest, line: body })
      }
    }
  }
  return byTest
}

// This process's own run directory. On globalThis: vitest-karenina's plugin announces the directory from `karenina/runner-config` before the reporter
// (`karenina/reporter`, a module graph of its own in the built package) loads; both must name one directory.
const OWN_RUN_DIR = Symbol.for('karenina.ownRunDir')
const own = globalThis as { [OWN_RUN_DIR]?: string }

/**
 * This process's run directory, created on first use and set in `process.env` for the workers the runner starts
 * afterwards (they inherit the environment). A directory inherited from a parent process (a test that runs vitest
 * or jest) is not reused: each runner process reports its own tests. Removed when the process exits.
 */
export function openRunDir(): string {
  const existing = own[OWN_RUN_DIR]
  if (existing !== undefined) {
    process.env[RUN_DIR_ENV] = existing
    return existing
  }
  const dir = createRunDir()
  own[OWN_RUN_DIR] = dir
  process.env[RUN_DIR_ENV] = dir
  process.once('exit', () => fs().rmSync(dir, { recursive: true, force: true }))
  return dir
}
