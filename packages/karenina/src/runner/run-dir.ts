// The run directory of this process's reporter (see result-records.ts), announced to the workers it starts.
import { createRunDir, RUN_DIR_ENV } from './result-records.js'

// On globalThis: vitest-karenina's plugin announces the directory from `karenina/runner-config` before the reporter
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
  process.once('exit', () => process.getBuiltinModule('node:fs').rmSync(dir, { recursive: true, force: true }))
  return dir
}
