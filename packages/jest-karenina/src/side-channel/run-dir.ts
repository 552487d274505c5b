import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/**
 * The environment variable that tells test workers where to drop results. The reporter sets it in
 * `onRunStart`, before jest forks its workers (and before in-band test environments copy `process.env`).
 */
export const RUN_DIR_ENV = 'KARENINA_JEST_RUN_DIR'

/** A new run id: time-sortable, unique across concurrent jest processes on one machine. */
export function newRunId(now: Date = new Date()): string {
  const stamp = now.toISOString().replaceAll(/[-:.TZ]/g, '').slice(0, 14)
  return `${stamp}-${process.pid}-${randomBytes(4).toString('hex')}`
}

/**
 * Creates the run directory of one jest run. Under the OS temp directory by default: the temp dir exists
 * whatever the project layout (monorepo roots, projects without node_modules, read-only checkouts), and a
 * fresh run id per run keeps concurrent jest processes (shards on one machine, watch reruns) apart.
 */
export function createRunDir(runId: string, parent?: string): string {
  const dir = resolve(parent ?? join(tmpdir(), 'karenina-jest'), runId)
  mkdirSync(dir, { recursive: true })
  return dir
}

/** The run directory announced to this worker, or undefined when no karenina reporter is running. */
export function currentRunDir(env: Readonly<Record<string, string | undefined>> = process.env): string | undefined {
  const dir = env[RUN_DIR_ENV]
  return dir === undefined || dir === '' ? undefined : dir
}
